import { describe } from 'vitest';
import { modelTests } from '../test/model-tests';
import { autosaveModel } from './autosave.model';

describe('autosave model', () => {
  modelTests(autosaveModel);
});
