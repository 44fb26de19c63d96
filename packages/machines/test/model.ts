import {
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
import { type RawPath, traversePaths } from './graph';
import { allStateNodes, allTransitions } from './transitions';

/**
 * Model-based testing of the machines: paths generated from a machine's own graph (xstate/graph),
 * replayed on a live actor, and a coverage check that every state node and every declared
 * transition is taken by some path. States are told apart by value and tags only, so context can
 * never explode the graph; a model may pass its own `serializeState` when a guard reads context.
 */

/** An event a model may send: the machine's own events, or an invoked actor's done/error event. */
export type ModelEvent<M extends AnyStateMachine> =
  | EventFromLogic<M>
  | DoneActorEvent<unknown, string>
  | ErrorActorEvent<unknown, string>;

export interface MachineModel<M extends AnyStateMachine> {
  name: string;
  /** The machine with test actors provided (never-resolving promises for async work). */
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
  /** The snapshot the graph predicts after `event`. */
  state: SnapshotFrom<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  /** e.g. `finalize #2: ready.idle -finalize.submit-> submitting`. */
  description: string;
  initial: SnapshotFrom<M>;
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

/** A promise actor that never settles: the model sends its done/error events instead. */
export function pendingActor<TOutput, TInput = unknown>(): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
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

function describePath(name: string, path: RawPath, index: number): string {
  const parts = [stateValueText(path.initial.value)];
  for (const step of path.steps) {
    parts.push(`-${step.event.type}-> ${stateValueText(step.state.value)}`);
  }
  return `${name} #${index + 1}: ${parts.join(' ')}`;
}

/**
 * The paths to test: xstate/graph's shortest path to every state, the simple paths of a bounded
 * depth-first walk, and for each edge none of them takes (self-transitions, mostly) the shortest
 * path to its state followed by that edge; a path that is a prefix of another is dropped.
 */
export function generatePaths<M extends AnyStateMachine>(model: MachineModel<M>): ModelPath<M>[] {
  const paths = traversePaths({
    machine: model.machine,
    input: model.input,
    events: eventsOf(model),
    serialize: serializerOf(model),
    depth: model.limits?.depth ?? DEFAULT_DEPTH,
    paths: model.limits?.paths ?? DEFAULT_PATHS,
  });
  return paths.map((path, index) => ({
    description: describePath(model.name, path, index),
    initial: path.initial as SnapshotFrom<M>,
    steps: path.steps as PathStep<M>[],
  }));
}

/**
 * Runs `path` on a live actor: `check` gets the live and the predicted snapshot after the start and
 * after each event, `onMicrostep` the transitions and snapshot of each of the actor's microsteps.
 */
function run<M extends AnyStateMachine>(
  model: MachineModel<M>,
  path: ModelPath<M>,
  check: (live: Snap, predicted: Snap, step: number) => void,
  onMicrostep: (transitions: readonly unknown[], snapshot: Snap) => void = () => {},
): void {
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
  actor.start();
  try {
    check(actor.getSnapshot() as Snap, path.initial as Snap, 0);
    path.steps.forEach((step, index) => {
      actor.send(step.event as EventFromLogic<M>);
      check(actor.getSnapshot() as Snap, step.state as Snap, index + 1);
    });
  } finally {
    actor.stop();
  }
}

/**
 * Starts a live actor from `model.machine` and `model.input`, sends each event of the path (done
 * and error events of invoked actors included) and throws when, after any step, the live state
 * (value, tags, status or the model's own serialisation) differs from the predicted one.
 */
export function replayPath<M extends AnyStateMachine>(
  model: MachineModel<M>,
  path: ModelPath<M>,
): void {
  const serialize = serializerOf(model);
  run(model, path, (live, predicted, step) => {
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
export function coverageOf<M extends AnyStateMachine>(
  model: MachineModel<M>,
  paths: ModelPath<M>[],
): Coverage {
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
  for (const path of paths) run(model, path, enter, record);
  return {
    missingStates: allStateNodes(model.machine)
      .filter((node) => !entered.has(node))
      .map((node) => node.id),
    missingTransitions: allTransitions(model.machine)
      .filter((transition) => !taken.has(transition.definition))
      .map((transition) => transition.label),
  };
}
