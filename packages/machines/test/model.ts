import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  type PromiseActorLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import type { TestParam } from 'xstate/graph';
import { type MachineTestModel, type Path, testModelFor, traversePaths } from './graph';
import { allStateNodes, allTransitions } from './transitions';

/**
 * Model-based testing of the machines with xstate/graph's `createTestModel`: the test model walks
 * a machine's test view (`view.ts`: the machine without its invocations, whose done/error events
 * are plain transitions), its paths are tested with `TestModel.testPath` on a live actor of the
 * real machine, whose invoked actors run as test fakes (`pendingActor`) that the harness resolves
 * or rejects where a path has their done or error event; and a coverage check that every state
 * node and every declared transition of the real machine is taken by some path. States are told
 * apart by value and tags only, so context can never explode the graph; a model may pass its own
 * `serializeState` when a guard reads context.
 */

/** An event a model may send: the machine's own events, or an invoked actor's done/error event. */
export type ModelEvent<M extends AnyStateMachine> =
  | EventFromLogic<M>
  | DoneActorEvent<unknown, string>
  | ErrorActorEvent<unknown, string>;

export interface MachineModel<M extends AnyStateMachine> {
  name: string;
  /** The machine with test actors provided (`pendingActor` for each invoked actor). */
  machine: M;
  input?: InputFrom<M>;
  /**
   * Sample events to explore, including `xstate.done.actor.<invokeId>` /
   * `xstate.error.actor.<invokeId>` with sample output (see `doneEvent` / `errorEvent`). In each
   * state only the events the state can take are sent.
   */
  events: ModelEvent<M>[] | ((snapshot: SnapshotFrom<M>) => ModelEvent<M>[]);
  /** Default: state value + sorted tags, never context. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Bounds of the simple-path walk (defaults: depth 12, 200 paths). */
  limits?: { depth?: number; paths?: number };
}

export interface PathStep<M extends AnyStateMachine> {
  event: ModelEvent<M>;
  /** The snapshot the test model predicts after `event`. */
  state: SnapshotFrom<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  /** e.g. `finalize #2: ready.idle -finalize.submit-> submitting`. */
  description: string;
  initial: SnapshotFrom<M>;
  /** The steps after the start (the test model's `xstate.init` step is `initial`). */
  steps: PathStep<M>[];
}

/** Any machine's model, as listed in `all-models.ts`. */
export type AnyMachineModel = MachineModel<AnyStateMachine>;

export interface Coverage {
  missingStates: string[];
  missingTransitions: string[];
}

const DEFAULT_DEPTH = 12;
const DEFAULT_PATHS = 200;

interface Settle {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** How to settle each running test actor, by the actor (see `pendingActor`). */
const settlers = new WeakMap<object, Settle>();

/**
 * A promise actor that never settles by itself: the harness resolves it (with the output of the
 * path's `xstate.done.actor.<id>`) or rejects it (with the error of `xstate.error.actor.<id>`), and
 * XState sends the machine that invoked it its done or error event.
 */
export function pendingActor<TOutput, TInput = unknown>(): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(
    ({ self }) =>
      new Promise<TOutput>((resolve, reject) => {
        settlers.set(self, { resolve: (output) => resolve(output as TOutput), reject });
      }),
  );
}

/** The event XState sends when the invoked actor `id` resolves with `output`. */
export function doneEvent<TId extends string, TOutput>(
  id: TId,
  output: TOutput,
): DoneActorEvent<TOutput, TId> {
  return { type: `xstate.done.actor.${id}`, output, actorId: id };
}

/** The event XState sends when the invoked actor `id` rejects with `error`. */
export function errorEvent<TId extends string>(
  id: TId,
  error: unknown,
): ErrorActorEvent<unknown, TId> {
  return { type: `xstate.error.actor.${id}`, error, actorId: id };
}

/** A state value as text: `idle`, `succeeded.redirecting`, `a.b+c.d` for parallel regions. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child && Object.keys(child).length ? `${key}.${stateValueText(child as StateValue)}` : key,
    )
    .join('+');
}

/** Value + sorted tags (+ status when not active): what tells two states apart by default. */
export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  const tags = [...snapshot.tags].sort();
  const status = snapshot.status === 'active' ? undefined : snapshot.status;
  return JSON.stringify({ value: snapshot.value, tags, status });
}

type Snap = AnyMachineSnapshot;
type Ev = EventObject;

