import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * The path generators behind `generatePaths`, on plain (non-generic) snapshots and events. They
 * call xstate/graph's `getAdjacencyMap` and `getShortestPaths` directly: its `createTestModel`
 * wraps the same two, but refuses any machine that invokes an actor ("Invocations on test machines
 * are not supported"), and every machine here invokes one (saves, uploads, timers).
 */

type Snap = AnyMachineSnapshot;
type Ev = EventObject;

/** Traversal guard: a model whose serialised states keep growing fails fast instead of hanging. */
const TRAVERSAL_LIMIT = 10_000;

export interface Traversal {
  machine: AnyStateMachine;
  input: unknown;
  /** The events to try in a state (already limited to those it can take). */
  events: (snapshot: Snap) => Ev[];
  serialize: (snapshot: Snap) => string;
  /** Simple-path walk bounds. */
  depth: number;
  paths: number;
}

function options(traversal: Traversal) {
  return {
    input: traversal.input,
    events: traversal.events,
    serializeState: traversal.serialize,
    serializeEvent: (event: Ev) => JSON.stringify(event),
    limit: TRAVERSAL_LIMIT,
  };
}

export interface RawPath {
  initial: Snap;
  steps: Array<{ event: Ev; state: Snap }>;
}

interface Edge {
  event: Ev;
  state: Snap;
  /** The serialised target state. */
  to: string;
}

interface Graph {
  initial: Snap;
  initialKey: string;
  keys: string[];
  edges: (key: string) => Edge[];
}

/** The machine's reachable states (serialised) and the edges between them, from xstate/graph. */
function buildGraph(traversal: Traversal): Graph {
  const adjacency = getAdjacencyMap(traversal.machine, options(traversal)) as AdjacencyMap<
    Snap,
    Ev
  >;
  const entries = Object.entries(adjacency);
  const [initialKey, first] = entries[0]!;
  const edges = new Map(
    entries.map(([key, value]) => [
      key,
      (Object.values(value.transitions) as Array<{ event: Ev; state: Snap }>).map(
        ({ event, state }) => ({
          event,
          state,
          to: traversal.serialize(state),
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

/** Bounded depth-first walk over the adjacency map: maximal simple paths up to the limits. */
function simplePaths(
  graph: Graph,
  initialKey: string,
  limits: { depth: number; paths: number },
): RawPath[] {
  const found: RawPath[] = [];
  const visited = new Set<string>([initialKey]);
  const steps: RawPath['steps'] = [];
  const walk = (key: string): void => {
    if (found.length >= limits.paths) return;
    const next = graph.edges(key).filter((edge) => !visited.has(edge.to));
    if (next.length === 0 || steps.length >= limits.depth) {
      if (steps.length) found.push({ initial: graph.initial, steps: [...steps] });
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
  walk(initialKey);
  return found;
}

/** Drops every path whose event sequence is a prefix of another one's; keeps generation order. */
function withoutPrefixes(paths: RawPath[]): RawPath[] {
  const keyed = paths.map((path) => ({
    path,
    events: path.steps.map((step) => JSON.stringify(step.event)),
  }));
  const covered = new Set<string>();
  const kept = new Set<RawPath>();
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

/** xstate/graph's shortest path to every reachable state, as `RawPath`s keyed by that state. */
function shortestPaths(traversal: Traversal): Map<string, RawPath> {
  const paths = getShortestPaths(traversal.machine, options(traversal) as never) as Array<{
    state: Snap;
    steps: Array<{ event: Ev; state: Snap }>;
  }>;
  // xstate/graph starts every path with an `xstate.init` step holding the initial snapshot.
  return new Map(
    paths.map((path) => {
      const [init, ...steps] = path.steps;
      return [traversal.serialize(path.state), { initial: init!.state, steps }];
    }),
  );
}

/** `state|event` for every step of `paths`, states serialised. */
function takenEdges(paths: RawPath[], serialize: (snapshot: Snap) => string): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    let from = serialize(path.initial);
    for (const step of path.steps) {
      taken.add(`${from}|${JSON.stringify(step.event)}`);
      from = serialize(step.state);
    }
  }
  return taken;
}

/**
 * xstate/graph's shortest path to every state, the bounded simple paths, and for every edge of the
 * graph that none of them takes (self-transitions, mostly) the shortest path to its state followed
 * by that edge; without the paths that are a prefix of another.
 */
export function traversePaths(traversal: Traversal): RawPath[] {
  const graph = buildGraph(traversal);
  const shortest = shortestPaths(traversal);
  const simple = simplePaths(graph, graph.initialKey, traversal);
  const taken = takenEdges([...shortest.values(), ...simple], traversal.serialize);
  const edgePaths = graph.keys.flatMap((key) => {
    const head = shortest.get(key);
    if (!head) return [];
    return graph
      .edges(key)
      .filter((edge) => !taken.has(`${key}|${JSON.stringify(edge.event)}`))
      .map((edge) => ({
        initial: head.initial,
        steps: [...head.steps, { event: edge.event, state: edge.state }],
      }));
  });
  return withoutPrefixes([...shortest.values(), ...simple, ...edgePaths]);
}
