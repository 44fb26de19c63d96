import { mergeBuyItems, validateStepSave } from '@stepwise/contracts';
import { newStepId } from './ids';
import { isFormChanged, isKnownIndex } from './step';
import type { EditorStep, StepEditorContext } from './types';
import { replaceStep } from './updates';

/**
 * Step-level edits of the step list: duplicate a step, merge a step with the next one, split a
 * step at a time. Each leaves the resulting step loaded in the form (its position in
 * `currentIndex`), and each is an undo stopping point (see `./history.ts`).
 */

type Update = Partial<StepEditorContext>;

/**
 * Texts said in two steps, one after the other (blank parts left out); the same text in both (a
 * split merged back) is said once.
 */
function joinText(first: string, second: string, separator: string): string {
  const parts = [first.trim(), second.trim()].filter(Boolean);
  return [...new Set(parts)].join(separator);
}

/** The form holds edits of a listed step that the list does not have yet ('Update Step' keeps them). */
export function hasPendingEdit(context: StepEditorContext): boolean {
  return (
    isKnownIndex(context.steps, context.currentIndex) &&
    isFormChanged(context.steps, context.currentIndex, context.step)
  );
}

/**
 * Why the form's pending edit cannot be kept (the save check's message), or null when there is
 * none or it is valid. A step-level edit then does not run: it would load another step into the
 * form and lose the edit.
 */
export function pendingEditError(context: StepEditorContext): string | null {
  return hasPendingEdit(context) ? validateStepSave(context.step) : null;
}

/**
 * The form's pending edit kept in the list (as 'Update Step' would), before a step-level edit
 * works on the list: duplicate, merge and split act on the step as the creator sees it.
 */
export function keepFormEdit(context: StepEditorContext): Update {
  return hasPendingEdit(context) ? replaceStep(context) : {};
}

/** The context with the form's pending edit kept in the list. */
export const withFormEdit = (context: StepEditorContext): StepEditorContext => ({
  ...context,
  ...keepFormEdit(context),
});

/**
 * A new step in the list: an id of its own from now on (a client uuid, see `./ids.ts`; kept by
 * undo / redo and drafts), and no AI review (the creator made it, from a step they may already
 * have checked).
 */
function asNewRecord(step: EditorStep): EditorStep {
  const { aiReview: _review, ...rest } = step;
  return { ...rest, id: newStepId() };
}

/** The step list with `index` replaced by `replacement` (any number of steps). */
function spliceSteps(
  steps: readonly EditorStep[],
  index: number,
  removed: number,
  replacement: readonly EditorStep[],
): EditorStep[] {
  return [...steps.slice(0, index), ...replacement, ...steps.slice(index + removed)];
}

/** The step right after `index` is on the same video (times of two videos never mix). */
export function canMergeWithNext(steps: readonly EditorStep[], index: number): boolean {
  const step = steps[index];
  const next = steps[index + 1];
  return step !== undefined && next !== undefined && step.videoIndex === next.videoIndex;
}

/** `atMs` lies strictly inside the step's marked times, so both parts keep some time. */
export function canSplitAt(steps: readonly EditorStep[], index: number, atMs: number): boolean {
  const step = steps[index];
  return (
    step !== undefined &&
    step.startMs !== null &&
    step.endMs !== null &&
    Number.isFinite(atMs) &&
    Math.round(atMs) > step.startMs &&
    Math.round(atMs) < step.endMs
  );
}

/** Loads the step at `index` of `steps` into the form. */
function loaded(steps: EditorStep[], index: number): Update {
  return { steps, currentIndex: index, step: steps[index] as EditorStep, error: null };
}

/** A copy of the step right after it, as a new record, loaded in the form. */
export function duplicateStep(context: StepEditorContext, index: number): Update {
  const step = context.steps[index];
  if (!step) return {};
  const copy = asNewRecord(step);
  return loaded(spliceSteps(context.steps, index + 1, 0, [copy]), index + 1);
}

/**
 * The step and the next one as one: the first's name and id (the second's id goes with it), texts
 * joined in order, the time from the first's start to the second's end, annotations and files of
 * both, tools and materials merged by the buy-list rule (same name and specification: quantities
 * added), the first's result image unless it has none.
 */
export function mergeWithNext(context: StepEditorContext, index: number): Update {
  if (!canMergeWithNext(context.steps, index)) return {};
  const first = context.steps[index] as EditorStep;
  const second = context.steps[index + 1] as EditorStep;
  const starts = [first.startMs, second.startMs].filter((ms) => ms !== null);
  const ends = [first.endMs, second.endMs].filter((ms) => ms !== null);
  const merged: EditorStep = {
    ...first,
    description: joinText(first.description, second.description, '\n\n'),
    cautionaryNotes: joinText(first.cautionaryNotes, second.cautionaryNotes, '\n'),
    bestPracticeNotes: joinText(first.bestPracticeNotes, second.bestPracticeNotes, '\n'),
    validationQuestion: first.validationQuestion.trim()
      ? first.validationQuestion
      : second.validationQuestion,
    validationAnswer: first.validationQuestion.trim()
      ? first.validationAnswer
      : second.validationAnswer,
    startMs: starts.length > 0 ? Math.min(...starts) : null,
    endMs: ends.length > 0 ? Math.max(...ends) : null,
    annotations: [...first.annotations, ...second.annotations],
    tools: mergeBuyItems([...first.tools, ...second.tools]),
    materials: mergeBuyItems([...first.materials, ...second.materials]),
    supplementaryFiles: [...first.supplementaryFiles, ...second.supplementaryFiles],
    resultImage: first.resultImage ?? second.resultImage,
    isAiGenerated: first.isAiGenerated && second.isAiGenerated,
  };
  return loaded(spliceSteps(context.steps, index, 2, [merged]), index);
}

/**
 * The step cut in two at `atMs`: the first part keeps its id and runs to `atMs`, the second (a
 * new record) runs from there. Annotations go to the part their frame time falls in; both parts
 * keep the texts, tools and materials (the creator trims them); the files stay with the first
 * part and the result image goes with the second (the end of the work). The second part is
 * loaded in the form.
 */
export function splitStep(context: StepEditorContext, index: number, atMs: number): Update {
  if (!canSplitAt(context.steps, index, atMs)) return {};
  const step = context.steps[index] as EditorStep;
  const at = Math.round(atMs);
  const before = step.annotations.filter((annotation) => annotation.frameTimestampMs < at);
  const after = step.annotations.filter((annotation) => annotation.frameTimestampMs >= at);
  const first: EditorStep = { ...step, endMs: at, annotations: before, resultImage: null };
  const second = asNewRecord({
    ...step,
    startMs: at,
    annotations: after,
    supplementaryFiles: [],
  });
  return loaded(spliceSteps(context.steps, index, 1, [first, second]), index + 1);
}