function serializerOf<M extends AnyStateMachine>(
  model: MachineModel<M>,
): (snapshot: Snap) => string {
  const custom = model.serializeState as ((snapshot: Snap) => string) | undefined;
  return custom ?? defaultSerializeState;
}

function eventsOf<M extends AnyStateMachine>(model: MachineModel<M>): (snapshot: Snap) => Ev[] {
  return (snapshot) => {
    if (snapshot.status !== 'active') return [];
    const all = (
      typeof model.events === 'function' ? model.events(snapshot as SnapshotFrom<M>) : model.events
    ) as Ev[];
    return all.filter((event) => snapshot.can(event));
  };
}

function traversalOf<M extends AnyStateMachine>(model: MachineModel<M>) {
  return {
    machine: model.machine,
    input: model.input,
    events: eventsOf(model),
    serialize: serializerOf(model),
    depth: model.limits?.depth ?? DEFAULT_DEPTH,
    paths: model.limits?.paths ?? DEFAULT_PATHS,
  };
}

const testModels = new WeakMap<object, MachineTestModel>();

/** The model's xstate/graph test model (`createTestModel` on the machine's test view). */
export function testModelOf<M extends AnyStateMachine>(model: MachineModel<M>): MachineTestModel {
  let testModel = testModels.get(model);
  if (!testModel) {
    testModel = testModelFor(traversalOf(model));
    testModels.set(model, testModel);
  }
  return testModel;
}

function describePath(name: string, path: Path, index: number): string {
  const [init, ...steps] = path.steps;
  const parts = [stateValueText(init!.state.value)];
  for (const step of steps) {
    parts.push(`-${step.event.type}-> ${stateValueText(step.state.value)}`);
  }
  return `${name} #${index + 1}: ${parts.join(' ')}`;
}

/**
 * The paths to test, from the model's test model: its shortest path to every state, the simple
 * paths of a bounded depth-first walk, and for each edge none of them takes (self-transitions,
 * mostly) the shortest path to its state followed by that edge; a path that is a prefix of another
 * is dropped.
 */
export function generatePaths<M extends AnyStateMachine>(model: MachineModel<M>): ModelPath<M>[] {
  const paths = traversePaths(testModelOf(model), traversalOf(model));
  return paths.map((path, index) => {
    const [init, ...steps] = path.steps;
    return {
      description: describePath(model.name, path, index),
      initial: init!.state as SnapshotFrom<M>,
      steps: steps as PathStep<M>[],
    };
  });
}

/** `path` as xstate/graph's `StatePath` (its first step `xstate.init`, holding `initial`). */
function statePathOf<M extends AnyStateMachine>(path: ModelPath<M>): Path {
  const steps = path.steps as Array<{ event: Ev; state: Snap }>;
  return {
    state: steps.at(-1)?.state ?? (path.initial as Snap),
    steps: [{ event: { type: 'xstate.init' }, state: path.initial as Snap }, ...steps],
    weight: steps.length,
  };
}

/**
 * Tests `path` with the model's `TestModel.testPath` (what each xstate/graph `TestPath.test`
 * runs): `params.events[type]` performs each step, `params.states['*']` checks the state after it.
 */
export function testModelPath<M extends AnyStateMachine>(
  model: MachineModel<M>,
  path: ModelPath<M>,
  params: TestParam<Snap, Ev>,
): Promise<unknown> {
  return testModelOf(model).testPath(statePathOf(path), params);
}

/**
 * `TestParam.events` for `path`: `execute` performs every event of it (`xstate.init` included),
 * so a step no executor performs cannot pass silently.
 */
