import {
  EDITOR_TABS,
  type EditorTab,
  STEP_DELETED_MESSAGE_MS,
  STEP_LOADED_MESSAGE_MS,
} from '@stepwise/contracts';
import { not } from 'xstate';
import { stepEditorSetup } from './step-editor/setup';
import { initialContext } from './step-editor/updates';

export {
  type AiCheck,
  aiChecksOf,
  aiReviewFromAiStep,
  isLowConfidence,
  isNameUncertain,
  spokenQuantity,
  uncertainItemsOf,
} from './step-editor/ai-review';
export {
  canRedo as canRedoStepChange,
  canUndo as canUndoStepChange,
  hasFormEdit,
} from './step-editor/history';
export {
  indexOfStepKey,
  isStepUuid,
  loadedStepKey,
  newStepId,
  stepKeyOf,
  withStepIds,
  withUuidIds,
} from './step-editor/ids';
export { validateStepItem } from './step-editor/items';
export {
  isInStartOrder,
  overlapsOf,
  type StepOverlap,
  stepOverlaps,
} from './step-editor/order';
export { emptyEditorStep, hasStepData } from './step-editor/step';
export {
  canMergeWithNext,
  canSplitAt,
  pendingEditError,
  withFormEdit,
} from './step-editor/step-list';
export type * from './step-editor/types';

/**
 * The step editor of the authoring screen (spec 4 "Step editing" and "Tabs", spec 5 "Step save",
 * "Timing rules", "Tool or material", "Annotation"). Three parallel regions:
 * - `form`: `noStep` (index -1, empty form: "no step selected"), `newStep` (index -1 with data)
 *   and `existingStep` (index >= 0; `saved`, or `changed` when the form differs from the list's
 *   entry). Tag `dirty` (`newStep`, `existingStep.changed`) = the form holds work the list does
 *   not; the unsaved-work guard and the sidebar read it.
 * - `tab`: the editor tabs; leaving details or signoff with required fields empty opens the
 *   'Incomplete Step Information' dialog (`leavingDetails` / `leavingSignoff`), unless no step is
 *   selected.
 * - `notice`: the timed status message (2 s after loading a step, 3 s after deleting one), timed
 *   by the `delay` actor the app may provide.
 */
/** 'Continue Anyway' in the tab warning: on to the tab the editor asked for (any but `from`). */
function confirmPendingTab(from: EditorTab) {
  return EDITOR_TABS.filter((tab) => tab !== from).map((tab) => ({
    guard: { type: 'isPendingTab' as const, params: { tab } },
    target: `open.${tab}` as const,
    actions: 'closeTabWarning' as const,
  }));
}

