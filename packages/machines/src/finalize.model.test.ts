import { describe, expect, it } from 'vitest';
import { coverageOf, generatePaths, replayPath } from '../test/model';
import { finalizeModel } from './finalize.model';

describe('finalize model', () => {
  const paths = generatePaths(finalizeModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    expect(() => replayPath(finalizeModel, path)).not.toThrow();
  });

  it('reaches every state and takes every transition', () => {
    expect(coverageOf(finalizeModel, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
