import { emptyEditorStep, hasStepData, isFormChanged, isKnownIndex } from './step';
import type { EditorStep, StepEditorContext } from './types';

/**
 * Undo and redo of step-level edits (save, delete, reorder, duplicate, merge, split): each such
 * edit first remembers the step list and the form as they were (a stopping point). Undo goes back
 * to the last stopping point and keeps what it left for redo, form included, so nothing typed is
 * lost either way. Typing in the form is not a stopping point of its own, but while the form holds
 * typing the list does not have, undo takes back that typing alone first (and redo brings it
 * back), as Duplicate, Merge and Split keep it as part of their own stopping point: an undo never
 * drops typed text out of sight together with an older edit.
 */

type Update = Partial<StepEditorContext>;

/** The step list and the form at a stopping point. */
export interface StepListSnapshot {
  steps: EditorStep[];
  currentIndex: number;
  step: EditorStep;
  /** The video the form's step is on (the player shows it again). */
  videoIndex: number;
  /** Kept by an undo of the form's typing alone: its redo adds no stopping point to undo. */
  formOnly?: true;
}

export interface StepHistory {
  past: StepListSnapshot[];
  future: StepListSnapshot[];
}

/** Stopping points kept for undo (the oldest go first). */
export const HISTORY_LIMIT = 50;

export const emptyHistory = (): StepHistory => ({ past: [], future: [] });

const snapshotOf = (context: StepEditorContext): StepListSnapshot => ({
  steps: context.steps,
  currentIndex: context.currentIndex,
  step: context.step,
  videoIndex: context.videoIndex,
});

/** A stopping point before a step-level edit: what redo had is gone (a new branch). */
export const remember = (context: StepEditorContext): Update => ({
  history: {
    past: [...context.history.past, snapshotOf(context)].slice(-HISTORY_LIMIT),
    future: [],
  },
});

/** The form holds typing the list does not have: an edited listed step, or a new step with data. */
export const hasFormEdit = (context: StepEditorContext): boolean =>
  isKnownIndex(context.steps, context.currentIndex)
    ? isFormChanged(context.steps, context.currentIndex, context.step)
    : hasStepData(context.step);

export const canUndo = (context: StepEditorContext): boolean =>
  context.history.past.length > 0 || hasFormEdit(context);
export const canRedo = (context: StepEditorContext): boolean => context.history.future.length > 0;

/** The index the form will show after undo (or redo): -1 is a new step. */
export const undoTargetIndex = (context: StepEditorContext): number =>
  hasFormEdit(context)
    ? context.currentIndex
    : (context.history.past.at(-1)?.currentIndex ?? context.currentIndex);
export const redoTargetIndex = (context: StepEditorContext): number =>
  context.history.future.at(-1)?.currentIndex ?? context.currentIndex;

/** Back to a stopping point; a frame captured on another video than its step's is dropped. */
const restore = (context: StepEditorContext, snapshot: StepListSnapshot): Update => ({
  steps: snapshot.steps,
  currentIndex: snapshot.currentIndex,
  step: snapshot.step,
  videoIndex: snapshot.videoIndex,
  frame: snapshot.videoIndex === context.videoIndex ? context.frame : null,
  error: null,
});

/** The form's typing taken back: the step as listed (or the empty form), the typing kept for redo. */
function undoFormEdit(context: StepEditorContext): Update {
  const listed = isKnownIndex(context.steps, context.currentIndex)
    ? context.steps[context.currentIndex]
    : undefined;
  return {
    step: listed ?? emptyEditorStep(),
    error: null,
    history: {
      past: context.history.past,
      future: [...context.history.future, { ...snapshotOf(context), formOnly: true }],
    },
  };
}

export function undo(context: StepEditorContext): Update {
  if (hasFormEdit(context)) return undoFormEdit(context);
  const snapshot = context.history.past.at(-1);
  if (!snapshot) return {};
  return {
    ...restore(context, snapshot),
    history: {
      past: context.history.past.slice(0, -1),
      future: [...context.history.future, snapshotOf(context)],
    },
  };
}

export function redo(context: StepEditorContext): Update {
  const snapshot = context.history.future.at(-1);
  if (!snapshot) return {};
  // Typing brought back over a form without typing of its own: undo takes the typing back again.
  const stop = snapshot.formOnly && !hasFormEdit(context) ? [] : [snapshotOf(context)];
  return {
    ...restore(context, snapshot),
    history: {
      past: [...context.history.past, ...stop].slice(-HISTORY_LIMIT),
      future: context.history.future.slice(0, -1),
    },
  };
}
