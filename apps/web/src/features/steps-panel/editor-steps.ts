import {
  type EditorStep,
  isInStartOrder,
  overlapsOf,
  type StepOverlap,
  type stepEditorMachine,
  stepOverlaps,
} from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { checkLinesOf } from '@/features/ai-review/check-summary';
import type { SidebarStep, StepsSidebarProps } from '@/features/steps-panel/steps-sidebar';
import { stepsPanelTexts as texts } from '@/features/steps-panel/texts';
import { shortTimeRange } from '@/features/steps-panel/time-range';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

/** 'Overlaps step 2 (0:06-0:14)', one line per step sharing time (numbers are positions). */
export const overlapLines = (overlaps: readonly StepOverlap[]): string[] =>
  overlaps.map((overlap) =>
    texts.overlaps(overlap.index + 1, shortTimeRange(overlap.startMs, overlap.endMs)),
  );

/** The step editor's steps as the sidebar lists them: number = position, checks, overlaps. */
export function sidebarStepsOf(steps: readonly EditorStep[]): SidebarStep[] {
  const overlaps = stepOverlaps(steps);
  return steps.map((step, index) => ({
    id: String(index),
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
