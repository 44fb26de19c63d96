import { describe, expect, it } from 'vitest';
import { coverageOf, generatePaths, replayPath } from '../test/model';
import { unsavedWorkModel } from './unsaved-work.model';

describe('unsaved-work model', () => {
  const paths = generatePaths(unsavedWorkModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    expect(() => replayPath(unsavedWorkModel, path)).not.toThrow();
  });

  it('reaches every state and takes every transition', () => {
    expect(coverageOf(unsavedWorkModel, paths)).toEqual({
      missingStates: [],
      missingTransitions: [],
    });
  });
});
