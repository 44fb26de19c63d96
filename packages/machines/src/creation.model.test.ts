import { describe } from 'vitest';
import { modelTests } from '../test/model-tests';
import { creationModel } from './creation.model';

describe('creation model', () => {
  modelTests(creationModel);
});
