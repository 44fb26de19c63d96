import { isKnownIndex } from './step';
import type { EditorStep, StepEditorContext } from './types';

/**
 * The order of the step list: moving one step (drag, Move up / Move down), sorting by (video,
 * start time), and which steps share time on the same video. A step's number is always its
 * position; the step loaded in the form follows its step through every reorder.
 */

type Update = Partial<StepEditorContext>;

/** A step another one overlaps: its index in the list and its times (seconds). */
export interface StepOverlap {
  index: number;
  startMs: number;
  endMs: number;
}

type Timed = Pick<EditorStep, 'videoIndex' | 'startMs' | 'endMs'>;

/** True when `from` and `to` both name a step and differ. */
export const isValidMove = (steps: readonly unknown[], from: number, to: number): boolean =>
  isKnownIndex(steps, from) && isKnownIndex(steps, to) && from !== to;

/** The list positions after a reorder: `order[newIndex]` is the old index. */
function applyOrder(context: StepEditorContext, order: readonly number[]): Update {
  const current = context.currentIndex;
  return {
    steps: order.map((oldIndex) => context.steps[oldIndex] as EditorStep),
    currentIndex: isKnownIndex(context.steps, current) ? order.indexOf(current) : current,
  };
}

/** Moves the step at `from` to position `to`; the others keep their relative order. */
export function moveStep(context: StepEditorContext, from: number, to: number): Update {
  if (!isValidMove(context.steps, from, to)) return {};
  const order = context.steps.map((_, index) => index).filter((index) => index !== from);
  order.splice(to, 0, from);
  return applyOrder(context, order);
}

/** Start of a step for sorting: a step without a start goes after the timed ones. */
const startKey = (step: Timed): number => step.startMs ?? Number.POSITIVE_INFINITY;

const compareByStart = (a: Timed, b: Timed): number =>
  a.videoIndex - b.videoIndex || startKey(a) - startKey(b);

/** Sorts by (video index, start time); equal keys keep their order. */
export function sortStepsByStart(context: StepEditorContext): Update {
  const order = context.steps
    .map((_, index) => index)
    .sort(
      (a, b) =>
        compareByStart(context.steps[a] as EditorStep, context.steps[b] as EditorStep) || a - b,
    );
  return applyOrder(context, order);
}

/** True when every step starts no earlier than the one before it (videos in order). */
export const isInStartOrder = (steps: readonly Timed[]): boolean =>
  steps.every((step, index) => index === 0 || compareByStart(steps[index - 1] as Timed, step) <= 0);

const sharesTime = (a: Timed, b: Timed): boolean =>
  a.videoIndex === b.videoIndex &&
  a.startMs !== null &&
  a.endMs !== null &&
  b.startMs !== null &&
  b.endMs !== null &&
  a.startMs < b.endMs &&
  b.startMs < a.endMs;

/** The steps of `steps` (all but `skipIndex`) whose time range overlaps `target`'s on its video. */
export function overlapsOf(
  target: Timed,
  steps: readonly Timed[],
  skipIndex: number,
): StepOverlap[] {
  return steps.flatMap((step, index) =>
    index !== skipIndex && sharesTime(target, step)
      ? [{ index, startMs: step.startMs as number, endMs: step.endMs as number }]
      : [],
  );
}

/** For each step, the other steps it overlaps (a notice, never a blocker). */
export const stepOverlaps = (steps: readonly Timed[]): StepOverlap[][] =>
  steps.map((step, index) => overlapsOf(step, steps, index));
