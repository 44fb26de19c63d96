import { describe, expect, it } from 'vitest';
import * as contracts from './index';

describe('package entry', () => {
  it('re-exports the schemas, helpers and messages', () => {
    for (const name of [
      'userSchema',
      'toolSchema',
      'projectSchema',
      'stepSchema',
      'buyItemSchema',
      'finalizeInputSchema',
      'analyzeTranscriptInputSchema',
      'errorBodySchema',
      'mergeBuyItems',
      'validateFinishProject',
      'truncateFileName',
      'formatTimecode',
      'messages',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
    expect(contracts.REDIRECTS.signedInOnLogin).toBe('/my-projects');
    expect(contracts.DEFAULTS.stepIndex).toBe(-1);
  });
});
