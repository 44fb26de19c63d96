import { describe, expect, it } from 'vitest';
import { allModels } from './all-models';
import { coverageOf, generatePaths } from './model';

describe('model coverage', () => {
  it('lists at least one machine', () => {
    expect(allModels.length).toBeGreaterThan(0);
  });

  it.each(allModels.map((model) => [model.name, model] as const))(
    '%s: every state and transition is taken by a generated path',
    async (_name, model) => {
      const coverage = await coverageOf(model, generatePaths(model));
      expect(coverage).toEqual({ missingStates: [], missingTransitions: [] });
    },
    // The step editor's walk takes seconds on a loaded 2-core machine.
    30_000,
  );
});
