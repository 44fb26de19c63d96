import {
  type EditorTab,
  messages,
  missingDetailsFields,
  missingSignoffFields,
  validateStepSave,
} from '@stepwise/contracts';
import { dragEndMs, dragStartMs } from '../timeline';
import { markAiReviewed, settleAiReview } from './ai-review';
import { emptyHistory } from './history';
import { withOwnId, withStepIds } from './ids';
import { toEditorAnnotation, toEditorStepItem, validateStepItem, withItemQuantity } from './items';
import {
  emptyEditorStep,
  hasStepData,
  isKnownIndex,
  NEW_STEP_INDEX,
  removeAt,
  replaceAt,
} from './step';
import type {
  AnnotationDraft,
  EditorAiReview,
  EditorAnnotation,
  EditorFrame,
  EditorResultImage,
  EditorStep,
  EditorSupplementaryFile,
  StepEditorContext,
  StepEditorInput,
  StepItemDraft,
  StepItemKind,
  StepTextPatch,
} from './types';

/**
 * The context changes of the step editor, as pure functions (the machine wires each one to a
 * named action). Every accepted edit clears the last error.
 */

type Update = Partial<StepEditorContext>;

const ITEM_LIST = { tool: 'tools', material: 'materials' } as const;

export function initialContext(input: StepEditorInput | undefined): StepEditorContext {
  return {
    // Every listed step has an id of its own (a draft saved before ids holds nulls): see `./ids.ts`.
    steps: withStepIds(input?.steps ?? []),
    step: emptyEditorStep(),
    currentIndex: NEW_STEP_INDEX,
    videoIndex: input?.videoIndex ?? 0,
    frame: null,
    error: null,
    notice: null,
    tabWarning: null,
    history: emptyHistory(),
  };
}

/** An edit of the form; it settles the AI marks it touches (see `./ai-review.ts`). */
const editStep = (context: StepEditorContext, changes: Partial<EditorStep>): Update => ({
  step: settleAiReview({ ...context.step, ...changes }, changes),
  error: null,
});

export const changeStep = (context: StepEditorContext, patch: StepTextPatch): Update =>
  editStep(context, patch);

/** "No step selected": a new step (index -1) whose form holds no data. */
export const isStepSelected = (context: StepEditorContext): boolean =>
  context.currentIndex !== NEW_STEP_INDEX || hasStepData(context.step);

/** The step as saved: finalized locally, on the selected video, reviewed by the creator. */
const savedStep = (context: StepEditorContext): EditorStep =>
  markAiReviewed({
    ...context.step,
    videoIndex: context.videoIndex,
    isFinalized: true,
  });

export const rejectSave = (context: StepEditorContext): Update => ({
  error: { scope: 'step', message: validateStepSave(context.step) ?? '' },
});

/** A new step into the list, with an id of its own from now on (a client uuid while it has none). */
export const appendStep = (context: StepEditorContext): Update => ({
  steps: [...context.steps, withOwnId(savedStep(context), context.steps)],
  error: null,
});

/** Replaces the edited step and keeps the form (now showing the saved, finalized step). */
export function replaceStep(context: StepEditorContext): Update {
  const step = savedStep(context);
  return { steps: replaceAt(context.steps, context.currentIndex, step), step, error: null };
}

export const clearForm = (): Update => ({
  step: emptyEditorStep(),
  currentIndex: NEW_STEP_INDEX,
  error: null,
});

/** Loads a step into the form and its video into the player (a frame of another video is dropped). */
export function loadStep(context: StepEditorContext, index: number): Update {
  const step = context.steps[index] ?? emptyEditorStep();
  return {
    step,
    currentIndex: index,
    videoIndex: step.videoIndex,
    frame: step.videoIndex === context.videoIndex ? context.frame : null,
    error: null,
  };
}

export const removeStep = (context: StepEditorContext, index: number): Update => ({
  steps: removeAt(context.steps, index),
  error: null,
});

export const shiftIndexDown = (context: StepEditorContext): Update => ({
  currentIndex: context.currentIndex - 1,
});

/** Another video: the step's times, the captured frame and the annotations are cleared. */
export const selectVideo = (context: StepEditorContext, index: number): Update => ({
  ...editStep(context, { startMs: null, endMs: null, annotations: [] }),
  videoIndex: index,
  frame: null,
});

export const setFrame = (frame: EditorFrame): Update => ({ frame });

export const markStart = (context: StepEditorContext, ms: number): Update =>
  editStep(context, { startMs: Math.round(ms) });

export const markEnd = (context: StepEditorContext, ms: number): Update =>
  editStep(context, { endMs: Math.round(ms) });

export const clearTimes = (context: StepEditorContext): Update =>
  editStep(context, { startMs: null, endMs: null });

export const moveStart = (context: StepEditorContext, ms: number, durationMs: number): Update =>
  editStep(context, { startMs: dragStartMs(ms, context.step.endMs, durationMs) });

export const moveEnd = (context: StepEditorContext, ms: number, durationMs: number): Update =>
  editStep(context, { endMs: dragEndMs(ms, context.step.startMs, durationMs) });

export const itemError = (
  context: StepEditorContext,
  kind: StepItemKind,
  draft: StepItemDraft,
): string | null => validateStepItem(kind, context.step[ITEM_LIST[kind]], draft);

