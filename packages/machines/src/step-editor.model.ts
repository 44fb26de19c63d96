import { EDITOR_TABS, missingSignoffFields, validateStepSave } from '@stepwise/contracts';
import type { SnapshotFrom } from 'xstate';
import {
  defaultSerializeState,
  doneEvent,
  type MachineModel,
  type ModelEvent,
  pendingActor,
} from '../test/model';
import {
  annotationDraft,
  cutStep,
  frame,
  resultImage,
  sandStep,
  supplementaryFile,
} from './step-editor/fixtures';
import type { StepListSnapshot } from './step-editor/history';
import { type EditorStep, type StepEditorEvent, stepEditorMachine } from './step-editor.machine';

/** The step editor with a test `delay`: the harness ends it where a path has its done event. */
export const stepEditorTestMachine = stepEditorMachine.provide({
  actors: { delay: pendingActor<void, { ms: number }>() },
});

type Snapshot = SnapshotFrom<typeof stepEditorTestMachine>;
type Event = ModelEvent<typeof stepEditorTestMachine>;

const selectTabs: StepEditorEvent[] = EDITOR_TABS.map((tab) => ({ type: 'tab.select', tab }));

const ev = {
  fillText: { type: 'step.change', patch: { name: 'Glue', description: 'Glue the joint.' } },
  blankText: { type: 'step.change', patch: { name: '', description: '' } },
  markStart: { type: 'time.markStart', ms: 2_000 },
  markEnd: { type: 'time.markEnd', ms: 5_000 },
  clearTimes: { type: 'time.clear' },
  dragStart: { type: 'time.dragStart', ms: 1000, durationMs: 10000 },
  dragEnd: { type: 'time.dragEnd', ms: 9000, durationMs: 10000 },
  selectVideo: { type: 'video.select', index: 1 },
  captureFrame: { type: 'frame.captured', frame },
  addTool: { type: 'tool.add', item: { name: 'Clamp', quantity: '2' } },
  addUnnamedTool: { type: 'tool.add', item: { name: ' ' } },
  removeTool: { type: 'tool.remove', index: 0 },
  setToolQuantity: { type: 'tool.setQuantity', index: 0, quantity: '4' },
  addMaterial: {
    type: 'material.add',
    item: { name: 'Glue', purchaseLink: 'https://shop.example' },
  },
  addBadLinkMaterial: {
    type: 'material.add',
    item: { name: 'Dowel', purchaseLink: 'shop.example' },
  },
  removeMaterial: { type: 'material.remove', index: 0 },
  setMaterialQuantity: { type: 'material.setQuantity', index: 0, quantity: 'lots' },
  addAnnotation: { type: 'annotation.add', annotation: annotationDraft },
  removeAnnotation: { type: 'annotation.remove', index: 0 },
  clearAnnotations: { type: 'annotation.clear' },
  replaceAnnotations: { type: 'annotation.replace', annotations: [] },
  frameStored: { type: 'frame.stored', timestampMs: 2500, path: 'users/u1/frames/frame_2500.jpg' },
  restoreEdited: {
    type: 'draft.restore',
    step: { ...cutStep, name: 'Cut the board (unsaved edit)' },
    currentIndex: 0,
  },
  restoreNew: { type: 'draft.restore', step: { ...sandStep, id: null }, currentIndex: -1 },
  addFile: { type: 'file.add', file: supplementaryFile },
  removeFile: { type: 'file.remove', index: 0 },
  setResult: { type: 'resultImage.set', image: resultImage },
  clearResult: { type: 'resultImage.clear' },
  setAiReview: {
    type: 'aiReview.set',
    aiReview: {
      confidence: 0.4,
      review: ['name'],
      uncertainItems: [],
      transcript: [],
      reviewed: false,
    },
  },
  save: { type: 'step.save' },
  newStep: { type: 'step.new' },
  select0: { type: 'step.select', index: 0 },
  select1: { type: 'step.select', index: 1 },
  delete0: { type: 'step.delete', index: 0 },
  delete1: { type: 'step.delete', index: 1 },
  moveDown: { type: 'steps.move', from: 0, to: 1 },
  sortByStart: { type: 'steps.sortByStart' },
  duplicate0: { type: 'steps.duplicate', index: 0 },
  mergeNext0: { type: 'steps.mergeNext', index: 0 },
  split0: { type: 'steps.split', index: 0, atMs: 5_000 },
  undo: { type: 'history.undo' },
  redo: { type: 'history.redo' },
} satisfies Record<string, StepEditorEvent>;

