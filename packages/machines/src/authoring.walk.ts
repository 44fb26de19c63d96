import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateNode,
  createActor,
  type EventObject,
  fromPromise,
  type StateValue,
} from 'xstate';
import {
  type Coverage,
  eachEvent,
  type ModelPath,
  stateValueText,
  testModelPath,
} from '../test/model';
import { allStateNodes, allTransitions } from '../test/transitions';
import { authoringMachine } from './authoring.machine';
import {
  type AuthoringStimulus,
  authoringModel,
  type authoringModelMachine,
  type DrawingFacet,
  type EditorStimulus,
  editorOutcome,
  type FormFacet,
  type ListFacet,
  type ModelSnapshot,
  noEffects,
  STARTS,
  type StartEvent,
  type StepEffects,
} from './authoring.model';
import {
  AUTOSAVE_DEBOUNCE_MS,
  type AutosaveRequest,
  type AutosaveResult,
  autosaveMachine,
} from './autosave.machine';
import { annotationDraft, cutStep, frame, sandStep } from './step-editor/fixtures';
import type { StepEditorContext, StepEditorEvent } from './step-editor/types';
import { hasStepData } from './step-editor.machine';

/**
 * The live side of the authoring model walk (`authoring.model.ts`): the real parent, step editor
 * and autosave started together, driven by a model path and observed after each step.
 */

/** Where the frame's upload stored it (`frame.stored`); the frame is captured without a path. */
export const STORED_FRAME_PATH = 'users/u1/frames/frame_2500.jpg';
const capturedFrame = { ...frame, imagePath: null };

const editorEvents: Record<EditorStimulus['type'], StepEditorEvent> = {
  'editor.change': { type: 'step.change', patch: { name: 'Cut the plank' } },
  'editor.selectFirst': { type: 'step.select', index: 0 },
  'editor.tab': { type: 'tab.select', tab: 'materials' },
  'editor.captureFrame': { type: 'frame.captured', frame: capturedFrame },
  'editor.annotate': { type: 'annotation.add', annotation: annotationDraft },
  'editor.deleteSecond': { type: 'step.delete', index: 1 },
};

const LISTS: Record<ListFacet, (string | null)[]> = {
  both: [cutStep.id, sandStep.id],
  first: [cutStep.id],
};

/** What is seen of the live system after a step (compared whole with `expectedAfter`). */
export interface Observation extends StepEffects {
  /** Each child is the actor the system knows by that systemId, and is running. */
  systemIds: { stepEditor: boolean; frameCapture: boolean; autosave: boolean; finalize: boolean };
  /** The autosave's state (`saving.clean`, ...). */
  autosave: string;
  form: FormFacet;
  drawing: DrawingFacet;
  /** The ids of the listed steps. */
  steps: (string | null)[];
}

const isDisabled = (snapshot: ModelSnapshot): boolean => snapshot.matches({ running: 'disabled' });
const isSaving = (snapshot: ModelSnapshot): boolean => snapshot.matches({ running: 'saving' });

/**
 * What the step from `before` by `event` to `after` is expected to have done: the parent passes
 * through `opening` only when it has an opening event; it tells the autosave `draft.changed` for
 * each change a draft keeps and `draft.flush` for each flush, unless autosave is off; it passes
 * every `frame.stored` to the step editor and every frame upload event to finalize; a save starts
 * whenever the model enters `saving`.
 */
export function expectedEffects(
  before: ModelSnapshot,
  event: AuthoringStimulus,
  after: ModelSnapshot,
): StepEffects {
  if (event.type in STARTS) {
    const { opening } = STARTS[event.type as StartEvent['type']];
    return noEffects(opening ? ['starting', 'opening', 'editing'] : ['starting', 'editing']);
  }
  const on = !isDisabled(before);
  const edit = event.type.startsWith('editor.') || event.type === 'frame.stored';
  const outcome = edit
    ? editorOutcome(before.context, event as EditorStimulus | { type: 'frame.stored' })
    : null;
  return {
    ...noEffects(),
    toldAutosave: on && outcome?.draftChanged ? 1 : 0,
    flushedAutosave: on && event.type === 'draft.flush' ? 1 : 0,
    framesToEditor: event.type === 'frame.stored' ? 1 : 0,
    framesToFinalize: event.type.startsWith('frame.') ? 1 : 0,
    savesStarted: isSaving(after) && (!isSaving(before) || event.type === 'save.settle') ? 1 : 0,
  };
}

/** What the model expects to observe after the step from `before` by `event` to `after`. */
export function expectedAfter(
  before: ModelSnapshot,
  event: AuthoringStimulus,
  after: ModelSnapshot,
): Observation {
  const { form, drawing, list } = after.context;
  const autosave = stateValueText((after.value as { running: StateValue }).running);
  return {
    ...expectedEffects(before, event, after),
    systemIds: { stepEditor: true, frameCapture: true, autosave: true, finalize: true },
    autosave: autosave === 'disabled' ? 'idle' : autosave,
    form,
    drawing,
    steps: LISTS[list],
  };
}

