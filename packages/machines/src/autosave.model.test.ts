import { describe, expect, it } from 'vitest';
import { coverageOf, generatePaths, replayPath } from '../test/model';
import { autosaveModel } from './autosave.model';

describe('autosave model', () => {
  const paths = generatePaths(autosaveModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    expect(() => replayPath(autosaveModel, path)).not.toThrow();
  });

  it('reaches every state and takes every transition', () => {
    expect(coverageOf(autosaveModel, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
