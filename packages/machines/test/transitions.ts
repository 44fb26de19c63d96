import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reading a machine's definition: its state nodes and every transition it declares (`on`,
 * `always`, `after`, `invoke.onDone/onError`, a compound state's `onDone`), each with a stable,
 * readable label. Shared by the coverage check and the Mermaid diagrams.
 */

/** One declared transition of a machine. */
export interface DeclaredTransition {
  /** The definition object XState selects at run time (compare by identity). */
  definition: AnyTransitionDefinition;
  source: AnyStateNode;
  /** `''` for an eventless (`always`) transition. */
  eventType: string;
  guard: string | undefined;
  targets: AnyStateNode[];
  /** e.g. `#finalize.idle --finalize.submit [isFinishable]--> #finalize.submitting`. */
  label: string;
}

/** The root node and every state node below it, parents before children, in declaration order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes;
}

interface GuardLike {
  type?: unknown;
  name?: unknown;
  guards?: unknown;
  stateValue?: unknown;
}

/** A guard's name: `isX`, `not(isX)`, `and(isX, hasY)`, `stateIn(...)`; `inline` for a lambda. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  const like = guard as GuardLike;
  if (typeof guard === 'object' && typeof like.type === 'string') return like.type;
  if (typeof guard !== 'function') return 'inline';
  if (Array.isArray(like.guards)) {
    const inner = like.guards.map((part) => guardLabel(part) ?? 'inline').join(', ');
    return `${String(like.name)}(${inner})`;
  }
  if (like.stateValue !== undefined) return `stateIn(${JSON.stringify(like.stateValue)})`;
  return 'inline';
}

function describe(
  source: AnyStateNode,
  eventType: string,
  guard: string | undefined,
  targets: AnyStateNode[],
): string {
  const on = eventType || 'always';
  const when = guard ? ` [${guard}]` : '';
  const to = targets.length ? targets.map((target) => `#${target.id}`).join(', ') : '(self)';
  return `#${source.id} --${on}${when}--> ${to}`;
}

function declared(source: AnyStateNode, definition: AnyTransitionDefinition): DeclaredTransition {
  const guard = guardLabel(definition.guard);
  const targets = (definition.target ?? []) as AnyStateNode[];
  const eventType = definition.eventType ?? '';
  return {
    definition,
    source,
    eventType,
    guard,
    targets,
    label: describe(source, eventType, guard, targets),
  };
}

/** Every transition declared on `node` itself (not its children). */
export function ownTransitions(node: AnyStateNode): DeclaredTransition[] {
  const byEvent = [...node.transitions.values()].flat();
  const always = node.always ?? [];
  return [...byEvent, ...always].map((definition) => declared(node, definition));
}

/** Every transition declared anywhere in the machine. Labels are made unique with `#n`. */
export function allTransitions(machine: AnyStateMachine): DeclaredTransition[] {
  const seen = new Map<string, number>();
  return allStateNodes(machine)
    .flatMap(ownTransitions)
    .map((transition) => {
      const count = (seen.get(transition.label) ?? 0) + 1;
      seen.set(transition.label, count);
      return count === 1 ? transition : { ...transition, label: `${transition.label} #${count}` };
    });
}
