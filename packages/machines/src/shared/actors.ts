import { fromPromise } from 'xstate';

/** The platform's timer (typed here: the package has no DOM or Node types). */
const timers = globalThis as unknown as {
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * A timer the UI must see (a message that clears after 2, 3 or 5 s, a redirect after 1 or 2 s)
 * as an actor, so the app can provide its own and model-based tests end it with
 * `xstate.done.actor.<id>`. This default waits `ms` for real.
 */
export const delayActor = fromPromise<void, { ms: number }>(
  ({ input }) =>
    new Promise<void>((resolve) => {
      timers.setTimeout(resolve, input.ms);
    }),
);

/**
 * The default of an actor only the app can implement (uploads, canvas, storage, the API): it
 * rejects with a message naming what is missing.
 */
export const notProvided = <TOutput, TInput = unknown>(name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The "${name}" actor is provided by the app.`)),
  );
