import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  allStateNodes,
  allTransitions,
  type DeclaredTransition,
  ownTransitions,
} from '../../test/transitions';

/**
 * A machine's definition as a Mermaid `stateDiagram-v2`: nested states as composite states
 * (parallel regions separated by `--`), `[*] -->` for initial states, `--> [*]` after final
 * states, transitions labelled `event [guard]`, and the tags and invoked actors of each state.
 */

const INDENT = '  ';

/**
 * Mermaid ids are global: a state's key when no other state shares it, else its full path. The
 * root gets an id (the machine's) only when it is drawn as a box of its own (see `wrapsRoot`).
 */
function idsOf(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = allStateNodes(machine).filter((node) => node !== machine.root);
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_');
  const counts = new Map<string, number>();
  for (const node of nodes) counts.set(clean(node.key), (counts.get(clean(node.key)) ?? 0) + 1);
  const ids = new Map(
    nodes.map((node) => {
      const key = clean(node.key);
      return [node, counts.get(key) === 1 ? key : clean(node.path.join('_'))];
    }),
  );
  if (wrapsRoot(machine)) {
    const taken = new Set(ids.values());
    const rootId = clean(machine.id);
    ids.set(machine.root, taken.has(rootId) ? `${rootId}_machine` : rootId);
  }
  return ids;
}

/**
 * Transitions declared on the machine itself need a box to start from, and Mermaid accepts `--`
 * (parallel regions) only inside a composite state: then the whole machine is drawn as one.
 */
function wrapsRoot(machine: AnyStateMachine): boolean {
  return machine.root.type === 'parallel' || ownTransitions(machine.root).length > 0;
}

/** `xstate.after.2000.x` reads `after 2000 ms`, a state's `onDone` reads `done`. */
function eventText(eventType: string): string {
  if (!eventType) return 'always';
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** A transition's label: the event type, then the guard's name in brackets. */
export function transitionText(transition: Pick<DeclaredTransition, 'eventType' | 'guard'>) {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  return `${eventText(transition.eventType)}${guard}`;
}

function isAncestor(node: AnyStateNode, of: AnyStateNode): boolean {
  for (let parent = of.parent; parent; parent = parent.parent) if (parent === node) return true;
  return false;
}

/**
 * The block that holds an edge: the nearest composite state containing both ends (an edge from a
 * composite state to its own child must sit outside it); null for the top level of the diagram.
 */
function scopeOf(source: AnyStateNode, target: AnyStateNode): AnyStateNode | null {
  let scope = source.parent;
  while (scope && !(isAncestor(scope, target) && isAncestor(scope, source))) scope = scope.parent;
  // Mermaid reads an edge after a `--` as part of the last region: hoist it out of parallels.
  while (scope?.type === 'parallel') scope = scope.parent;
  return scope ?? null;
}

interface Edge {
  scope: AnyStateNode | null;
  line: string;
}

function edgesOf(machine: AnyStateMachine, ids: Map<AnyStateNode, string>): Edge[] {
  return allTransitions(machine).flatMap((transition) => {
    const targets = transition.targets.length ? transition.targets : [transition.source];
    return targets.map((target) => ({
      scope: scopeOf(transition.source, target),
      line: `${ids.get(transition.source)} --> ${ids.get(target)} : ${transitionText(transition)}`,
    }));
  });
}

function notes(node: AnyStateNode, id: string, indent: string): string[] {
  const tags = [...node.tags].map((tag) => `${indent}${id} : tag ${tag}`);
  const invokes = node.invoke.map((invoke) => `${indent}${id} : invokes ${String(invoke.src)}`);
  return [...tags, ...invokes];
}

function block(node: AnyStateNode, ids: Map<AnyStateNode, string>, edges: Edge[], depth: number) {
  const indent = INDENT.repeat(depth);
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (node.type !== 'parallel' && initial) lines.push(`${indent}[*] --> ${ids.get(initial)}`);
  Object.values(node.states).forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    const id = ids.get(child)!;
    if (id !== child.key) lines.push(`${indent}state "${child.key}" as ${id}`);
    if (Object.keys(child.states).length) {
      lines.push(`${indent}state ${id} {`, ...block(child, ids, edges, depth + 1), `${indent}}`);
    } else {
      lines.push(...notes(child, id, indent));
      if (id === child.key && !child.tags.length && !child.invoke.length)
        lines.push(`${indent}${id}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  });
  for (const edge of edges) if (edge.scope === node) lines.push(`${indent}${edge.line}`);
  return lines;
}

/** The Mermaid `stateDiagram-v2` source of `machine` (no fences). */
export function toMermaid(machine: AnyStateMachine): string {
  const ids = idsOf(machine);
  const edges = edgesOf(machine, ids);
  const outer = edges.filter((edge) => edge.scope === null).map((edge) => `${INDENT}${edge.line}`);
  if (!wrapsRoot(machine)) {
    return ['stateDiagram-v2', ...block(machine.root, ids, edges, 1), ...outer].join('\n');
  }
  const rootId = ids.get(machine.root)!;
  return [
    'stateDiagram-v2',
    `${INDENT}[*] --> ${rootId}`,
    `${INDENT}state ${rootId} {`,
    ...block(machine.root, ids, edges, 2),
    `${INDENT}}`,
    ...outer,
  ].join('\n');
}

/** The page `docs/machines/<name>.md`: a heading, what the machine does, and the diagram. */
export function diagramPage(name: string, machine: AnyStateMachine): string {
  const summary = machine.root.description ?? `The states and transitions of the ${name} machine.`;
  return [
    `# The \`${name}\` machine`,
    '',
    summary,
    '',
    `<!-- Generated from packages/machines by \`pnpm machines:diagrams\`; do not edit. -->`,
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
  ].join('\n');
}
