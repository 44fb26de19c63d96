import {
  canMergeWithNext,
  canRedoStepChange,
  canSplitAt,
  canUndoStepChange,
  type EditorStep,
  hasFormEdit,
  indexOfStepKey,
  isInStartOrder,
  overlapsOf,
  pendingEditError,
  type StepOverlap,
  type stepEditorMachine,
  stepKeyOf,
  stepOverlaps,
  withFormEdit,
} from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { checkLinesOf } from '@/features/ai-review/check-summary';
import type {
  SidebarStep,
  StepActions,
  StepHistoryControls,
  StepsSidebarProps,
} from '@/features/steps-panel/steps-sidebar';
import { stepsPanelTexts as texts } from '@/features/steps-panel/texts';
import { shortTimeRange } from '@/features/steps-panel/time-range';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

/** 'Overlaps step 2 (0:06-0:14)', one line per step sharing time (numbers are positions). */
export const overlapLines = (overlaps: readonly StepOverlap[]): string[] =>
  overlaps.map((overlap) =>
    texts.overlaps(overlap.index + 1, shortTimeRange(overlap.startMs, overlap.endMs)),
  );

/**
 * The index of the step with id `id` (a row, a timeline segment or an overview card names its
 * step by id, so React keys follow the step through reorders and deletes), read when it is used;
 * -1 when that step is gone. Every id -> index of the authoring screen goes through here.
 */
export const indexOfStepId = (editor: Editor, id: string): number =>
  indexOfStepKey(editor.getSnapshot().context.steps, id);

/** Deletes the step with id `id` (nothing when it is gone already). */
export function deleteStepById(editor: Editor, id: string): void {
  const index = indexOfStepId(editor, id);
  if (index >= 0) editor.send({ type: 'step.delete', index });
}

/** The step editor's steps as the sidebar lists them: id, number = position, checks, overlaps. */
export function sidebarStepsOf(steps: readonly EditorStep[]): SidebarStep[] {
  const overlaps = stepOverlaps(steps);
  return steps.map((step, index) => ({
    id: stepKeyOf(step, index),
    number: index + 1,
    name: step.name,
    startMs: step.startMs ?? 0,
    endMs: step.endMs ?? 0,
    aiGenerated: step.isAiGenerated,
    finalized: step.isFinalized,
    checks: checkLinesOf(step),
    overlaps: overlapLines(overlaps[index] ?? []),
  }));
}

/** The sidebar's reorder props over the step editor: move, sort by start, and whether sorted. */
export function useStepOrder(
  editor: Editor,
): Pick<StepsSidebarProps, 'onMove' | 'inStartOrder' | 'onSortByStart'> {
  const inStartOrder = useSelector(editor, (snapshot) => isInStartOrder(snapshot.context.steps));
  return useMemo(
    () => ({
      inStartOrder,
      onMove: (from: number, to: number) => editor.send({ type: 'steps.move', from, to }),
      onSortByStart: () => editor.send({ type: 'steps.sortByStart' }),
    }),
    [editor, inStartOrder],
  );
}

/** The steps the form's own times overlap (on the video shown), every step but itself. */
export function useFormOverlaps(editor: Editor): string[] {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const videoIndex = useSelector(editor, (snapshot) => snapshot.context.videoIndex);
  const startMs = useSelector(editor, (snapshot) => snapshot.context.step.startMs);
  const endMs = useSelector(editor, (snapshot) => snapshot.context.step.endMs);
  return useMemo(
    () => overlapLines(overlapsOf({ videoIndex, startMs, endMs }, steps, currentIndex)),
    [steps, currentIndex, videoIndex, startMs, endMs],
  );
}

/**
 * Duplicate, merge with next and split at the playhead for the step loaded in the editor (null
 * when none is): `playheadMs` is read when Split is pressed, not on every frame.
 */
export function useStepActions(editor: Editor, playheadMs: () => number): StepActions | null {
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  // The list as the actions will see it: the form's unsaved edit kept first (the machine does so).
  const canMergeNext = useSelector(editor, (snapshot) =>
    canMergeWithNext(withFormEdit(snapshot.context).steps, snapshot.context.currentIndex),
  );
  return useMemo(() => {
    if (currentIndex < 0) return null;
    /** Why the form's unsaved edit cannot go into the list first (then nothing runs), or null. */
    const refusal = (): string | null => {
      const message = pendingEditError(editor.getSnapshot().context);
      return message === null ? null : texts.pendingEditInvalid(message);
    };
    return {
      canMergeNext,
      onDuplicate: () => {
        const refused = refusal();
        if (!refused) editor.send({ type: 'steps.duplicate', index: currentIndex });
        return refused;
      },
      onMergeNext: () => {
        const refused = refusal();
        if (!refused) editor.send({ type: 'steps.mergeNext', index: currentIndex });
        return refused;
      },
      onSplit: () => {
        const refused = refusal();
        if (refused) return refused;
        const atMs = playheadMs();
        const { steps } = withFormEdit(editor.getSnapshot().context);
        if (!canSplitAt(steps, currentIndex, atMs)) return texts.splitOutside;
        editor.send({ type: 'steps.split', index: currentIndex, atMs });
        return null;
      },
    };
  }, [editor, currentIndex, canMergeNext, playheadMs]);
}

/** Whether the key event was typed into a field (which keeps its own undo) or a dialog. */
function isTypingOrInDialog(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  return (
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null
  );
}

/**
 * Undo / redo of step-level edits, as buttons and as Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y, and Cmd on a
 * Mac) anywhere on the page but in a text field or a dialog (the annotation popup among them).
 */
export function useStepHistory(editor: Editor): StepHistoryControls {
  // Undo also takes back the form's typing alone (Redo brings it back), see the machine's history.
  const canUndo = useSelector(editor, (snapshot) => canUndoStepChange(snapshot.context));
  const canRedo = useSelector(editor, (snapshot) => canRedoStepChange(snapshot.context));
  const [announcement, setAnnouncement] = useState('');
  const [announcementCount, setAnnouncementCount] = useState(0);
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const { context } = editor.getSnapshot();
      if (!(direction === 'undo' ? canUndoStepChange : canRedoStepChange)(context)) return;
      const typing =
        direction === 'undo' ? hasFormEdit(context) : context.history.future.at(-1)?.formOnly;
      editor.send({ type: direction === 'undo' ? 'history.undo' : 'history.redo' });
      setAnnouncement(
        direction === 'undo'
          ? typing
            ? texts.typingUndone
            : texts.undone
          : typing
            ? texts.typingRedone
            : texts.redone,
      );
      setAnnouncementCount((count) => count + 1);
    },
    [editor],
  );
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTypingOrInDialog(event)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (!undo && !redo) return;
      event.preventDefault();
      step(redo ? 'redo' : 'undo');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step]);
  return useMemo(
    () => ({
      canUndo,
      canRedo,
      onUndo: () => step('undo'),
      onRedo: () => step('redo'),
      announcement,
      announcementCount,
    }),
    [step, canUndo, canRedo, announcement, announcementCount],
  );
}