const INITIAL_STEPS = [cutStep, sandStep];

/** What the guards can read of a step: which texts are set, the times, the lists, the image. */
function stepFacets(step: EditorStep) {
  return {
    name: step.name.trim() !== '',
    description: step.description.trim() !== '',
    start: step.startMs,
    end: step.endMs,
    signoffMissing: missingSignoffFields(step).length,
    tools: step.tools.map((tool) => tool.name),
    materials: step.materials.map((material) => material.name),
    annotations: step.annotations.length,
    files: step.supplementaryFiles.length,
    result: step.resultImage !== null,
  };
}

const hasExtras = (step: EditorStep): boolean => {
  const facets = stepFacets(step);
  return (
    facets.tools.length + facets.materials.length + facets.annotations + facets.files > 0 ||
    facets.result
  );
};

const sameFacets = (a: EditorStep | undefined, b: EditorStep): boolean =>
  a !== undefined && JSON.stringify(stepFacets(a)) === JSON.stringify(stepFacets(b));

/** The empty form: every kind of data can be added once (and a frame captured first). */
function fromEmptyForm(snapshot: Snapshot): StepEditorEvent[] {
  const { frame: captured, videoIndex, steps } = snapshot.context;
  if (videoIndex !== 0) return [ev.select0];
  if (captured) return [ev.addAnnotation, ev.selectVideo];
  const manage =
    steps.length === INITIAL_STEPS.length
      ? [ev.delete0, ev.delete1, ev.restoreEdited, ev.restoreNew]
      : [];
  return [
    ev.fillText,
    ev.markStart,
    ev.markEnd,
    ev.dragStart,
    ev.dragEnd,
    ev.captureFrame,
    ev.addAnnotation,
    ev.addTool,
    ev.addUnnamedTool,
    ev.addMaterial,
    ev.addBadLinkMaterial,
    ev.addFile,
    ev.setResult,
    ev.save,
    ...manage,
  ];
}

/** A new step: extras are only removed again; texts and times move towards a valid save. */
function fromNewStep(snapshot: Snapshot): StepEditorEvent[] {
  const { step, steps } = snapshot.context;
  if (hasExtras(step)) {
    return [
      ...(step.tools.length ? [ev.removeTool, ev.setToolQuantity] : []),
      ...(step.materials.length ? [ev.removeMaterial, ev.setMaterialQuantity] : []),
      ...(step.annotations.length
        ? [ev.removeAnnotation, ev.clearAnnotations, ev.replaceAnnotations, ev.frameStored]
        : []),
      ...(step.supplementaryFiles.length ? [ev.removeFile] : []),
      ...(step.resultImage ? [ev.clearResult] : []),
    ];
  }
  const texts = step.name.trim() !== '';
  return [
    texts ? ev.blankText : ev.fillText,
    ...(step.startMs === null ? [ev.markStart] : []),
    ...(step.endMs === null ? [ev.markEnd] : []),
    ...(step.startMs !== null || step.endMs !== null ? [ev.clearTimes] : []),
    ...(steps.length === INITIAL_STEPS.length ? [ev.save] : []),
  ];
}

/** An existing step: blanked, refilled, saved when unchanged or refused, or deleted. */
function fromExistingStep(snapshot: Snapshot): StepEditorEvent[] {
  const { step, steps, currentIndex } = snapshot.context;
  const saveable = validateStepSave(step) !== null || sameFacets(steps[currentIndex], step);
  const manage = steps.length === INITIAL_STEPS.length ? [ev.delete0, ev.delete1] : [];
  // Reordering: once from the initial order (the loaded step follows), and sorting back.
  const reorder =
    steps.length !== INITIAL_STEPS.length || !step.name.trim()
      ? []
      : steps[0]?.id === cutStep.id
        ? [ev.moveDown]
        : [ev.sortByStart];
  // Step-level edits: a copy or a split of the first step (then merged back or undone), also
  // with the form's unsaved edit of it (kept in the list first; while the edit fails the save
  // check the guard refuses, see step-list.test.ts). Not from a restored draft whose step sits elsewhere now (the walk would grow
  // lists of copies of one step).
  const listEdits =
    steps.length === INITIAL_STEPS.length &&
    currentIndex === 0 &&
    step.name.trim() &&
    step.id === steps[0]?.id
      ? [ev.duplicate0, ev.split0]
      : [];
  return [
    step.name.trim() ? ev.blankText : ev.fillText,
    ev.clearTimes,
    ev.setAiReview,
    ...(saveable ? [ev.save] : []),
    ...manage,
    ...reorder,
    ...listEdits,
  ];
}

