import type { FinalizeInput } from '@stepwise/contracts';
import { type FinalizeFailure, type FinalizeSubmission, finalizeMachine } from './finalize.machine';
import { doneEvent, errorEvent, type MachineModel, pendingActor } from './testing/model';

/** The finalize machine with test actors: the request and the redirect timer never settle. */
export const finalizeTestMachine = finalizeMachine.provide({
  actors: {
    submitFinalize: pendingActor<unknown, FinalizeInput>(),
    prepareSubmission: pendingActor<FinalizeSubmission, void>(),
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

export const finalizeModel: MachineModel<typeof finalizeTestMachine> = {
  name: 'finalize',
  machine: finalizeTestMachine,
  input: finalizeInput,
  events: [
    { type: 'finalize.submit' },
    doneEvent('prepareSubmission', submissions.valid),
    doneEvent('prepareSubmission', submissions.noSteps),
    doneEvent('prepareSubmission', submissions.endBeforeStart),
    errorEvent('prepareSubmission', new Error('The editor closed.')),
    { type: 'finalize.retry' },
    doneEvent('submitFinalize', replies.created),
    errorEvent('submitFinalize', failures.forbidden),
    errorEvent('submitFinalize', failures.offline),
    doneEvent('delay', undefined),
  ],
};
