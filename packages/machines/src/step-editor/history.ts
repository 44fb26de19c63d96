import type { EditorStep, StepEditorContext } from './types';

/**
 * Undo and redo of step-level edits (save, delete, reorder, duplicate, merge, split): each such
 * edit first remembers the step list and the form as they were (a stopping point). Undo goes back
 * to the last stopping point and keeps what it left for redo, form included, so nothing typed is
 * lost either way. Typing in the form is not a stopping point of its own.
 */

type Update = Partial<StepEditorContext>;

/** The step list and the form at a stopping point. */
export interface StepListSnapshot {
  steps: EditorStep[];
  currentIndex: number;
  step: EditorStep;
  /** The video the form's step is on (the player shows it again). */
  videoIndex: number;
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

export const canUndo = (context: StepEditorContext): boolean => context.history.past.length > 0;
export const canRedo = (context: StepEditorContext): boolean => context.history.future.length > 0;

/** The index the form will show after undo (or redo): -1 is a new step. */
export const undoTargetIndex = (context: StepEditorContext): number =>
  context.history.past.at(-1)?.currentIndex ?? context.currentIndex;
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

export function undo(context: StepEditorContext): Update {
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
  return {
    ...restore(context, snapshot),
    history: {
      past: [...context.history.past, snapshotOf(context)].slice(-HISTORY_LIMIT),
      future: context.history.future.slice(0, -1),
    },
  };
}
