import { assign, enqueueActions, raise, type SnapshotFrom, setup, stateIn } from 'xstate';
import { defaultSerializeState, type MachineModel } from '../test/model';

/**
 * The model of the authoring actor system (`authoring.machine.ts`): the parent, the real step
 * editor and the real autosave run together, so the parent's own graph cannot predict them (its
 * transitions are taken on the editor's snapshots, `onSnapshot`, which xstate/graph never
 * produces; `test/view.ts` refuses to turn them into events, as the snapshot is the whole live
 * editor, and without its invoked children the parent's `sendTo` actions reach no one). The model
 * is therefore a machine of its own, with no invocations: what the system is expected to do, walked
 * by `createTestModel` (xstate/graph) through the harness's `generatePaths`, and replayed on a live
 * system by `walkAuthoringPath` (with `TestModel.testPath`), which drives the step editor, the
 * parent, the clock and the one stubbed actor (the autosave's `saveDraft`) and returns, after each
 * step, what it observed next to what the model expects.
 *
 * The model's state value is the autosave's expected state (`disabled` when autosave is off); its
 * context is what the editor holds as far as a draft is concerned (form, drawing, list: part of
 * the state's key). What each step is expected to have done follows from the step itself
 * (`expectedEffects`), never from the history that led to its state.
 *
 * Not registered in `test/all-models.ts`: that list is of the package's machines (one diagram
 * page each in docs/machines), and its coverage check replays a model's own machine; the parent's
 * coverage by these walks is checked in `authoring.model.test.ts` (`ParentCoverage`).
 */

/** The form as a draft sees it: nothing selected, step 1 as listed, or anything else. */
export type FormFacet = 'none' | 'listed' | 'edited';
/** The captured frame and the annotations drawn on it. */
export type DrawingFacet = 'none' | 'frame' | 'waiting' | 'stored';
/** The list of steps: both steps of the input, or the first only (the second deleted). */
export type ListFacet = 'both' | 'first';

/** What one step did (counted live by `walkAuthoringPath`; expected: `expectedEffects`). */
export interface StepEffects {
  /** The parent's state values from before the step to its end. */
  parent: string[];
  /** `draft.changed` the parent sent to the autosave. */
  toldAutosave: number;
  /** `draft.flush` the parent sent to the autosave. */
  flushedAutosave: number;
  /** `frame.stored` the parent sent to the step editor. */
  framesToEditor: number;
  /** Frame upload events (`frame.uploading`, `frame.stored`, `frame.unstored`) sent to finalize. */
  framesToFinalize: number;
  /** Saves the autosave started (calls of `saveDraft`). */
  savesStarted: number;
}

export interface AuthoringModelContext {
  form: FormFacet;
  drawing: DrawingFacet;
  list: ListFacet;
}

/** The system started with or without an opening event, with autosave on or off. */
export type StartEvent =
  | { type: 'start.opening' }
  | { type: 'start.blank' }
  | { type: 'start.opening.autosaveOff' }
  | { type: 'start.blank.autosaveOff' };

/** Sent to the step editor (`system.get('stepEditor')`). */
export type EditorStimulus =
  | { type: 'editor.change' }
  | { type: 'editor.selectFirst' }
  | { type: 'editor.tab' }
  | { type: 'editor.captureFrame' }
  | { type: 'editor.annotate' }
  | { type: 'editor.deleteSecond' };

/** Sent to the parent. */
export type ParentStimulus =
  | { type: 'frame.uploading' }
  | { type: 'frame.stored' }
  | { type: 'frame.unstored' }
  | { type: 'draft.flush' };

/** The autosave's quiet time passes; the pending save resolves. */
export type WorldStimulus = { type: 'time.quiet' } | { type: 'save.settle' };

/** Raised by the model itself: what reaches the autosave, so its states can follow. */
type AutosaveSignal =
  | { type: 'autosave.changed' }
  | { type: 'autosave.flush' }
  | { type: 'autosave.quiet' }
  | { type: 'autosave.settle' };