/** The form, the drawing and the list as the live step editor holds them. */
function editorFacets(context: StepEditorContext): Pick<Observation, 'form' | 'drawing' | 'steps'> {
  const { step, steps, currentIndex } = context;
  const form: FormFacet =
    currentIndex === 0 && step === steps[0]
      ? 'listed'
      : currentIndex === -1 && !hasStepData(step)
        ? 'none'
        : 'edited';
  const onFrame = step.annotations.filter((a) => a.frameTimestampMs === frame.timestampMs);
  const drawing: DrawingFacet = onFrame.some((a) => a.frameImagePath === null)
    ? 'waiting'
    : onFrame.some((a) => a.frameImagePath === STORED_FRAME_PATH)
      ? 'stored'
      : context.frame
        ? 'frame'
        : 'none';
  return { form, drawing, steps: steps.map((item) => item.id) };
}

/** The clock of the test (fake timers): advancing it also lets settled promises run. */
export interface Clock {
  advance(ms: number): Promise<void>;
}

/** Collects the state nodes entered and the transitions taken by the live parents of many walks. */
export class ParentCoverage {
  private readonly entered = new Set<string>();
  private readonly taken = new Set<string>();
  /** The labels of each provided copy of the machine, by transition definition. */
  private readonly labels = new WeakMap<object, Map<unknown, string>>();

  enter(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes as AnyStateNode[]) this.entered.add(node.id);
  }

  take(machine: typeof authoringMachine, transitions: readonly unknown[]): void {
    let labels = this.labels.get(machine);
    if (!labels) {
      labels = new Map(allTransitions(machine).map((t) => [t.definition as unknown, t.label]));
      this.labels.set(machine, labels);
    }
    for (const transition of transitions) {
      const label = labels.get(transition);
      if (label) this.taken.add(label);
    }
  }

  /** What of `authoringMachine` no walk reached (as `coverageOf` reports it). */
  missing(): Coverage {
    return {
      missingStates: allStateNodes(authoringMachine)
        .map((node) => node.id)
        .filter((id) => !this.entered.has(id)),
      missingTransitions: allTransitions(authoringMachine)
        .map((transition) => transition.label)
        .filter((label) => !this.taken.has(label)),
    };
  }
}

interface LiveSystem {
  actor: AnyActorRef;
  effects: StepEffects;
  /** Resolves the save on its way as stored. */
  settleSave(): void;
}

/**
 * Starts the real authoring system (only the autosave's `saveDraft` is the test's: it counts its
 * calls and resolves when the model says so) and counts, through the inspection API, what the
 * parent sends its children and the states it passes through.
 */
function startSystem(start: StartEvent['type'], coverage: ParentCoverage | undefined): LiveSystem {
  const { opening, autosaveEnabled } = STARTS[start];
  const pending: Array<{ input: AutosaveRequest; resolve: (result: AutosaveResult) => void }> = [];
  const effects = noEffects([]);
  const saveDraft = fromPromise<AutosaveResult, AutosaveRequest>(
    ({ input }) =>
      new Promise((resolve) => {
        effects.savesStarted += 1;
        pending.push({ input, resolve });
      }),
  );
  const machine = authoringMachine.provide({
    actors: { autosave: autosaveMachine.provide({ actors: { saveDraft } }) },
  });
  const actor = createActor(machine, {
    input: {
      editor: { steps: [cutStep, sandStep] },
      opening: opening ? { type: 'step.select', index: 0 } : null,
      autosave: { revision: 1, fingerprint: null },
      autosaveEnabled,
      finalize: { projectId: 'p1', projectName: 'Bookshelf', userId: 'uid-ada' },
    },
    inspect: (inspection) => {
      const rootId = inspection.rootId;
      if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === rootId) {
        const snapshot = inspection.snapshot as AnyMachineSnapshot;
        const value = stateValueText(snapshot.value);
        if (effects.parent.at(-1) !== value) effects.parent.push(value);
        coverage?.enter(snapshot);
        coverage?.take(machine, inspection._transitions);
      }
      if (inspection.type === '@xstate.event' && inspection.sourceRef?.sessionId === rootId) {
        const to = (inspection.actorRef as AnyActorRef).id;
        const type = inspection.event.type;
        if (to === 'autosave' && type === 'draft.changed') effects.toldAutosave += 1;
        if (to === 'autosave' && type === 'draft.flush') effects.flushedAutosave += 1;
        if (to === 'stepEditor' && type === 'frame.stored') effects.framesToEditor += 1;
        if (to === 'finalize' && type.startsWith('frame.')) effects.framesToFinalize += 1;
      }
    },
  });
  effects.parent.push(stateValueText(actor.getSnapshot().value));
  coverage?.enter(actor.getSnapshot());
  actor.start();
  return {
    actor,
    effects,
    settleSave: () => {
      const save = pending.shift();
      if (!save) throw new Error('save.settle: no save is on its way');
      const revision = save.input.baseRevision + 1;
      save.resolve({ kind: 'saved', revision, savedAt: 'now', fingerprint: `f${revision}` });
    },
  };
}

