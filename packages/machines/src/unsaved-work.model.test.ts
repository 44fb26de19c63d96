import { describe } from 'vitest';
import { modelTests } from '../test/model-tests';
import { unsavedWorkModel } from './unsaved-work.model';

describe('unsaved-work model', () => {
  modelTests(unsavedWorkModel);
});
