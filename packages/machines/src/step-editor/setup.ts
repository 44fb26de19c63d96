import type { EditorTab } from '@stepwise/contracts';
import { validateStepSave } from '@stepwise/contracts';
import { assign, setup } from 'xstate';
import { isAfterStart } from '../timeline';
import { delayActor } from './actors';
import { withEvent } from './events';
import * as history from './history';
import { isValidMove, moveStep, sortStepsByStart } from './order';
import { hasStepData, isFormChanged, isKnownIndex, NEW_STEP_INDEX } from './step';
import {
  canMergeWithNext,
  canSplitAt,
  duplicateStep,
  keepFormEdit,
  mergeWithNext,
  pendingEditError,
  splitStep,
  withFormEdit,
} from './step-list';
import type { StepEditorContext, StepEditorEvent, StepEditorInput, StepItemKind } from './types';
import * as u from './updates';

export type LeavableTab = 'details' | 'signoff';
type ItemParams = { kind: StepItemKind };

/**
 * The step editor's types and its named guards, actions and actors (the statechart itself is in
 * `step-editor.machine.ts`). Each action applies one pure context update of `./updates`.
 */
export const stepEditorSetup = setup({
  types: {} as {
    context: StepEditorContext;
    events: StepEditorEvent;
    input: StepEditorInput | undefined;
    tags: 'dirty';
  },
  actors: { delay: delayActor },
  guards: {
    hasStepData: ({ context }) => hasStepData(context.step),
    /** The form differs from the list's entry for the step being edited. */
    isFormChanged: ({ context }) =>
      isFormChanged(context.steps, context.currentIndex, context.step),
    isRestoringKnownStep: withEvent('draft.restore', (context, event) =>
      isKnownIndex(context.steps, event.currentIndex),
    ),
    isStepInvalid: ({ context }) => validateStepSave(context.step) !== null,
    isKnownStep: ({ context, event }) =>
      'index' in event && isKnownIndex(context.steps, event.index),
    isEditedStep: ({ context, event }) => 'index' in event && event.index === context.currentIndex,
    isEarlierStep: ({ context, event }) =>
      'index' in event &&
      isKnownIndex(context.steps, event.index) &&
      event.index < context.currentIndex,
    isAfterStart: withEvent('time.markEnd', ({ step }, event) =>
      isAfterStart(event.ms, step.startMs),
    ),
    isValidMove: withEvent('steps.move', (context, event) =>
      isValidMove(context.steps, event.from, event.to),
    ),
    hasFrame: ({ context }) => context.frame !== null,
    // Step-level edits run on the list with the form's pending edit kept, and not while that
    // edit fails the save check (the web shows why): nothing typed is lost silently.
    canDuplicate: withEvent(
      'steps.duplicate',
      (context, event) =>
        pendingEditError(context) === null && isKnownIndex(context.steps, event.index),
    ),
    canMergeNext: withEvent(
      'steps.mergeNext',
      (context, event) =>
        pendingEditError(context) === null &&
        canMergeWithNext(withFormEdit(context).steps, event.index),
    ),
    canSplit: withEvent(
      'steps.split',
      (context, event) =>
        pendingEditError(context) === null &&
        canSplitAt(withFormEdit(context).steps, event.index, event.atMs),
    ),
    /** Undo (redo) is possible and ends with a step of the list in the form. */
    undoesToStep: ({ context }) =>
      history.canUndo(context) && history.undoTargetIndex(context) !== NEW_STEP_INDEX,
    canUndo: ({ context }) => history.canUndo(context),
    redoesToStep: ({ context }) =>
      history.canRedo(context) && history.redoTargetIndex(context) !== NEW_STEP_INDEX,
    canRedo: ({ context }) => history.canRedo(context),
    isItemDraftInvalid: withEvent(
      ['tool.add', 'material.add'],
      (context, event, params: ItemParams) =>
        u.itemError(context, params.kind, event.item) !== null,
    ),
    isSelectedTab: ({ event }, params: { tab: EditorTab }) =>
      event.type === 'tab.select' && event.tab === params.tab,
    isLeavingIncompleteTab: ({ context, event }, params: { tab: LeavableTab }) =>
      event.type === 'tab.select' &&
      event.tab !== params.tab &&
      u.isStepSelected(context) &&
      u.missingFieldsOf(context, params.tab).length > 0,
    isPendingTab: ({ context }, params: { tab: EditorTab }) =>
      context.tabWarning?.pendingTab === params.tab,
  },
  actions: {
    changeStep: assign(
      withEvent('step.change', (context, event) => u.changeStep(context, event.patch)),
    ),
    rejectSave: assign(({ context }) => u.rejectSave(context)),
    appendStep: assign(({ context }) => u.appendStep(context)),
    replaceStep: assign(({ context }) => u.replaceStep(context)),
    clearForm: assign(() => u.clearForm()),
    loadStep: assign(
      withEvent('step.select', (context, event) => u.loadStep(context, event.index)),
    ),
    removeStep: assign(
      withEvent('step.delete', (context, event) => u.removeStep(context, event.index)),
    ),
    shiftIndexDown: assign(({ context }) => u.shiftIndexDown(context)),
    moveStep: assign(
      withEvent('steps.move', (context, event) => moveStep(context, event.from, event.to)),
    ),
    sortStepsByStart: assign(({ context }) => sortStepsByStart(context)),
    remember: assign(({ context }) => history.remember(context)),
    undo: assign(({ context }) => history.undo(context)),
    redo: assign(({ context }) => history.redo(context)),
    keepFormEdit: assign(({ context }) => keepFormEdit(context)),
    duplicateStep: assign(
      withEvent('steps.duplicate', (context, event) => duplicateStep(context, event.index)),
    ),
    mergeNext: assign(
      withEvent('steps.mergeNext', (context, event) => mergeWithNext(context, event.index)),
    ),
    splitStep: assign(
      withEvent('steps.split', (context, event) => splitStep(context, event.index, event.atMs)),
    ),
    selectVideo: assign(
      withEvent('video.select', (context, event) => u.selectVideo(context, event.index)),
    ),
    setFrame: assign(withEvent('frame.captured', (_, event) => u.setFrame(event.frame))),
    markStart: assign(
      withEvent('time.markStart', (context, event) => u.markStart(context, event.ms)),
    ),
    markEnd: assign(withEvent('time.markEnd', (context, event) => u.markEnd(context, event.ms))),
    clearTimes: assign(({ context }) => u.clearTimes(context)),
    moveStart: assign(
      withEvent('time.dragStart', (context, event) =>
        u.moveStart(context, event.ms, event.durationMs),
      ),
    ),
    moveEnd: assign(
      withEvent('time.dragEnd', (context, event) => u.moveEnd(context, event.ms, event.durationMs)),
    ),
    rejectItem: assign(
      withEvent(['tool.add', 'material.add'], (context, event, params: ItemParams) =>
        u.rejectItem(context, params.kind, event.item),
      ),
    ),
    addItem: assign(
      withEvent(['tool.add', 'material.add'], (context, event, params: ItemParams) =>
        u.addItem(context, params.kind, event.item),
      ),
    ),
    removeItem: assign(
      withEvent(['tool.remove', 'material.remove'], (context, event, params: ItemParams) =>
        u.removeItem(context, params.kind, event.index),
      ),
    ),
    setItemQuantity: assign(
      withEvent(
        ['tool.setQuantity', 'material.setQuantity'],
        (context, event, params: ItemParams) =>
          u.setItemQuantity(context, params.kind, event.index, event.quantity),
      ),
    ),
    rejectAnnotation: assign(() => u.rejectAnnotation()),
    addAnnotation: assign(
      withEvent('annotation.add', (context, event) => u.addAnnotation(context, event.annotation)),
    ),
    removeAnnotation: assign(
      withEvent('annotation.remove', (context, event) => u.removeAnnotation(context, event.index)),
    ),
    clearAnnotations: assign(({ context }) => u.clearAnnotations(context)),
    restoreDraft: assign(
      withEvent('draft.restore', (context, event) =>
        u.restoreDraft(context, event.step, event.currentIndex),
      ),
    ),
    storeFramePath: assign(
      withEvent('frame.stored', (context, event) =>
        u.frameStored(context, event.timestampMs, event.path),
      ),
    ),
    replaceAnnotations: assign(
      withEvent('annotation.replace', (context, event) =>
        u.replaceAnnotations(context, event.annotations),
      ),
    ),
    addFile: assign(withEvent('file.add', (context, event) => u.addFile(context, event.file))),
    removeFile: assign(
      withEvent('file.remove', (context, event) => u.removeFile(context, event.index)),
    ),
    setResultImage: assign(
      withEvent('resultImage.set', (context, event) => u.setResultImage(context, event.image)),
    ),
    clearResultImage: assign(({ context }) => u.clearResultImage(context)),
    setAiReview: assign(
      withEvent('aiReview.set', (context, event) => u.setAiReview(context, event.aiReview)),
    ),
    openTabWarning: assign(
      withEvent('tab.select', (context, event, params: { from: LeavableTab }) =>
        u.openTabWarning(context, params.from, event.tab),
      ),
    ),
    closeTabWarning: assign(() => u.closeTabWarning()),
    showLoadedNotice: assign(
      withEvent('step.select', (context, event) => u.showLoadedNotice(context, event.index)),
    ),
    showDeletedNotice: assign(() => u.showDeletedNotice()),
    clearNotice: assign(() => u.clearNotice()),
  },
});
