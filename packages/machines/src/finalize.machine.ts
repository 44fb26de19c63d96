import {
  errorDetailText,
  FINALIZE_REDIRECT_DELAY_MS,
  type FinalizeInput,
  finalizeInputSchema,
  formatValidationIssues,
  messages,
  REDIRECTS,
  toValidationIssues,
  validateFinishProject,
} from '@stepwise/contracts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { delayActor } from './shared/actors';

/**
 * Finalize (spec 3 "Finalize payload", 4 "Finalize" and "Buy list", 5 "Finish project",
 * 8 "Finalize"): check the steps, build the payload, submit it through the app's
 * `submitFinalize` actor, and on success clear the local buy list and go to My Projects 2 s later.
 */

/** Every JavaScript runtime (browser, Node) has it; the ES library types alone do not declare it. */
declare const setTimeout: (handler: () => void, ms: number) => unknown;

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

/** The reply of POST /upload_steps as the app read it: status line and JSON body (if any). */
export interface FinalizeReply {
  ok: boolean;
  status: number;
  statusText: string;
  body: unknown;
}

export type FinalizeEvent =
  | ({ type: 'finalize.submit' } & FinalizeSubmission)
  | { type: 'finalize.retry' };

export interface FinalizeContext extends FinalizeProject {
  /** The last payload that passed the checks (what `finalize.retry` sends again). */
  payload: FinalizeInput | null;
  /** The text to show: a finish-check message or a failure. */
  error: string | null;
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

/** A non-OK reply: 'Finalization failed: ' + its detail, validation entries or status line. */
export function replyFailureText(reply: FinalizeReply): string {
  return messages.finalize.failed(errorDetailText(reply.body, reply.status, reply.statusText));
}

/** The request itself failed (network, unreadable reply): 'Error finalizing project: ...'. */
export function thrownFailureText(error: unknown): string {
  return messages.finalize.error(error instanceof Error ? error.message : String(error));
}

const checkOf = ({ context, event }: { context: FinalizeContext; event: FinalizeEvent }) => {
  assertEvent(event, 'finalize.submit');
  return checkFinalize(context, event);
};

const replyParams = ({ event }: { event: { output: FinalizeReply } }) => ({ reply: event.output });
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const payloadInput = ({ context }: { context: FinalizeContext }) => context.payload!;
const redirectDelay = () => ({ ms: FINALIZE_REDIRECT_DELAY_MS });
const projectParams = ({ context }: { context: FinalizeContext }) => ({
  projectId: context.projectId,
});
const redirectParams = () => ({ to: REDIRECTS.afterFinalize });

export const finalizeMachine = setup({
  types: {
    context: {} as FinalizeContext,
    events: {} as FinalizeEvent,
    input: {} as FinalizeProject,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /upload_steps (provided by the app); resolves with the reply, rejects when it fails. */
    submitFinalize: fromPromise<FinalizeReply, FinalizeInput>(async () => {
      throw new Error('submitFinalize is provided by the app');
    }),
    /** The 2 s before the redirect; the app may provide its own timer. */
    delay: delayActor,
  },
  guards: {
    isFinishable: (args) => checkOf(args).ok,
    isReplyOk: (_, params: { reply: FinalizeReply }) => params.reply.ok,
  },
  actions: {
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
    storeReplyFailure: assign((_, params: { reply: FinalizeReply }) => ({
      error: replyFailureText(params.reply),
    })),
    storeThrownFailure: assign((_, params: { error: unknown }) => ({
      error: thrownFailureText(params.error),
    })),
    clearError: assign({ error: null }),
    /** Removes the project's buy list from local storage (provided by the app). */
    clearLocalBuyList: (_, _params: { projectId: string }) => {},
    /** Goes to `params.to` (provided by the app). */
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'finalize',
  description:
    "Checks the project's steps, submits the finalize payload, then clears the local buy list and redirects to My Projects after 2 seconds.",
  context: ({ input }) => ({ ...input, payload: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'finalize.submit': [
          { guard: 'isFinishable', target: 'submitting', actions: 'storePayload' },
          { target: '.invalid', actions: 'storeCheckFailure' },
        ],
      },
      states: {
        idle: {},
        invalid: {},
        failed: { on: { 'finalize.retry': '#finalize.submitting' } },
      },
    },
    submitting: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'submitFinalize',
        src: 'submitFinalize',
        input: payloadInput,
        onDone: [
          { guard: { type: 'isReplyOk', params: replyParams }, target: 'succeeded' },
          {
            target: 'ready.failed',
            actions: { type: 'storeReplyFailure', params: replyParams },
          },
        ],
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeThrownFailure', params: errorParams },
        },
      },
    },
    succeeded: {
      entry: { type: 'clearLocalBuyList', params: projectParams },
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
