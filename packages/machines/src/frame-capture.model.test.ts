import { describe, expect, it } from 'vitest';
import { coverageOf, generatePaths, replayPath } from '../test/model';
import { frameCaptureModel } from './frame-capture.model';

describe('frame-capture model', () => {
  const paths = generatePaths(frameCaptureModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    expect(() => replayPath(frameCaptureModel, path)).not.toThrow();
  });

  it('reaches every state and takes every transition', () => {
    expect(coverageOf(frameCaptureModel, paths)).toEqual({
      missingStates: [],
      missingTransitions: [],
    });
  });
});
