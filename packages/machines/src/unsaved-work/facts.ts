/**
 * The facts behind "unsaved work" (spec 4 "Unsaved work"), as the authoring screen reports them,
 * and the flags kept in session storage.
 */

/** What the authoring screen reports about its work; also the flags kept in session storage. */
export interface UnsavedWorkFacts {
  /** An existing step is being edited and its form holds data not yet saved. */
  editingStepHasData: boolean;
  /** The new-step form (index -1) holds data. */
  newStepHasData: boolean;
  /** How many steps the project has; none at all counts as unsaved work. */
  stepCount: number;
  /** AI-generated steps not finalized yet. */
  unfinalizedAiSteps: number;
}

/** How the user tries to leave: in-app navigation, logging out, closing the tab, going back. */
export const LEAVE_KINDS = ['navigate', 'logout', 'unload', 'back'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** A request to leave; `action` completes the question 'Are you sure you want to {action}?'. */
export interface LeaveRequest {
  action: string;
  kind: LeaveKind;
}

/** The session-storage key the app's flag actor and action use. */
export const UNSAVED_WORK_STORAGE_KEY = 'stepwise.unsavedWork';

/** Unfinalized AI steps: the confirmation names their count. */
export function hasUnfinalizedAiSteps(facts: UnsavedWorkFacts | null): boolean {
  return facts !== null && facts.unfinalizedAiSteps > 0;
}

/**
 * Spec 4: a step being edited with data, a new step with data, no steps at all, or unfinalized AI
 * steps. Nothing reported yet (`null`) is no unsaved work.
 */
export function hasUnsavedWork(facts: UnsavedWorkFacts | null): boolean {
  if (facts === null) return false;
  return (
    facts.editingStepHasData ||
    facts.newStepHasData ||
    facts.stepCount === 0 ||
    hasUnfinalizedAiSteps(facts)
  );
}

/** The four facts of an event or stored record, without anything else it carries. */
export function factsOf(source: UnsavedWorkFacts): UnsavedWorkFacts {
  return {
    editingStepHasData: source.editingStepHasData,
    newStepHasData: source.newStepHasData,
    stepCount: source.stepCount,
    unfinalizedAiSteps: source.unfinalizedAiSteps,
  };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Flags read back from session storage (already JSON-parsed): the facts when the record is whole
 * and well-formed, otherwise `null` (nothing stored, or something this version cannot read).
 */
export function parseStoredFlags(value: unknown): UnsavedWorkFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.editingStepHasData !== 'boolean') return null;
  if (typeof record.newStepHasData !== 'boolean') return null;
  if (!isCount(record.stepCount) || !isCount(record.unfinalizedAiSteps)) return null;
  return factsOf(record as unknown as UnsavedWorkFacts);
}