export const rejectItem = (
  context: StepEditorContext,
  kind: StepItemKind,
  draft: StepItemDraft,
): Update => ({ error: { scope: kind, message: itemError(context, kind, draft) ?? '' } });

export const addItem = (
  context: StepEditorContext,
  kind: StepItemKind,
  draft: StepItemDraft,
): Update =>
  editStep(context, {
    [ITEM_LIST[kind]]: [...context.step[ITEM_LIST[kind]], toEditorStepItem(draft)],
  });

export const removeItem = (context: StepEditorContext, kind: StepItemKind, index: number): Update =>
  editStep(context, { [ITEM_LIST[kind]]: removeAt(context.step[ITEM_LIST[kind]], index) });

export const setItemQuantity = (
  context: StepEditorContext,
  kind: StepItemKind,
  index: number,
  quantity: unknown,
): Update =>
  editStep(context, {
    [ITEM_LIST[kind]]: withItemQuantity(context.step[ITEM_LIST[kind]], index, quantity),
  });

export const rejectAnnotation = (): Update => ({
  error: { scope: 'annotation', message: messages.annotation.captureFirst },
});

export const addAnnotation = (context: StepEditorContext, draft: AnnotationDraft): Update =>
  context.frame
    ? editStep(context, {
        annotations: [...context.step.annotations, toEditorAnnotation(draft, context.frame)],
      })
    : rejectAnnotation();

export const removeAnnotation = (context: StepEditorContext, index: number): Update =>
  editStep(context, { annotations: removeAt(context.step.annotations, index) });

export const clearAnnotations = (context: StepEditorContext): Update =>
  editStep(context, { annotations: [] });

/** The annotations with `path` filled in where they lie on the frame at `timestampMs` unstored. */
function withFramePath(
  annotations: EditorAnnotation[],
  timestampMs: number,
  path: string,
): EditorAnnotation[] {
  const waiting = (a: EditorAnnotation) =>
    a.frameImagePath === null && a.frameTimestampMs === timestampMs;
  if (!annotations.some(waiting)) return annotations;
  return annotations.map((a) => (waiting(a) ? { ...a, frameImagePath: path } : a));
}

/**
 * A frame's upload ended: its path goes into every annotation drawn on it, in the list and the
 * form (objects that do not change are kept, so nothing re-renders or autosaves for nothing).
 */
export function frameStored(context: StepEditorContext, timestampMs: number, path: string): Update {
  const step = context.step;
  const annotations = withFramePath(step.annotations, timestampMs, path);
  let changedSteps = false;
  const steps = context.steps.map((item) => {
    const next = withFramePath(item.annotations, timestampMs, path);
    if (next === item.annotations) return item;
    changedSteps = true;
    return { ...item, annotations: next };
  });
  const update: Update = {};
  if (annotations !== step.annotations) update.step = { ...step, annotations };
  if (changedSteps) update.steps = steps;
  return update;
}

export const replaceAnnotations = (
  context: StepEditorContext,
  annotations: EditorAnnotation[],
): Update => editStep(context, { annotations });

/**
 * A restored draft's form: an index that no longer names a step makes it a new step. The form of
 * a listed step without an id (a draft saved before ids) takes the id that step got on restore.
 */
export function restoreDraft(
  context: StepEditorContext,
  step: EditorStep,
  currentIndex: number,
): Update {
  const listed = isKnownIndex(context.steps, currentIndex)
    ? context.steps[currentIndex]
    : undefined;
  return {
    step: listed && step.id === null ? { ...step, id: listed.id } : step,
    currentIndex: listed ? currentIndex : NEW_STEP_INDEX,
    error: null,
    tabWarning: null,
  };
}

export const addFile = (context: StepEditorContext, file: EditorSupplementaryFile): Update =>
  editStep(context, { supplementaryFiles: [...context.step.supplementaryFiles, file] });

export const removeFile = (context: StepEditorContext, index: number): Update =>
  editStep(context, { supplementaryFiles: removeAt(context.step.supplementaryFiles, index) });

export const setResultImage = (context: StepEditorContext, image: EditorResultImage): Update =>
  editStep(context, { resultImage: image });

export const clearResultImage = (context: StepEditorContext): Update =>
  editStep(context, { resultImage: null });

/** A regenerated step's confidence, marks and transcript replace the form's. */
export const setAiReview = (context: StepEditorContext, aiReview: EditorAiReview): Update => ({
  step: { ...context.step, aiReview },
});

/** The labels the 'Incomplete Step Information' dialog lists for the tab being left. */
export const missingFieldsOf = (
  context: StepEditorContext,
  tab: 'details' | 'signoff',
): string[] =>
  tab === 'details' ? missingDetailsFields(context.step) : missingSignoffFields(context.step);

export const openTabWarning = (
  context: StepEditorContext,
  from: 'details' | 'signoff',
  pendingTab: EditorTab,
): Update => ({ tabWarning: { pendingTab, missingFields: missingFieldsOf(context, from) } });

export const closeTabWarning = (): Update => ({ tabWarning: null });

export const showLoadedNotice = (context: StepEditorContext, index: number): Update => ({
  notice: messages.steps.loadedForEditing(context.steps[index]?.name ?? ''),
});

export const showDeletedNotice = (): Update => ({ notice: messages.steps.deleted });

export const clearNotice = (): Update => ({ notice: null });