export const stepEditorMachine = stepEditorSetup.createMachine({
  id: 'stepEditor',
  description:
    'Edits one step at a time (index -1 is a new step): the save checks in order, replacing or appending steps, deleting, reordering (move, sort by start; the loaded step follows), loading a step into the form, video timing marks, tools and materials, and the Incomplete Step Information warning when leaving the details or sign-off tab.',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  on: {
    'step.change': { actions: 'changeStep' },
    'video.select': { actions: 'selectVideo' },
    'frame.captured': { actions: 'setFrame' },
    'time.markStart': { actions: 'markStart' },
    'time.markEnd': { guard: 'isAfterStart', actions: 'markEnd' },
    'time.clear': { actions: 'clearTimes' },
    'time.dragStart': { actions: 'moveStart' },
    'time.dragEnd': { actions: 'moveEnd' },
    'tool.add': [
      {
        guard: { type: 'isItemDraftInvalid', params: { kind: 'tool' } },
        actions: { type: 'rejectItem', params: { kind: 'tool' } },
      },
      { actions: { type: 'addItem', params: { kind: 'tool' } } },
    ],
    'tool.remove': { actions: { type: 'removeItem', params: { kind: 'tool' } } },
    'tool.setQuantity': { actions: { type: 'setItemQuantity', params: { kind: 'tool' } } },
    'material.add': [
      {
        guard: { type: 'isItemDraftInvalid', params: { kind: 'material' } },
        actions: { type: 'rejectItem', params: { kind: 'material' } },
      },
      { actions: { type: 'addItem', params: { kind: 'material' } } },
    ],
    'material.remove': { actions: { type: 'removeItem', params: { kind: 'material' } } },
    'material.setQuantity': {
      actions: { type: 'setItemQuantity', params: { kind: 'material' } },
    },
    'annotation.add': [
      { guard: not('hasFrame'), actions: 'rejectAnnotation' },
      { actions: 'addAnnotation' },
    ],
    'annotation.remove': { actions: 'removeAnnotation' },
    'annotation.clear': { actions: 'clearAnnotations' },
    'annotation.replace': { actions: 'replaceAnnotations' },
    'frame.stored': { actions: 'storeFramePath' },
    'file.add': { actions: 'addFile' },
    'file.remove': { actions: 'removeFile' },
    'resultImage.set': { actions: 'setResultImage' },
    'resultImage.clear': { actions: 'clearResultImage' },
    'aiReview.set': { actions: 'setAiReview' },
    'steps.move': { guard: 'isValidMove', actions: ['remember', 'moveStep'] },
    'steps.sortByStart': { actions: ['remember', 'sortStepsByStart'] },
  },
  states: {
    form: {
      initial: 'noStep',
      on: {
        'step.select': { guard: 'isKnownStep', target: '.existingStep', actions: 'loadStep' },
        'step.new': { target: '.noStep', actions: 'clearForm' },
        'step.delete': { guard: 'isKnownStep', actions: ['remember', 'removeStep'] },
        // Step-level edits: each is a stopping point, and leaves its resulting step in the form.
        // The form's pending edit goes into the list first (one undo takes back both); while it
        // fails the save check the edit does not run.
        'steps.duplicate': {
          guard: 'canDuplicate',
          target: '.existingStep',
          actions: ['remember', 'keepFormEdit', 'duplicateStep'],
        },
        'steps.mergeNext': {
          guard: 'canMergeNext',
          target: '.existingStep',
          actions: ['remember', 'keepFormEdit', 'mergeNext'],
        },
        'steps.split': {
          guard: 'canSplit',
          target: '.existingStep',
          actions: ['remember', 'keepFormEdit', 'splitStep'],
        },
        'history.undo': [
          { guard: 'undoesToStep', target: '.existingStep', actions: 'undo' },
          { guard: 'canUndo', target: '.noStep', actions: 'undo' },
        ],
        'history.redo': [
          { guard: 'redoesToStep', target: '.existingStep', actions: 'redo' },
          { guard: 'canRedo', target: '.noStep', actions: 'redo' },
        ],
        'draft.restore': [
          { guard: 'isRestoringKnownStep', target: '.existingStep', actions: 'restoreDraft' },
          { target: '.noStep', actions: 'restoreDraft' },
        ],
      },
      states: {
        noStep: {
          always: { guard: 'hasStepData', target: 'newStep' },
          on: { 'step.save': { actions: 'rejectSave' } },
        },
        newStep: {
          tags: ['dirty'],
          always: { guard: not('hasStepData'), target: 'noStep' },
          on: {
            'step.save': [
              { guard: 'isStepInvalid', actions: 'rejectSave' },
              { target: 'noStep', actions: ['remember', 'appendStep', 'clearForm'] },
            ],
          },
        },
        existingStep: {
          initial: 'saved',
          on: {
            'step.save': [
              { guard: 'isStepInvalid', actions: 'rejectSave' },
              { actions: ['remember', 'replaceStep'] },
            ],
            'step.delete': [
              {
                guard: 'isEditedStep',
                target: 'noStep',
                actions: ['remember', 'removeStep', 'clearForm'],
              },
              { guard: 'isEarlierStep', actions: ['remember', 'removeStep', 'shiftIndexDown'] },
            ],
          },
          states: {
            saved: {
              always: { guard: 'isFormChanged', target: 'changed' },
            },
            changed: {
              tags: ['dirty'],
              always: { guard: not('isFormChanged'), target: 'saved' },
            },
          },
        },
      },
    },
    tab: {
      initial: 'open',
      on: {
        'step.select': {
          guard: 'isKnownStep',
          target: '.open.details',
          actions: 'closeTabWarning',
        },
      },
      states: {
        open: {
          initial: 'details',
          on: {
            'tab.select': [
              { guard: { type: 'isSelectedTab', params: { tab: 'details' } }, target: '.details' },
              {
                guard: { type: 'isSelectedTab', params: { tab: 'materials' } },
                target: '.materials',
              },
              { guard: { type: 'isSelectedTab', params: { tab: 'files' } }, target: '.files' },
              { guard: { type: 'isSelectedTab', params: { tab: 'result' } }, target: '.result' },
              { guard: { type: 'isSelectedTab', params: { tab: 'signoff' } }, target: '.signoff' },
            ],
          },
          states: {
            details: {
              on: {
                'tab.select': {
                  guard: { type: 'isLeavingIncompleteTab', params: { tab: 'details' } },
                  target: '#stepEditor.tab.leavingDetails',
                  actions: { type: 'openTabWarning', params: { from: 'details' } },
                },
              },
            },
            materials: {},
            files: {},
            result: {},
            signoff: {
              on: {
                'tab.select': {
                  guard: { type: 'isLeavingIncompleteTab', params: { tab: 'signoff' } },
                  target: '#stepEditor.tab.leavingSignoff',
                  actions: { type: 'openTabWarning', params: { from: 'signoff' } },
                },
              },
            },
          },
        },
        leavingDetails: {
          on: {
            'tab.cancel': { target: 'open.details', actions: 'closeTabWarning' },
            'tab.confirm': confirmPendingTab('details'),
          },
        },
        leavingSignoff: {
          on: {
            'tab.cancel': { target: 'open.signoff', actions: 'closeTabWarning' },
            'tab.confirm': confirmPendingTab('signoff'),
          },
        },
      },
    },
    notice: {
      initial: 'hidden',
      on: {
        'step.select': { guard: 'isKnownStep', target: '.stepLoaded', actions: 'showLoadedNotice' },
        'step.delete': {
          guard: 'isKnownStep',
          target: '.stepDeleted',
          actions: 'showDeletedNotice',
        },
      },
      states: {
        hidden: {},
        stepLoaded: {
          invoke: {
            id: 'stepLoadedNotice',
            src: 'delay',
            input: { ms: STEP_LOADED_MESSAGE_MS },
            onDone: { target: 'hidden', actions: 'clearNotice' },
          },
        },
        stepDeleted: {
          invoke: {
            id: 'stepDeletedNotice',
            src: 'delay',
            input: { ms: STEP_DELETED_MESSAGE_MS },
            onDone: { target: 'hidden', actions: 'clearNotice' },
          },
        },
      },
    },
  },
});

export type StepEditorMachine = typeof stepEditorMachine;
