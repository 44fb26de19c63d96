import { describe } from 'vitest';
import { modelTests } from '../test/model-tests';
import { finalizeModel } from './finalize.model';

describe('finalize model', () => {
  modelTests(finalizeModel);
});