export type AuthoringStimulus = StartEvent | EditorStimulus | ParentStimulus | WorldStimulus;
type AuthoringModelEvent = AuthoringStimulus | AutosaveSignal;

export const STARTS: Record<StartEvent['type'], { opening: boolean; autosaveEnabled: boolean }> = {
  'start.opening': { opening: true, autosaveEnabled: true },
  'start.blank': { opening: false, autosaveEnabled: true },
  'start.opening.autosaveOff': { opening: true, autosaveEnabled: false },
  'start.blank.autosaveOff': { opening: false, autosaveEnabled: false },
};

export const noEffects = (parent: string[] = ['editing']): StepEffects => ({
  parent,
  toldAutosave: 0,
  flushedAutosave: 0,
  framesToEditor: 0,
  framesToFinalize: 0,
  savesStarted: 0,
});

/**
 * What a stimulus does to the form, the drawing and the list, and whether it changes what a draft
 * keeps (the steps, the step in the form, its index, the video): selecting the step already in the
 * form as listed, switching tabs, capturing a frame, an annotation refused for lack of a frame, a
 * stored frame no annotation waits for and deleting a step that is gone change nothing of it.
 */
export function editorOutcome(
  context: AuthoringModelContext,
  event: EditorStimulus | { type: 'frame.stored' },
): AuthoringModelContext & { draftChanged: boolean } {
  const { form, drawing, list } = context;
  const same = { ...context, draftChanged: false };
  switch (event.type) {
    case 'editor.change':
      return { ...context, form: 'edited', draftChanged: true };
    case 'editor.selectFirst':
      // The listed step has no annotations; the frame stays (same video).
      return {
        form: 'listed',
        drawing: drawing === 'none' ? 'none' : 'frame',
        list,
        draftChanged: form !== 'listed',
      };
    case 'editor.tab':
      return same;
    case 'editor.captureFrame':
      return { ...same, drawing: 'frame' };
    case 'editor.annotate':
      return drawing === 'none'
        ? same
        : { ...context, form: 'edited', drawing: 'waiting', draftChanged: true };
    case 'editor.deleteSecond':
      // Only the list changes: the form keeps the first step (or nothing).
      return list === 'both' ? { ...context, list: 'first', draftChanged: true } : same;
    case 'frame.stored':
      return drawing === 'waiting' ? { ...context, drawing: 'stored', draftChanged: true } : same;
  }
}

const modelSetup = setup({
  types: {
    context: {} as AuthoringModelContext,
    events: {} as AuthoringModelEvent,
  },
  guards: {
    hasNoFrame: ({ context }) => context.drawing === 'none',
    hasNoAnnotation: ({ context }) => context.drawing === 'none' || context.drawing === 'frame',
    /** A frame is captured and nothing is drawn on it yet: its upload runs (the walk's one). */
    isFrameUploading: ({ context }) => context.drawing === 'frame',
    isSaving: stateIn('#authoringModel.running.saving'),
    changedWhileSaving: stateIn('#authoringModel.running.saving.changed'),
  },
  actions: {
    open: assign(({ event }) => ({
      form: STARTS[event.type as StartEvent['type']].opening ? 'listed' : 'none',
      drawing: 'none',
      list: 'both',
    })),
    /** An edit or a stored frame; the autosave hears of it when it changes what a draft keeps. */
    edit: enqueueActions(({ context, enqueue, event }) => {
      const outcome = editorOutcome(context, event as EditorStimulus | { type: 'frame.stored' });
      const { form, drawing, list } = outcome;
      enqueue.assign({ form, drawing, list });
      if (outcome.draftChanged) enqueue.raise({ type: 'autosave.changed' });
    }),
    /** Passed on to finalize only: nothing a draft keeps changes. */
    passUpload: () => {},
    flush: raise({ type: 'autosave.flush' }),
    wait: raise({ type: 'autosave.quiet' }),
    settle: raise({ type: 'autosave.settle' }),
  },
});

