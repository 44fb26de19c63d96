import {
  errorDetailText,
  FINALIZE_REDIRECT_DELAY_MS,
  type FinalizeInput,
  finalizeInputSchema,
  formatValidationIssues,
  HTTP_STATUS_TEXTS,
  messages,
  REDIRECTS,
  toValidationIssues,
  validateFinishProject,
} from '@stepwise/contracts';
import { type AnyActorRef, assign, fromPromise, setup } from 'xstate';
import type { AutosaveEvent } from './autosave.machine';
import { delayActor, notProvided } from './shared/actors';

/**
 * Finalize (spec 3 "Finalize payload", 4 "Finalize" and "Buy list", 5 "Finish project",
 * 8 "Finalize"): wait until no captured frame is still uploading (the authoring system tells it of
 * each upload's start and end), read what Finish sends through the app's `prepareSubmission`, check
 * the steps, build the payload, submit it through the app's `submitFinalize` actor, and on success
 * clear the local buy list, tell the app (`finished`) and go to My Projects 2 s later.
 *
 * The server removes the autosaved draft with the finish, so a draft save reaching it during or
 * after the finish would be refused (409 Conflict, on a revision that is gone). The system's
 * `autosave`, when there is one, is told `draft.hold` as Finish starts (it starts no save), the
 * request waits in `settling` until a save already on its way is answered (the autosave's `saving`
 * tag), a failed or refused Finish tells it `draft.release` (what changed meanwhile is saved), and
 * a successful one `draft.cleared` (it saves nothing more).
 */

/** Every JavaScript runtime (browser, Node) has it; the ES library types alone do not declare it. */
declare const setTimeout: (handler: () => void, ms: number) => unknown;

/**
 * Resolves once the system's autosave has no save on its way (at once when it has none, or when
 * there is no autosave): the default of finalize's `autosaveSettled`.
 */
export const autosaveSettledActor = fromPromise<void, void>(
  ({ system }) =>
    new Promise<void>((resolve) => {
      const autosave = system.get('autosave') as AnyActorRef | undefined;
      const isSaving = () => autosave?.getSnapshot().hasTag('saving') === true;
      if (!isSaving()) return resolve();
      const subscription = autosave!.subscribe({
        next: () => {
          if (isSaving()) return;
          subscription.unsubscribe();
          resolve();
        },
        error: () => resolve(),
        complete: () => resolve(),
      });
    }),
);

/** The project being finished (the actor's input). */
export interface FinalizeProject {
  projectId: string;
  projectName: string | null;
  userId: string;
}

/** What 'Finish Project' sends: the project's current steps, buy list and thumbnail. */
export interface FinalizeSubmission {
  steps: FinalizeInput['steps'];
  buyList: NonNullable<FinalizeInput['buy_list']>;
  thumbnailPath: string | null;
}

/**
 * Why POST /upload_steps failed, as the app's `submitFinalize` actor rejects: the server refused
 * it (its status and `detail`: text or validation entries), or no answer came (`message`). The
 * machine turns it into the text to show, once (`finalizeFailureText`).
 */
export type FinalizeFailure =
  | { kind: 'refused'; status: number; detail?: unknown }
  | { kind: 'unreachable'; message: string };

function isFinalizeFailure(error: unknown): error is FinalizeFailure {
  if (typeof error !== 'object' || error === null) return false;
  const { kind } = error as { kind?: unknown };
  return kind === 'refused' || kind === 'unreachable';
}

/**
 * The text of a failed finish (spec 8 "Finalize"): a refusal reads 'Finalization failed: ' + its
 * detail, validation entries or status line; a request without an answer (or anything thrown)
 * reads 'Error finalizing project: ' + its message.
 */
export function finalizeFailureText(error: unknown): string {
  if (isFinalizeFailure(error)) {
    if (error.kind === 'unreachable') return messages.finalize.error(error.message);
    const body = error.detail === undefined ? {} : { detail: error.detail };
    const statusText = HTTP_STATUS_TEXTS[error.status] ?? '';
    return messages.finalize.failed(errorDetailText(body, error.status, statusText));
  }
  return messages.finalize.error(error instanceof Error ? error.message : String(error));
}

