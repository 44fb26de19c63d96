import type { FinalizeInput } from '@stepwise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  checkFinalize,
  type FinalizeSubmission,
  finalizeFailureText,
  finalizeMachine,
} from './finalize.machine';
import { failures, finalizeInput, replies, submissions } from './finalize.model';

type Respond = (payload: FinalizeInput) => Promise<unknown>;

/**
 * A finalize actor whose request answers with `respond`; the 2 s delay is the default timer. What
 * Finish sends is `prepared()` (a submission, or a promise of one).
 */
function start(respond: Respond = async () => replies.created) {
  let prepared: () => Promise<FinalizeSubmission> = async () => submissions.valid;
  const calls = {
    submitted: [] as FinalizeInput[],
    cleared: [] as string[],
    finished: 0,
    navigated: [] as string[],
  };
  const machine = finalizeMachine.provide({
    actors: {
      submitFinalize: fromPromise<unknown, FinalizeInput>(({ input }) => {
        calls.submitted.push(input);
        return respond(input);
      }),
      prepareSubmission: fromPromise<FinalizeSubmission, void>(() => prepared()),
    },
    actions: {
      clearLocalBuyList: (_, params) => {
        calls.cleared.push(params.projectId);
      },
      finished: () => {
        calls.finished += 1;
      },
      navigate: (_, params) => {
        calls.navigated.push(params.to);
      },
    },
  });
  const actor = createActor(machine, { input: finalizeInput }).start();
  const submit = (submission: FinalizeSubmission | (() => Promise<FinalizeSubmission>)) => {
    prepared = typeof submission === 'function' ? submission : async () => submission;
    actor.send({ type: 'finalize.submit' });
  };
  return { actor, calls, submit };
}