export function eachEvent<M extends AnyStateMachine>(
  path: ModelPath<M>,
  execute: (step: { event: Ev; state: Snap }) => Promise<void> | void,
): NonNullable<TestParam<Snap, Ev>['events']> {
  const types = statePathOf(path).steps.map((step) => step.event.type);
  return Object.fromEntries(types.map((type) => [type, execute]));
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/**
 * Performs a done or error event of an invoked actor the way it happens: the running test actor
 * with that id is resolved or rejected, and XState tells the machine. Fails when no such actor runs
 * (the machine did not invoke it, or it has already settled).
 */
async function settleInvoked(actor: AnyActorRef, event: Ev): Promise<void> {
  const done = event.type.startsWith(DONE);
  const id = event.type.slice((done ? DONE : ERROR).length);
  const child = (actor.getSnapshot() as Snap).children[id] as AnyActorRef | undefined;
  const settle = child && settlers.get(child);
  if (!child || !settle || child.getSnapshot().status !== 'active') {
    throw new Error(`${event.type}: no invoked test actor "${id}" is running`);
  }
  if (done) settle.resolve((event as DoneActorEvent).output);
  else settle.reject((event as ErrorActorEvent).error);
  // The promise settles on a later microtask; the done/error event reaches the machine right then.
  for (let tick = 0; tick < 10 && child.getSnapshot().status === 'active'; tick += 1) {
    await Promise.resolve();
  }
  if (child.getSnapshot().status === 'active')
    throw new Error(`${event.type}: "${id}" did not settle`);
}

/** What a step does to the live actor: `xstate.init` starts it, an actor settles, or a send. */
async function perform(actor: AnyActorRef, event: Ev): Promise<void> {
  if (event.type === 'xstate.init') actor.start();
  else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
    await settleInvoked(actor, event);
  } else actor.send(event);
}

/**
 * Tests `path` on a live actor of the real machine: `check` gets the live and the predicted
 * snapshot after the start and after each event, `onMicrostep` the transitions and snapshot of
 * each of the actor's microsteps.
 */
async function run<M extends AnyStateMachine>(
  model: MachineModel<M>,
  path: ModelPath<M>,
  check: (live: Snap, predicted: Snap, step: number) => void,
  onMicrostep: (transitions: readonly unknown[], snapshot: Snap) => void = () => {},
): Promise<void> {
  const actor = createActor(model.machine, {
    input: model.input,
    inspect: (inspection) => {
      const fromRoot = inspection.actorRef.sessionId === inspection.rootId;
      if (inspection.type === '@xstate.microstep' && fromRoot) {
        onMicrostep(inspection._transitions, inspection.snapshot as Snap);
      }
    },
  });
  // An errored actor reports through its snapshot; without an observer XState rethrows globally.
  actor.subscribe({ error: () => {} });
  let step = 0;
  try {
    await testModelPath(model, path, {
      events: eachEvent(path, ({ event }) => perform(actor, event)),
      states: {
        '*': (predicted) => {
          check(actor.getSnapshot() as Snap, predicted, step);
          step += 1;
        },
      },
    });
  } finally {
    actor.stop();
  }
}

/**
 * Starts a live actor from `model.machine` and `model.input`, performs each step of the path
 * (sends the event, or settles the invoked actor of a done or error event) and rejects when a step
 * cannot be performed or when, after any step, the live state (value, tags, status or the model's
 * own serialisation) differs from the predicted one.
 */
export async function replayPath<M extends AnyStateMachine>(
  model: MachineModel<M>,
  path: ModelPath<M>,
): Promise<void> {
  const serialize = serializerOf(model);
  await run(model, path, (live, predicted, step) => {
    const actual = serialize(live);
    const expected = serialize(predicted);
    if (actual === expected) return;
    const event = step === 0 ? 'start' : (path.steps[step - 1]!.event as Ev).type;
    const error = live.status === 'error' ? ` (actor error: ${String(live.error)})` : '';
    throw new Error(
      `${path.description}\nafter step ${step} (${event}): expected ${expected}, live actor is in ${actual}${error}`,
    );
  });
}

/**
 * Replays `paths` on live actors and reports every state node never entered and every declared
 * transition (`on`, `always`, `after`, `invoke.onDone/onError`, `onDone`) never taken.
 */
export async function coverageOf<M extends AnyStateMachine>(
  model: MachineModel<M>,
  paths: ModelPath<M>[],
): Promise<Coverage> {
  const entered = new Set<unknown>();
  const taken = new Set<unknown>();
  const enter = (snapshot: Snap) => {
    for (const node of snapshot._nodes) entered.add(node);
  };
  // Microsteps show the transient states (`always`) and every transition taken on the way.
  const record = (transitions: readonly unknown[], snapshot: Snap) => {
    for (const transition of transitions) taken.add(transition);
    enter(snapshot);
  };
  for (const path of paths) await run(model, path, enter, record);
  return {
    missingStates: allStateNodes(model.machine)
      .filter((node) => !entered.has(node))
      .map((node) => node.id),
    missingTransitions: allTransitions(model.machine)
      .filter((transition) => !taken.has(transition.definition))
      .map((transition) => transition.label),
  };
}
