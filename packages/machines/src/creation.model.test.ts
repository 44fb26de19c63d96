import { describe, expect, it } from 'vitest';
import { coverageOf, generatePaths, replayPath } from '../test/model';
import { creationModel } from './creation.model';

describe('creation model', () => {
  const paths = generatePaths(creationModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    expect(() => replayPath(creationModel, path)).not.toThrow();
  });

  it('reaches every state and takes every transition', () => {
    expect(coverageOf(creationModel, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
