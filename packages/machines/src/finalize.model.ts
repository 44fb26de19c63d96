import type { FinalizeInput } from '@stepwise/contracts';
import {
  defaultSerializeState,
  doneEvent,
  errorEvent,
  type MachineModel,
  type ModelEvent,
  pendingActor,
} from '../test/model';
import { type FinalizeFailure, type FinalizeSubmission, finalizeMachine } from './finalize.machine';

/** The finalize machine with test actors: the request and the redirect end when a path says. */
export const finalizeTestMachine = finalizeMachine.provide({
  actors: {
    submitFinalize: pendingActor<unknown, FinalizeInput>(),
    prepareSubmission: pendingActor<FinalizeSubmission, void>(),
    autosaveSettled: pendingActor<void, void>(),
    delay: pendingActor<void, { ms: number }>(),
  },
});

const step = (order: number, name: string, description: string) => ({
  name,
  description,
  video_start_time_ms: order * 10_000,
  video_end_time_ms: order * 10_000 + 5_000,
  step_order: order,
});

/** Submissions that reach each branch of the finish checks. */
export const submissions = {
  valid: {
    steps: [step(0, 'Cut the board', 'Saw along the marked line.')],
    buyList: [{ name: 'Wood glue', quantity: 1 }],
    thumbnailPath: null,
  },
  noSteps: { steps: [], buyList: [], thumbnailPath: null },
  unnamedStep: {
    steps: [step(0, 'Cut the board', 'Saw along the line.'), step(1, ' ', 'Sand the edges.')],
    buyList: [],
    thumbnailPath: null,
  },
  endBeforeStart: {
    steps: [{ ...step(0, 'Cut', 'Saw.'), video_end_time_ms: 0 }],
    buyList: [],
    thumbnailPath: null,
  },
} satisfies Record<string, FinalizeSubmission>;

/** How POST /upload_steps can end: finished, or each kind of failure. */
export const replies = {
  created: { message: 'Project finalized' },
} as const;
export const failures = {
  forbidden: { kind: 'refused', status: 403, detail: 'Not your project' },
  unprocessable: {
    kind: 'refused',
    status: 422,
    detail: [{ loc: ['body', 'steps', 0, 'name'], msg: 'Field required' }],
  },
  badGateway: { kind: 'refused', status: 502 },
  offline: { kind: 'unreachable', message: 'Failed to fetch' },
} satisfies Record<string, FinalizeFailure>;

export const finalizeInput = {
  projectId: '3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60',
  projectName: 'Birdhouse',
  userId: 'creator-uid',
};

const FRAME_MS = 2_500;
const FRAME_PATH = `users/creator-uid/${'3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60'}/annotation_frames/frame_2500.jpg`;

type FinalizeModelEvent = ModelEvent<typeof finalizeTestMachine>;

const finishEvents: FinalizeModelEvent[] = [
  { type: 'finalize.submit' },
  doneEvent('prepareSubmission', submissions.valid),
  doneEvent('prepareSubmission', submissions.noSteps),
  doneEvent('prepareSubmission', submissions.endBeforeStart),
  errorEvent('prepareSubmission', new Error('The editor closed.')),
  { type: 'finalize.retry' },
  doneEvent('autosaveSettled', undefined),
  doneEvent('submitFinalize', replies.created),
  errorEvent('submitFinalize', failures.forbidden),
  errorEvent('submitFinalize', failures.offline),
  doneEvent('delay', undefined),
];

/**
 * One frame upload at a time: it starts when none runs, and ends stored or not stored (a second
 * upload at once would only count higher: the same states, one more event to end them).
 */
function frameEvents(uploading: number): FinalizeModelEvent[] {
  if (uploading === 0) return [{ type: 'frame.uploading', timestampMs: FRAME_MS }];
  return [
    { type: 'frame.stored', timestampMs: FRAME_MS, path: FRAME_PATH },
    { type: 'frame.unstored', timestampMs: FRAME_MS },
  ];
}

export const finalizeModel: MachineModel<typeof finalizeTestMachine> = {
  name: 'finalize',
  machine: finalizeTestMachine,
  input: finalizeInput,
  events: (snapshot) => [...finishEvents, ...frameEvents(snapshot.context.framesUploading)],
  // Whether a frame is uploading decides where Finish goes (`preparing.frames` or on).
  serializeState: (snapshot) =>
    `${defaultSerializeState(snapshot)} uploading:${snapshot.context.framesUploading > 0}`,
};