/** The parent's child `id`: as the system knows it, else as the parent holds it. */
function childOf(actor: AnyActorRef, id: 'stepEditor' | 'autosave'): AnyActorRef {
  const children = (actor.getSnapshot() as AnyMachineSnapshot).children;
  return (actor.system.get(id) ?? children[id]) as AnyActorRef;
}

function observe(live: LiveSystem): Observation {
  const { actor, effects } = live;
  const children = (actor.getSnapshot() as AnyMachineSnapshot).children;
  const known = (systemId: keyof Observation['systemIds']): boolean => {
    const child = actor.system.get(systemId) as AnyActorRef | undefined;
    return (
      child !== undefined && child === children[systemId] && child.getSnapshot().status === 'active'
    );
  };
  const editor = childOf(actor, 'stepEditor');
  const autosave = childOf(actor, 'autosave');
  return {
    ...effects,
    parent: [...effects.parent],
    systemIds: {
      stepEditor: known('stepEditor'),
      frameCapture: known('frameCapture'),
      autosave: known('autosave'),
      finalize: known('finalize'),
    },
    autosave: stateValueText(autosave.getSnapshot().value),
    ...editorFacets(editor.getSnapshot().context as StepEditorContext),
  };
}

async function perform(live: LiveSystem, event: AuthoringStimulus, clock: Clock): Promise<void> {
  const { actor } = live;
  switch (event.type) {
    case 'editor.change':
    case 'editor.selectFirst':
    case 'editor.tab':
    case 'editor.captureFrame':
    case 'editor.annotate':
    case 'editor.deleteSecond':
      childOf(actor, 'stepEditor').send(editorEvents[event.type]);
      break;
    case 'frame.uploading':
    case 'frame.unstored':
      actor.send({ type: event.type, timestampMs: frame.timestampMs });
      break;
    case 'frame.stored':
      actor.send({ type: 'frame.stored', timestampMs: frame.timestampMs, path: STORED_FRAME_PATH });
      break;
    case 'draft.flush':
      actor.send({ type: 'draft.flush' });
      break;
    case 'time.quiet':
      await clock.advance(AUTOSAVE_DEBOUNCE_MS);
      break;
    case 'save.settle':
      live.settleSave();
      break;
    default:
      throw new Error(`${event.type}: the system is already running`);
  }
  // A settled save reports on a later tick.
  await clock.advance(0);
}

export interface WalkedStep {
  /** `3 (editor.change)`. */
  step: string;
  observed: Observation;
  expected: Observation;
}

/**
 * Replays `path` on a live authoring system with the model's `TestModel.testPath`
 * (`testModelPath`): the first event starts it, each next one is sent to the step editor or the
 * parent, or advances the clock, or resolves the pending save. Returns what was observed after
 * each step next to what the model expects.
 */
export async function walkAuthoringPath(
  path: ModelPath<typeof authoringModelMachine>,
  clock: Clock,
  coverage?: ParentCoverage,
): Promise<WalkedStep[]> {
  const [first] = path.steps;
  if (!first || !(first.event.type in STARTS)) {
    throw new Error(`${path.description}: a path starts the system first`);
  }
  let live: LiveSystem | undefined;
  let before = path.initial;
  let last: { event: AuthoringStimulus; index: number } | undefined;
  const walked: WalkedStep[] = [];
  const act = async ({ event }: { event: EventObject }): Promise<void> => {
    if (event.type === 'xstate.init') return;
    const stimulus = event as AuthoringStimulus;
    last = { event: stimulus, index: (last?.index ?? 0) + 1 };
    if (!live) {
      live = startSystem(stimulus.type as StartEvent['type'], coverage);
      await clock.advance(0);
      return;
    }
    Object.assign(live.effects, noEffects([stateValueText(live.actor.getSnapshot().value)]));
    await perform(live, stimulus, clock);
  };
  try {
    await testModelPath(authoringModel, path, {
      events: eachEvent(path, act),
      states: {
        '*': (state) => {
          // Before the start event the system does not exist yet: nothing to observe.
          if (!live || !last) return;
          walked.push({
            step: `${last.index} (${last.event.type})`,
            observed: observe(live),
            expected: expectedAfter(before, last.event, state as ModelSnapshot),
          });
          before = state as ModelSnapshot;
        },
      },
    });
  } finally {
    live?.actor.stop();
  }
  return walked;
}
