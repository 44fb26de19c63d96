import { type AnyStateMachine, createMachine } from 'xstate';

/**
 * The test view of a machine: what `createTestModel` (xstate/graph) walks in its place. The
 * machine's own config, with each `invoke` removed and its `onDone` / `onError` declared instead
 * as ordinary transitions on `xstate.done.actor.<id>` / `xstate.error.actor.<id>` (the events
 * XState itself raises when the invoked actor settles, and the descriptors it files those
 * transitions under), with the machine's own guards, actions and delays. `createTestModel`
 * refuses a machine that invokes an actor ("Invocations on test machines are not supported"),
 * that has `after` transitions or inline delayed actions; the view has no invocations, and a
 * machine with `after` or delayed actions is refused here with its state named (none has any: the
 * timers are `delay` actors, ended like any other invoked actor).
 *
 * The view only predicts: every path it yields is replayed on the real machine (`test/model.ts`),
 * whose invoked actors run and are settled by the harness.
 */

type Config = Record<string, unknown>;

const toArray = <T>(value: T | readonly T[] | undefined): T[] => {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value as T];
};

/** The transitions an invoked actor's `onDone` / `onError` declare, keyed by XState's events. */
function invocationTransitions(path: string, invoke: unknown): Config {
  const transitions: Config = {};
  for (const definition of toArray(invoke) as Config[]) {
    const { id } = definition;
    if (typeof id !== 'string') {
      throw new Error(`${path}: an invoked actor needs an \`id\` for the model to settle it`);
    }
    if ('onSnapshot' in definition) {
      throw new Error(`${path}: \`onSnapshot\` of "${id}" is not modelled`);
    }
    if (definition.onDone !== undefined) transitions[`xstate.done.actor.${id}`] = definition.onDone;
    if (definition.onError !== undefined) {
      transitions[`xstate.error.actor.${id}`] = definition.onError;
    }
  }
  return transitions;
}

/** The state config `config` (at `path`, e.g. `#finalize.ready`) and its children, as viewed. */
function viewState(path: string, config: Config): Config {
  if (config.after !== undefined) {
    throw new Error(`${path}: \`after\` transitions are not modelled (use a \`delay\` actor)`);
  }
  const { invoke, on, states, ...rest } = config;
  const own = (on ?? {}) as Config;
  const invoked = invocationTransitions(path, invoke);
  for (const event of Object.keys(invoked)) {
    if (event in own) throw new Error(`${path}: "${event}" is declared twice`);
  }
  const view: Config = { ...rest };
  if (on !== undefined || Object.keys(invoked).length > 0) view.on = { ...own, ...invoked };
  if (states !== undefined) {
    view.states = Object.fromEntries(
      Object.entries(states as Record<string, Config>).map(([key, child]) => [
        key,
        viewState(`${path}.${key}`, child),
      ]),
    );
  }
  return view;
}

const views = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The machine's test view (made once per machine): no invocations, the same implementations. */
export function testViewOf(machine: AnyStateMachine): AnyStateMachine {
  let view = views.get(machine);
  if (!view) {
    const config = viewState(`#${machine.id}`, machine.config as Config);
    view = createMachine(config as never, machine.implementations as never) as AnyStateMachine;
    views.set(machine, view);
  }
  return view;
}
