import { uuidSchema } from '@stepwise/contracts';
import type { EditorStep } from './types';

/**
 * Step ids in the editor (issue #20 "stable ids"): every step of the list has an id from the
 * moment it is in the list, kept through edits, reorders, undo / redo, drafts and reloads, so
 * lists and timeline segments are keyed by it and a click finds its step by it. The id is the
 * server's uuid for a stored step, and a client uuid (`newStepId`) for a step the AI proposed or
 * the creator made: saved as new, a duplicate, a split's second part (a draft saved before AI
 * steps had uuids may still hold `ai-step-{n}`). Whether a step is stored is not read from its id:
 * finalize sends every uuid as `step_id` and the server stores each step under it (a stored
 * step's is kept; a new step's too, unless a step of another project holds that uuid, when the
 * step gets a fresh id), so the ids after a finish and a reload are the ones the editor had.
 *
 * Only the form of a new step (index -1, not in the list yet) may have no id (null); it gets one
 * when it is saved into the list. Drafts saved before this hold null ids: restored, those steps
 * get one (`withStepIds`). A draft's id that is no uuid is renewed when it opens (`withUuidIds`).
 */

interface UuidSource {
  randomUUID?: () => string;
  getRandomValues: <T extends Uint8Array>(array: T) => T;
}

/**
 * A fresh random (version 4) uuid. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost), so a page served over plain http builds one from `crypto.getRandomValues`.
 */
export function newStepId(): string {
  const source = (globalThis as { crypto?: UuidSource }).crypto;
  if (!source) throw new Error('No Web Crypto to make a step id.');
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `step` with its own id among `others`: its id when it has one no other step has, else fresh. */
export function withOwnId(step: EditorStep, others: readonly EditorStep[]): EditorStep {
  if (step.id !== null && !others.some((other) => other.id === step.id)) return step;
  return { ...step, id: newStepId() };
}

/**
 * The steps, each with an id of its own: a step without one (a draft saved before ids) or with
 * an id an earlier step already has gets a fresh one; the others are kept as they are.
 */
export function withStepIds(steps: readonly EditorStep[]): EditorStep[] {
  const seen = new Set<string>();
  return steps.map((step) => {
    const own = step.id !== null && !seen.has(step.id) ? step : { ...step, id: newStepId() };
    seen.add(own.id as string);
    return own;
  });
}

/** Whether `id` is a uuid: the only step id finalize keeps (an older draft's `ai-step-{n}` is not). */
export const isStepUuid = (id: string | null): id is string =>
  id !== null && uuidSchema.safeParse(id).success;

/** The parts of an opened draft whose step ids `withUuidIds` renews. */
interface DraftSteps {
  steps: readonly EditorStep[];
  step: EditorStep;
  currentIndex: number;
}

/**
 * A draft as the editor opens it: a step whose id is set but no uuid (`ai-step-{n}` of a draft
 * saved before AI steps had uuids) gets a fresh uuid, which the next autosave keeps, so the id is
 * the same through saves and the finish (finalize would give such a step a new id). The form
 * takes the new id of the listed step it edits (the one at `currentIndex` with its old id), else
 * one of its own. Null ids stay null (`withStepIds` and the restore give those steps theirs).
 */
export function withUuidIds<D extends DraftSteps>(draft: D): D {
  const isOld = (id: string | null) => id !== null && !isStepUuid(id);
  const steps = draft.steps.map((step) => (isOld(step.id) ? { ...step, id: newStepId() } : step));
  if (!isOld(draft.step.id)) return { ...draft, steps };
  const edited = draft.steps[draft.currentIndex];
  const id = edited?.id === draft.step.id ? (steps[draft.currentIndex]?.id ?? null) : newStepId();
  return { ...draft, steps, step: { ...draft.step, id } };
}

/**
 * The key of the step at `index` in lists and on the timeline: its id. (Every listed step has
 * one; the position stands in only for a step that somehow has none.)
 */
export const stepKeyOf = (step: EditorStep, index: number): string => step.id ?? `#${index}`;

/**
 * Where the step keyed `key` is in `steps` (-1 when it is gone): the one lookup from a clicked
 * row or segment to the index the editor's events take.
 */
export const indexOfStepKey = (steps: readonly EditorStep[], key: string): number =>
  steps.findIndex((step, index) => stepKeyOf(step, index) === key);

/** The key of the step loaded in the form, null for a new step (index -1). */
export const loadedStepKey = (
  steps: readonly EditorStep[],
  currentIndex: number,
): string | null => {
  const step = steps[currentIndex];
  return step ? stepKeyOf(step, currentIndex) : null;
};