/** An annotation on a frame whose upload ended after Finish was pressed. */
const frameAnnotation = {
  frame_timestamp_ms: 2_500,
  annotation_type: 'rectangle' as const,
  component_name: 'Hinge',
  data: { type: 'rectangle' as const, x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
  frame_image_path:
    'users/creator-uid/3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60/annotation_frames/frame_2500.jpg',
};

/** Lets settled promises deliver their results (timers stay where they are). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('finish checks (spec 5 "Finish project")', () => {
  it('needs at least one step', async () => {
    const { actor, calls, submit } = start();
    submit(submissions.noSteps);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'invalid' });
    expect(actor.getSnapshot().context.error).toBe(
      'Please add at least one step before finishing the project.',
    );
    expect(calls.submitted).toEqual([]);
  });

  it('names the first step without a name or description, counting from 1', async () => {
    const { actor, submit } = start();
    submit(submissions.unnamedStep);
    await settle();
    expect(actor.getSnapshot().context.error).toBe(
      'Step 2 is missing required name or description',
    );
    submit({ ...submissions.valid, steps: [{ ...submissions.valid.steps[0]!, description: '' }] });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(
      'Step 1 is missing required name or description',
    );
  });

  it('checks the payload against the finalize schema, worded like the server', () => {
    expect(checkFinalize(finalizeInput, submissions.endBeforeStart)).toEqual({
      ok: false,
      error:
        'Finalization failed: Validation errors: body.steps.0.video_end_time_ms: End time must be after start time.',
    });
  });
});

describe('the payload (spec 3 "Finalize payload")', () => {
  it('sends project, user, steps, buy list and thumbnail, with auto_generate_buy_list false', async () => {
    const { calls, submit } = start();
    submit({ ...submissions.valid, thumbnailPath: 'users/creator-uid/thumbnails/birdhouse.jpg' });
    await settle();
    expect(calls.submitted).toEqual([
      {
        project_id: '3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60',
        project_name: 'Birdhouse',
        user_id: 'creator-uid',
        steps: submissions.valid.steps,
        buy_list: [{ name: 'Wood glue', quantity: 1 }],
        thumbnail_path: 'users/creator-uid/thumbnails/birdhouse.jpg',
        auto_generate_buy_list: false,
      },
    ]);
  });
});

describe('preparing (issue #20: Finish waits for every frame)', () => {
  const frameStored = {
    type: 'frame.stored',
    timestampMs: frameAnnotation.frame_timestamp_ms,
    path: frameAnnotation.frame_image_path,
  } as const;

  it('waits in preparing.frames while a frame uploads, then reads and sends the steps as they are then', async () => {
    const { actor, calls, submit } = start();
    actor.send({ type: 'frame.uploading', timestampMs: 2_500 });
    let readAt = -1;
    const step = submissions.valid.steps[0]!;
    submit(async () => {
      readAt = calls.submitted.length;
      return { ...submissions.valid, steps: [{ ...step, annotations: [frameAnnotation] }] };
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ preparing: 'frames' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('waitingForFrames')).toBe(true);
    expect(readAt).toBe(-1);

    actor.send(frameStored);
    await settle();
    expect(readAt).toBe(0);
    expect(calls.submitted).toHaveLength(1);
    expect(calls.submitted[0]?.steps[0]?.annotations).toEqual([frameAnnotation]);
  });

  it('counts every upload: two running need two ends, stored or not', async () => {
    const { actor, calls, submit } = start();
    actor.send({ type: 'frame.uploading', timestampMs: 2_500 });
    actor.send({ type: 'frame.uploading', timestampMs: 2_500 });
    submit(submissions.valid);
    actor.send({ type: 'frame.unstored', timestampMs: 2_500 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ preparing: 'frames' });
    actor.send(frameStored);
    await settle();
    expect(calls.submitted).toHaveLength(1);
  });

  it('goes straight to reading when no upload runs, and an end it never heard start counts nothing', async () => {
    let read: (submission: FinalizeSubmission) => void = () => {};
    const { actor, calls, submit } = start();
    actor.send(frameStored);
    submit(() => new Promise((resolve) => (read = resolve)));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ preparing: 'reading' });
    expect(actor.getSnapshot().hasTag('waitingForFrames')).toBe(false);
    read(submissions.valid);
    await settle();
    expect(calls.submitted).toHaveLength(1);
    expect(actor.getSnapshot().context.framesUploading).toBe(0);
  });

  it('says so when the steps could not be read', async () => {
    const { actor, calls, submit } = start();
    submit(() => Promise.reject(new Error('The editor closed.')));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'invalid' });
    expect(actor.getSnapshot().context.error).toBe('Error finalizing project: The editor closed.');
    expect(calls.submitted).toEqual([]);
  });
});

describe('submitting', () => {
  it('is busy until the reply and ignores a second click', async () => {
    let answer: (reply: unknown) => void = () => {};
    const { actor, calls, submit } = start(() => new Promise((resolve) => (answer = resolve)));
    submit(submissions.valid);
    submit(submissions.valid);
    await settle();
    submit(submissions.valid);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.submitted).toHaveLength(1);
    answer(replies.created);
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('failures (spec 8 "Finalize")', () => {
  it.each([
    ['the reply detail', failures.forbidden, 'Finalization failed: Not your project'],
    [
      'a validation array',
      failures.unprocessable,
      'Finalization failed: Validation errors: body.steps.0.name: Field required',
    ],
    ['the status line', failures.badGateway, 'Finalization failed: HTTP 502: Bad Gateway'],
  ] as const)('shows %s', async (_, failure, text) => {
    const { actor, calls, submit } = start(() => Promise.reject(failure));
    submit(submissions.valid);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(calls.cleared).toEqual([]);
    expect(calls.finished).toBe(0);
  });

  it('joins several validation entries', () => {
    const body = {
      detail: [
        { loc: ['body', 'user_id'], msg: 'Field required' },
        { loc: ['body', 'steps', 1, 'step_order'], msg: 'Input should be an integer' },
      ],
    };
    expect(finalizeFailureText({ kind: 'refused', status: 422, detail: body.detail })).toBe(
      'Finalization failed: Validation errors: body.user_id: Field required; body.steps.1.step_order: Input should be an integer',
    );
  });

  it('shows a request that could not be made as "Error finalizing project: ..."', async () => {
    const { actor, submit } = start(() => Promise.reject(failures.offline));
    submit(submissions.valid);
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Error finalizing project: Failed to fetch');
    // Anything else thrown reads the same way, with its message.
    expect(finalizeFailureText(new Error('offline'))).toBe('Error finalizing project: offline');
    expect(finalizeFailureText({ kind: 'refused', status: 418 })).toBe(
      'Finalization failed: HTTP 418: ',
    );
  });

  it('retries with the same payload and clears the error while submitting', async () => {
    const answers = [() => Promise.reject(failures.badGateway), async () => replies.created];
    const { actor, calls, submit } = start(() => answers.shift()!());
    submit(submissions.valid);
    await settle();
    actor.send({ type: 'finalize.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(calls.submitted).toHaveLength(2);
    expect(calls.submitted[1]).toEqual(calls.submitted[0]);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'redirecting' });
  });
});

describe('success (spec 4 "Buy list" and "Finalize")', () => {
  it('clears the local buy list, then goes to /my-projects after 2 seconds', async () => {
    const { actor, calls, submit } = start();
    submit(submissions.valid);
    await settle();
    expect(calls.cleared).toEqual(['3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60']);
    expect(calls.finished).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'redirecting' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.navigated).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.navigated).toEqual(['/my-projects']);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'done' });
  });
});