/**
 * A captured frame's upload, as the authoring system passes it on: it started (`frame.uploading`,
 * sent as the frame is captured), it stored the frame at `path` (`frame.stored`), or it ended
 * without storing it, failed or replaced by a recapture (`frame.unstored`). Each capture sends one
 * `frame.uploading` and then one of the other two.
 */
export type FrameUploadEvent =
  | { type: 'frame.uploading'; timestampMs: number }
  | { type: 'frame.stored'; timestampMs: number; path: string }
  | { type: 'frame.unstored'; timestampMs: number };

/**
 * `finalize.submit`: Finish was pressed. The machine then waits in `preparing.frames` until no
 * frame upload is running, and in `preparing.reading` for the app's `prepareSubmission` (the steps
 * read with their stored paths).
 */
export type FinalizeEvent =
  | { type: 'finalize.submit' }
  | { type: 'finalize.retry' }
  | FrameUploadEvent;

export interface FinalizeContext extends FinalizeProject {
  /** The last payload that passed the checks (what `finalize.retry` sends again). */
  payload: FinalizeInput | null;
  /** The text to show: a finish-check message or a failure. */
  error: string | null;
  /** Captured frames whose upload has started and not ended (Finish waits for them). */
  framesUploading: number;
}

export type FinalizeCheck = { ok: true; payload: FinalizeInput } | { ok: false; error: string };

/**
 * The finish checks of spec 5 in order (at least one step; each step named and described), then
 * the payload of spec 3 with `auto_generate_buy_list: false`, validated by `finalizeInputSchema`
 * (its issues read 'Finalization failed: Validation errors: {loc}: {msg}', as the server's would).
 */
export function checkFinalize(
  project: FinalizeProject,
  submission: FinalizeSubmission,
): FinalizeCheck {
  const reason = validateFinishProject(submission.steps);
  if (reason) return { ok: false, error: reason };
  const payload: FinalizeInput = {
    project_id: project.projectId,
    project_name: project.projectName,
    user_id: project.userId,
    steps: submission.steps,
    buy_list: submission.buyList,
    thumbnail_path: submission.thumbnailPath,
    auto_generate_buy_list: false,
  };
  const parsed = finalizeInputSchema.safeParse(payload);
  if (parsed.success) return { ok: true, payload };
  const issues = formatValidationIssues(toValidationIssues(parsed.error.issues));
  return { ok: false, error: messages.finalize.failed(issues) };
}

type PreparedArgs = { context: FinalizeContext; event: { output: FinalizeSubmission } };
const checkOf = (args: unknown) => {
  const { context, event } = args as PreparedArgs;
  return checkFinalize(context, event.output);
};

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const payloadInput = ({ context }: { context: FinalizeContext }) => context.payload!;
const redirectDelay = () => ({ ms: FINALIZE_REDIRECT_DELAY_MS });
const projectParams = ({ context }: { context: FinalizeContext }) => ({
  projectId: context.projectId,
});
const redirectParams = () => ({ to: REDIRECTS.afterFinalize });
const holdDraft = { type: 'tellAutosave', params: { type: 'draft.hold' } } as const;
const releaseDraft = { type: 'tellAutosave', params: { type: 'draft.release' } } as const;
const draftCleared = { type: 'tellAutosave', params: { type: 'draft.cleared' } } as const;

