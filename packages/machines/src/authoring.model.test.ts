import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverageOf, generatePaths } from '../test/model';
import { authoringModel } from './authoring.model';
import { ParentCoverage, walkAuthoringPath } from './authoring.walk';

/** Fake timers: the autosave's quiet time and the editor's messages pass when the walk says so. */
const clock = {
  advance: async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('authoring model', () => {
  const paths = generatePaths(authoringModel);

  it.each(paths.map((path) => [path.description, path] as const))('walks %s', async (_, path) => {
    const walked = await walkAuthoringPath(path, clock);
    expect(walked).toHaveLength(path.steps.length);
    for (const { step, observed, expected } of walked) {
      expect(observed, `${path.description}\nafter step ${step}`).toEqual(expected);
    }
  });

  it('reaches every state and takes every transition of the model', async () => {
    expect(await coverageOf(authoringModel, paths)).toEqual({
      missingStates: [],
      missingTransitions: [],
    });
  });

  // All 771 paths again in one test: about 2 s alone, past vitest's 5 s on a loaded 2-core run.
  it('the walks take every state and transition of the authoring machine', {
    timeout: 60_000,
  }, async () => {
    const coverage = new ParentCoverage();
    for (const path of paths) await walkAuthoringPath(path, clock, coverage);
    expect(coverage.missing()).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