/**
 * The events tried in each state: a timed message only ends; the tab dialog is only answered; the
 * other tabs only switch tabs; on the details tab the form's events (see above), plus loading a
 * step, a new step and switching tabs.
 */
function eventsFor(snapshot: Snapshot): Event[] {
  if (snapshot.matches({ notice: 'stepLoaded' })) return [doneEvent('stepLoadedNotice', undefined)];
  if (snapshot.matches({ notice: 'stepDeleted' })) {
    return [doneEvent('stepDeletedNotice', undefined)];
  }
  if (snapshot.matches({ tab: 'leavingDetails' }) || snapshot.matches({ tab: 'leavingSignoff' })) {
    return [{ type: 'tab.confirm' }, { type: 'tab.cancel' }];
  }
  if (!snapshot.matches({ tab: { open: 'details' } })) return selectTabs;
  // Right after an undo: only redo. A step more after a copy or a split: merge it back or undo
  // (everything else was walked with two steps). The walk stays finite and its keys exact.
  const { steps, history } = snapshot.context;
  if (history.future.length > 0) return [ev.redo];
  if (snapshot.matches({ form: 'existingStep' }) && steps.length > INITIAL_STEPS.length) {
    const mergeable = steps[0]?.videoIndex === steps[1]?.videoIndex;
    return [...(mergeable ? [ev.mergeNext0] : []), ev.undo];
  }
  const form = snapshot.matches({ form: 'noStep' })
    ? fromEmptyForm(snapshot)
    : snapshot.matches({ form: 'newStep' })
      ? fromNewStep(snapshot)
      : fromExistingStep(snapshot);
  // A saved third step is not loaded again (lists of three are walked from copies and splits),
  // its save is undone instead.
  const longer = steps.length > INITIAL_STEPS.length;
  const select = longer ? [ev.undo] : [ev.select0, ev.select1];
  return [...form, ev.newStep, ...select, ...(isTabTour(snapshot) ? selectTabs : [])];
}

/**
 * Where the walk switches tabs: from the untouched editor (no step selected: no warning) and from
 * a new step with texts but no times (details incomplete: the warning, then sign-off incomplete).
 */
function isTabTour(snapshot: Snapshot): boolean {
  const { step, steps, frame: captured, videoIndex } = snapshot.context;
  const untouched = steps.length === INITIAL_STEPS.length && !captured && videoIndex === 0;
  if (!untouched || hasExtras(step)) return false;
  if (snapshot.matches({ form: 'noStep' })) return true;
  return (
    snapshot.matches({ form: 'newStep' }) &&
    step.name.trim() !== '' &&
    step.startMs === null &&
    step.endMs === null
  );
}

/** Everything undo or redo brings back that a guard or a later transition reads. */
const stoppingPoint = (point: StepListSnapshot | undefined) =>
  point && {
    steps: point.steps.map(stepFacets),
    index: point.currentIndex,
    step: stepFacets(point.step),
  };

/** Undo: once a copy, a split or a saved new step made the list longer. */
const offersUndo = (snapshot: Snapshot): boolean =>
  snapshot.context.steps.length > INITIAL_STEPS.length && snapshot.context.history.past.length > 0;

/**
 * Value and tags, plus everything a guard or a later transition reads of the context (the
 * facets of the form and of every listed step, the index, the video, whether a frame exists and
 * the tab the open dialog would go to): two snapshots with the same key behave the same.
 */
export function serializeStepEditor(snapshot: Snapshot): string {
  const { step, steps, frame: captured, currentIndex, videoIndex, tabWarning } = snapshot.context;
  return JSON.stringify({
    state: defaultSerializeState(snapshot),
    step: stepFacets(step),
    steps: steps.map(stepFacets),
    index: currentIndex,
    video: videoIndex,
    frame: captured !== null,
    pendingTab: tabWarning?.pendingTab ?? null,
    // What undo or redo would bring back, where the walk offers them (see `eventsFor`).
    ...(offersUndo(snapshot) ? { undo: stoppingPoint(snapshot.context.history.past.at(-1)) } : {}),
    redo: stoppingPoint(snapshot.context.history.future.at(-1)) ?? null,
  });
}

export const stepEditorModel: MachineModel<typeof stepEditorTestMachine> = {
  name: 'step-editor',
  machine: stepEditorTestMachine,
  input: { steps: INITIAL_STEPS },
  events: eventsFor,
  serializeState: serializeStepEditor,
};
