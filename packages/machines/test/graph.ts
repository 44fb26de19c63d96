import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import {
  type AdjacencyMap,
  createTestModel,
  getAdjacencyMap,
  type StatePath,
  type TestModel,
  type TraversalOptions,
} from 'xstate/graph';
import { testViewOf } from './view';

/**
 * The paths behind `generatePaths`, from xstate/graph's `createTestModel`: the test model walks
 * the machine's test view (`view.ts`: its invocations turned into done/error transitions), and
 * its paths (xstate/graph's `StatePath`s: a first `xstate.init` step holding the initial
 * snapshot, then one step per event with the snapshot it leads to) are later tested on the real
 * machine with `TestModel.testPath` (what a `TestPath`'s `test` calls).
 */

type Snap = AnyMachineSnapshot;
type Ev = EventObject;
export type Path = StatePath<Snap, Ev>;
export type MachineTestModel = TestModel<Snap, Ev, unknown>;

/** Traversal guard: a model whose serialised states keep growing fails fast instead of hanging. */
const TRAVERSAL_LIMIT = 10_000;

export interface Traversal {
  /** The real machine (its test view is what the test model walks). */
  machine: AnyStateMachine;
  input: unknown;
  /** The events to try in a state (already limited to those it can take). */
  events: (snapshot: Snap) => Ev[];
  serialize: (snapshot: Snap) => string;
  /** Simple-path walk bounds. */
  depth: number;
  paths: number;
}

/** The test model of `traversal.machine`: xstate/graph's `createTestModel` on its test view. */
export function testModelFor(traversal: Traversal): MachineTestModel {
  return createTestModel(testViewOf(traversal.machine), {
    input: traversal.input,
    // Value, tags and what the guards read (`MachineModel.serializeState`), never the event that
    // led there: createTestModel's default serialises all of the context and that event.
    serializeState: (snapshot: Snap) => traversal.serialize(snapshot),
    serializeEvent: (event: Ev) => JSON.stringify(event),
    limit: TRAVERSAL_LIMIT,
  } as never) as unknown as MachineTestModel;
}

/**
 * The events each path generation is given. Passed per call, not to `createTestModel`: it would
 * add a bare `{ type }` for every event the state accepts that the model does not list (events
 * without their payload, and events a model leaves out to keep the walk finite).
 */
function generation(traversal: Traversal) {
  return { events: traversal.events, allowDuplicatePaths: true };
}

const INIT: Ev = { type: 'xstate.init' };
const eventKey = (event: Ev): string => JSON.stringify(event);

interface Edge {
  event: Ev;
  state: Snap;
  /** The serialised target state. */
  to: string;
}

/** The adjacency map of a path generation (the test view's graph) as edges by serialised state. */
function edgesOf(
  logic: unknown,
  options: TraversalOptions<Snap, Ev, unknown>,
  serialize: (snapshot: Snap) => string,
): { initial: Snap; initialKey: string; keys: string[]; edges: (key: string) => Edge[] } {
  const adjacency = getAdjacencyMap(logic as never, options as never) as AdjacencyMap<Snap, Ev>;
  const entries = Object.entries(adjacency);
  const [initialKey, first] = entries[0]!;
  const edges = new Map(
    entries.map(([key, value]) => [
      key,
      (Object.values(value.transitions) as Array<{ event: Ev; state: Snap }>).map(
        ({ event, state }) => ({
          event,
          state,
          to: serialize(state),
        }),
      ),
    ]),
  );
  return {
    initial: first.state,
    initialKey,
    keys: entries.map(([key]) => key),
    edges: (key) => edges.get(key) ?? [],
  };
}

/** A `StatePath` from the initial snapshot and the steps after it. */
function statePath(initial: Snap, steps: Array<{ event: Ev; state: Snap }>): Path {
  return {
    state: steps.at(-1)?.state ?? initial,
    steps: [{ event: INIT, state: initial }, ...steps],
    weight: steps.length,
  };
}

/** `state|event` for every step of `paths`, states serialised. */
function takenEdges(paths: Path[], serialize: (snapshot: Snap) => string): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    for (let index = 1; index < path.steps.length; index += 1) {
      const from = serialize(path.steps[index - 1]!.state);
      taken.add(`${from}|${eventKey(path.steps[index]!.event)}`);
    }
  }
  return taken;
}

/**
 * A path generator for `TestModel.getPaths`: the maximal simple paths of a depth-first walk
 * bounded by `traversal.depth` and `traversal.paths` (xstate/graph's `getSimplePaths` lists every
 * simple path to every state, unbounded: far too many for the larger machines here), then, for
 * each edge that neither they nor the `shortest` paths take (self-transitions, mostly), the
 * shortest path to its state followed by that edge.
 */
function boundedPaths(traversal: Traversal, shortest: Path[]) {
  return (logic: unknown, options: TraversalOptions<Snap, Ev, unknown>): Path[] => {
    const graph = edgesOf(logic, options, traversal.serialize);
    const simple: Path[] = [];
    const visited = new Set<string>([graph.initialKey]);
    const steps: Array<{ event: Ev; state: Snap }> = [];
    const walk = (key: string): void => {
      if (simple.length >= traversal.paths) return;
      const next = graph.edges(key).filter((edge) => !visited.has(edge.to));
      if (next.length === 0 || steps.length >= traversal.depth) {
        if (steps.length) simple.push(statePath(graph.initial, [...steps]));
        return;
      }
      for (const edge of next) {
        visited.add(edge.to);
        steps.push({ event: edge.event, state: edge.state });
        walk(edge.to);
        steps.pop();
        visited.delete(edge.to);
      }
    };
    walk(graph.initialKey);

    const taken = takenEdges([...shortest, ...simple], traversal.serialize);
    const heads = new Map(shortest.map((path) => [traversal.serialize(path.state), path]));
    const edgePaths = graph.keys.flatMap((key) => {
      const head = heads.get(key);
      if (!head) return [];
      return graph
        .edges(key)
        .filter((edge) => !taken.has(`${key}|${eventKey(edge.event)}`))
        .map((edge) => ({
          state: edge.state,
          steps: [...head.steps, { event: edge.event, state: edge.state }],
          weight: head.weight + 1,
        }));
    });
    return [...simple, ...edgePaths];
  };
}

/** Drops every path whose event sequence is a prefix of another one's; keeps generation order. */
function withoutPrefixes<P extends Path>(paths: P[]): P[] {
  const keyed = paths.map((path) => ({
    path,
    events: path.steps.map((step) => eventKey(step.event)),
  }));
  const covered = new Set<string>();
  const kept = new Set<P>();
  for (const entry of [...keyed].sort((a, b) => b.events.length - a.events.length)) {
    const key = entry.events.join('\n');
    if (covered.has(key)) continue;
    kept.add(entry.path);
    for (let length = 0; length <= entry.events.length; length += 1) {
      covered.add(entry.events.slice(0, length).join('\n'));
    }
  }
  return paths.filter((path) => kept.has(path));
}

/**
 * The test model's shortest path to every state (`getShortestPaths`), the bounded simple paths and
 * the paths to the edges they leave out (`getPaths` with `boundedPaths`); without the paths that
 * are a prefix of another (across the two lists, so each is generated with its duplicates).
 */
export function traversePaths(testModel: MachineTestModel, traversal: Traversal): Path[] {
  const options = generation(traversal);
  const shortest = testModel.getShortestPaths(options);
  const further = testModel.getPaths(boundedPaths(traversal, shortest) as never, options);
  return withoutPrefixes<Path>([...shortest, ...further]);
}