export const finalizeMachine = setup({
  types: {
    context: {} as FinalizeContext,
    events: {} as FinalizeEvent,
    input: {} as FinalizeProject,
    tags: {} as 'busy' | 'waitingForFrames',
  },
  actors: {
    /**
     * POST /upload_steps (provided by the app): resolves when the project is finished, rejects
     * with a `FinalizeFailure` when it is not.
     */
    submitFinalize: notProvided<unknown, FinalizeInput>('submitFinalize'),
    /**
     * What Finish sends (provided by the app): resolves once every captured frame is stored, with
     * the steps as they are then, the buy list and the thumbnail.
     */
    prepareSubmission: notProvided<FinalizeSubmission, void>('prepareSubmission'),
    /** Until the system's autosave has no save on its way (it starts none once held). */
    autosaveSettled: autosaveSettledActor,
    /** The 2 s before the redirect; the app may provide its own timer. */
    delay: delayActor,
  },
  guards: {
    isFinishable: (args) => checkOf(args).ok,
    areFramesStored: ({ context }) => context.framesUploading === 0,
  },
  actions: {
    countUploadStarted: assign({ framesUploading: ({ context }) => context.framesUploading + 1 }),
    countUploadEnded: assign({
      framesUploading: ({ context }) => Math.max(0, context.framesUploading - 1),
    }),
    storePayload: assign({
      payload: (args) => {
        const check = checkOf(args);
        return check.ok ? check.payload : null;
      },
    }),
    storeCheckFailure: assign({
      error: (args) => {
        const check = checkOf(args);
        return check.ok ? null : check.error;
      },
    }),
    storeFailure: assign((_, params: { error: unknown }) => ({
      error: finalizeFailureText(params.error),
    })),
    clearError: assign({ error: null }),
    /** Removes the project's buy list from local storage (provided by the app). */
    clearLocalBuyList: (_, _params: { projectId: string }) => {},
    /** The project is stored: nothing of the authoring screen is at stake (provided by the app). */
    finished: () => {},
    /**
     * Tells the authoring system's autosave (when it runs) that Finish started (`draft.hold`),
     * did not finish (`draft.release`) or removed the draft (`draft.cleared`).
     */
    tellAutosave: ({ system }, params: AutosaveEvent) => {
      const autosave = system.get('autosave') as AnyActorRef | undefined;
      autosave?.send(params);
    },
    /** Goes to `params.to` (provided by the app). */
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'finalize',
  description:
    "Waits until no captured frame is still uploading, checks the project's steps, waits for a draft save on its way (the autosave starts none meanwhile), submits the finalize payload, then clears the local buy list and redirects to My Projects after 2 seconds.",
  context: ({ input }) => ({ ...input, payload: null, error: null, framesUploading: 0 }),
  initial: 'ready',
  on: {
    'frame.uploading': { actions: 'countUploadStarted' },
    'frame.stored': { actions: 'countUploadEnded' },
    'frame.unstored': { actions: 'countUploadEnded' },
  },
  states: {
    ready: {
      initial: 'idle',
      on: {
        'finalize.submit': 'preparing',
      },
      states: {
        idle: {},
        invalid: { entry: releaseDraft },
        failed: { entry: releaseDraft, on: { 'finalize.retry': '#finalize.settling' } },
      },
    },
    /** Finish waits here until no frame upload is running, then until the steps are read. */
    preparing: {
      tags: 'busy',
      entry: ['clearError', holdDraft],
      initial: 'frames',
      states: {
        /** A frame captured before Finish is still uploading: its path is not known yet. */
        frames: {
          tags: 'waitingForFrames',
          always: { guard: 'areFramesStored', target: 'reading' },
        },
        reading: {
          invoke: {
            id: 'prepareSubmission',
            src: 'prepareSubmission',
            onDone: [
              { guard: 'isFinishable', target: '#finalize.settling', actions: 'storePayload' },
              { target: '#finalize.ready.invalid', actions: 'storeCheckFailure' },
            ],
            onError: {
              target: '#finalize.ready.invalid',
              actions: { type: 'storeFailure', params: errorParams },
            },
          },
        },
      },
    },
    /** A draft save on its way when Finish started (or Retry was pressed) is answered first. */
    settling: {
      tags: 'busy',
      entry: ['clearError', holdDraft],
      invoke: { id: 'autosaveSettled', src: 'autosaveSettled', onDone: 'submitting' },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitFinalize',
        src: 'submitFinalize',
        input: payloadInput,
        onDone: { target: 'succeeded' },
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeFailure', params: errorParams },
        },
      },
    },
    succeeded: {
      entry: [{ type: 'clearLocalBuyList', params: projectParams }, draftCleared, 'finished'],
      initial: 'redirecting',
      states: {
        redirecting: {
          invoke: {
            id: 'delay',
            src: 'delay',
            input: redirectDelay,
            onDone: { target: 'done', actions: { type: 'navigate', params: redirectParams } },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
