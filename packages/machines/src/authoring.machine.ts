import { and, assign, or, sendTo, setup, stateIn } from 'xstate';
import { type AutosaveInput, autosaveMachine } from './autosave.machine';
import { type FinalizeProject, type FrameUploadEvent, finalizeMachine } from './finalize.machine';
import { frameCaptureMachine } from './frame-capture.machine';
import type { StepEditorContext, StepEditorEvent, StepEditorInput } from './step-editor/types';
import { stepEditorMachine } from './step-editor.machine';

/**
 * The authoring screen as one actor system (issue #20): a parent that runs the step editor and the
 * draft's autosave as child actors, reachable as `system.get('stepEditor')` and
 * `system.get('autosave')`, with frame capture and finalize beside them. The parent joins them:
 * every change of what a draft keeps (the steps, the step being edited, its index, the video) tells
 * the autosave `draft.changed`; a captured frame's upload (`frame.uploading`, then `frame.stored`
 * or `frame.unstored`) goes to finalize, which holds Finish until none is running, and a stored
 * path also to the step editor; `draft.flush` (the page hidden, a step saved) goes to the autosave.
 */

export interface AuthoringInput {
  editor: StepEditorInput;
  /**
   * What the editor opens on (a draft's form restored, step 1 selected), sent once it starts; the
   * state it leads to is the baseline, not a change to save. Null: it opens as its input is.
   */
  opening: StepEditorEvent | null;
  autosave: AutosaveInput;
  /** False when the stored draft could not be read: saving now could overwrite it. */
  autosaveEnabled: boolean;
  /** The project Finish finalizes. */
  finalize: FinalizeProject;
}

/** What of the step editor an autosaved draft keeps. */
type DraftSource = Pick<StepEditorContext, 'steps' | 'step' | 'currentIndex' | 'videoIndex'>;

export interface AuthoringContext {
  input: AuthoringInput;
  /** What the last `draft.changed` was told for (compared by identity: contexts are immutable). */
  draftSource: DraftSource | null;
}

/** The step editor's new snapshot, as XState tells a parent of its invoked child. */
export interface EditorSnapshotEvent {
  type: 'xstate.snapshot.stepEditor';
  snapshot: { context: StepEditorContext };
}

export type AuthoringEvent = FrameUploadEvent | { type: 'draft.flush' } | EditorSnapshotEvent;

type EditorSnapshotArgs = { context: AuthoringContext; event: AuthoringEvent };

const editorContextOf = (event: AuthoringEvent): StepEditorContext | null =>
  event.type === 'xstate.snapshot.stepEditor' ? event.snapshot.context : null;

const sourceOf = ({ steps, step, currentIndex, videoIndex }: StepEditorContext): DraftSource => ({
  steps,
  step,
  currentIndex,
  videoIndex,
});

function draftSourceChanged({ context, event }: EditorSnapshotArgs): boolean {
  const last = context.draftSource;
  const next = editorContextOf(event);
  return (
    next !== null &&
    (last === null ||
      last.steps !== next.steps ||
      last.step !== next.step ||
      last.currentIndex !== next.currentIndex ||
      last.videoIndex !== next.videoIndex)
  );
}

export const authoringMachine = setup({
  types: {
    context: {} as AuthoringContext,
    events: {} as AuthoringEvent,
    input: {} as AuthoringInput,
  },
  actors: {
    stepEditor: stepEditorMachine,
    frameCapture: frameCaptureMachine,
    autosave: autosaveMachine,
    finalize: finalizeMachine,
  },
  guards: {
    isAutosaveOn: ({ context }) => context.input.autosaveEnabled,
    hasOpening: ({ context }) => context.input.opening !== null,
    isStarting: stateIn('#authoring.starting'),
    isOpening: stateIn('#authoring.opening'),
    /** The editor changed what a draft keeps (not only a tab, a message or the history). */
    isDraftChange: (args) => args.context.input.autosaveEnabled && draftSourceChanged(args),
  },
  actions: {
    rememberDraftSource: assign({
      draftSource: ({ context, event }) => {
        const next = editorContextOf(event);
        return next ? sourceOf(next) : context.draftSource;
      },
    }),
    sendOpening: sendTo('stepEditor', ({ context }) => context.input.opening!),
    tellAutosave: sendTo('autosave', { type: 'draft.changed' }),
    flushAutosave: sendTo('autosave', { type: 'draft.flush' }),
    forwardFrameStored: sendTo('stepEditor', ({ event }) => {
      if (event.type !== 'frame.stored')
        throw new Error(`Expected frame.stored, got ${event.type}`);
      return event;
    }),
    tellFinalize: sendTo('finalize', ({ event }) => {
      if (!event.type.startsWith('frame.')) throw new Error(`Expected frame.*, got ${event.type}`);
      return event as FrameUploadEvent;
    }),
  },
}).createMachine({
  id: 'authoring',
  description:
    'Runs the step editor, frame capture, the autosave and finalize as child actors; tells the autosave of every change a draft keeps, finalize of every frame upload, and the step editor of every stored frame.',
  context: ({ input }) => ({ input, draftSource: null }),
  initial: 'starting',
  states: {
    /** Waiting for the editor's first snapshot: what it opened with, the baseline. */
    starting: {},
    /** The opening event is on its way: the snapshot it leads to is the baseline. */
    opening: { entry: 'sendOpening' },
    editing: {},
  },
  invoke: [
    {
      id: 'stepEditor',
      systemId: 'stepEditor',
      src: 'stepEditor',
      input: ({ context }) => context.input.editor,
      onSnapshot: [
        {
          guard: and(['isStarting', 'hasOpening']),
          target: '.opening',
          actions: 'rememberDraftSource',
        },
        {
          guard: or(['isStarting', 'isOpening']),
          target: '.editing',
          actions: 'rememberDraftSource',
        },
        { guard: 'isDraftChange', actions: ['rememberDraftSource', 'tellAutosave'] },
      ],
    },
    { id: 'frameCapture', systemId: 'frameCapture', src: 'frameCapture' },
    {
      id: 'autosave',
      systemId: 'autosave',
      src: 'autosave',
      input: ({ context }) => context.input.autosave,
    },
    {
      id: 'finalize',
      systemId: 'finalize',
      src: 'finalize',
      input: ({ context }) => context.input.finalize,
    },
  ],
  on: {
    'frame.uploading': { actions: 'tellFinalize' },
    'frame.stored': { actions: ['forwardFrameStored', 'tellFinalize'] },
    'frame.unstored': { actions: 'tellFinalize' },
    'draft.flush': { guard: 'isAutosaveOn', actions: 'flushAutosave' },
  },
});