/**
 * The expected behaviour of the authoring system. `stopped` until a start event; then the
 * autosave's expected state: it leaves `idle` only for a change a draft keeps, a flush or the quiet
 * time saves what is pending, a save resolving ends in `saved` (or saves again what changed
 * meanwhile); with autosave off it stays `disabled` (idle: nothing is ever sent to it or saved).
 */
export const authoringModelMachine = modelSetup.createMachine({
  id: 'authoringModel',
  description:
    'The expected behaviour of the authoring actor system (parent, step editor and autosave), walked on a live system.',
  context: { form: 'none', drawing: 'none', list: 'both' },
  initial: 'stopped',
  states: {
    stopped: {
      on: {
        'start.opening': { target: 'running.idle', actions: 'open' },
        'start.blank': { target: 'running.idle', actions: 'open' },
        'start.opening.autosaveOff': { target: 'running.disabled', actions: 'open' },
        'start.blank.autosaveOff': { target: 'running.disabled', actions: 'open' },
      },
    },
    running: {
      initial: 'idle',
      on: {
        'editor.change': { actions: 'edit' },
        'editor.selectFirst': { actions: 'edit' },
        'editor.tab': { actions: 'edit' },
        'editor.captureFrame': { guard: 'hasNoFrame', actions: 'edit' },
        'editor.annotate': { guard: 'hasNoAnnotation', actions: 'edit' },
        'editor.deleteSecond': { actions: 'edit' },
        'frame.uploading': { guard: 'isFrameUploading', actions: 'passUpload' },
        'frame.stored': { actions: 'edit' },
        'frame.unstored': { guard: 'isFrameUploading', actions: 'passUpload' },
        'draft.flush': { actions: 'flush' },
        'time.quiet': { actions: 'wait' },
        'save.settle': { guard: 'isSaving', actions: 'settle' },
      },
      states: {
        idle: { on: { 'autosave.changed': 'debouncing' } },
        debouncing: {
          tags: 'dirty',
          on: {
            'autosave.changed': { target: 'debouncing', reenter: true },
            'autosave.flush': 'saving',
            'autosave.quiet': 'saving',
          },
        },
        saving: {
          tags: ['dirty', 'saving'],
          initial: 'clean',
          states: {
            clean: { on: { 'autosave.changed': 'changed' } },
            changed: {},
          },
          on: {
            'autosave.settle': [
              { guard: 'changedWhileSaving', target: 'saving', reenter: true },
              { target: 'saved' },
            ],
          },
        },
        saved: { on: { 'autosave.changed': 'debouncing' } },
        /** Autosave off: the stored draft could not be read, nothing may overwrite it. */
        disabled: {},
      },
    },
  },
});

export type ModelSnapshot = SnapshotFrom<typeof authoringModelMachine>;

/** Value and tags, plus the form, the drawing and the list (what later steps depend on). */
export function serializeAuthoringModel(snapshot: ModelSnapshot): string {
  const { form, drawing, list } = snapshot.context;
  return JSON.stringify({ state: defaultSerializeState(snapshot), form, drawing, list });
}

export const authoringModel: MachineModel<typeof authoringModelMachine> = {
  name: 'authoring',
  machine: authoringModelMachine,
  events: [
    { type: 'start.opening' },
    { type: 'start.blank' },
    { type: 'start.opening.autosaveOff' },
    { type: 'start.blank.autosaveOff' },
    { type: 'editor.change' },
    { type: 'editor.selectFirst' },
    { type: 'editor.tab' },
    { type: 'editor.captureFrame' },
    { type: 'editor.annotate' },
    { type: 'editor.deleteSecond' },
    { type: 'frame.uploading' },
    { type: 'frame.stored' },
    { type: 'frame.unstored' },
    { type: 'draft.flush' },
    { type: 'time.quiet' },
    { type: 'save.settle' },
  ],
  serializeState: serializeAuthoringModel,
};
