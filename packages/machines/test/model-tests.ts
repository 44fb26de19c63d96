import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { coverageOf, generatePaths, type MachineModel, type ModelPath, replayPath } from './model';

/**
 * The tests every machine's model has, declared in the caller's `describe`: one test per generated
 * path (replayed on the real machine), and the coverage of its states and transitions. Returns the
 * paths for the model's own further tests.
 */
export function modelTests<M extends AnyStateMachine>(model: MachineModel<M>): ModelPath<M>[] {
  const paths = generatePaths(model);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', async (_, path) => {
    await expect(replayPath(model, path)).resolves.toBeUndefined();
  });

  it('reaches every state and takes every transition', async () => {
    expect(await coverageOf(model, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  return paths;
}
