import { describe } from 'vitest';
import { modelTests } from '../test/model-tests';
import { frameCaptureModel } from './frame-capture.model';

describe('frame-capture model', () => {
  modelTests(frameCaptureModel);
});
