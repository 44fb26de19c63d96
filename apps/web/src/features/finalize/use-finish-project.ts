import type { FinalizeInput } from '@stepwise/contracts';
import { type FinalizeFailure, type FinalizeSubmission, finalizeMachine } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { clearStoredBuyList } from '@/features/finalize/buy-list';
import type { MyProjectsState } from '@/features/projects/project-lists';
import { describeApiFailure, type TrpcClient, useTRPCClient } from '@/lib/trpc';

/** The `detail` a failed call carried: validation entries kept as an array, else the text. */
function detailOf(error: unknown, fallback: string | undefined): unknown {
  const data =
    typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const detail =
    typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  return Array.isArray(detail) ? detail : fallback;
}

/**
 * POST /upload_steps through tRPC `finalize.submit`. A refusal rejects with its status and
 * `detail`, a request that got no answer with its message: the machine words both.
 */
export async function submitFinalize(client: TrpcClient, payload: FinalizeInput): Promise<unknown> {
  try {
    return await client.finalize.submit.mutate(payload);
  } catch (error) {
    const failure = describeApiFailure(error);
    const reason: FinalizeFailure =
      failure.kind === 'network'
        ? { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) }
        : {
            kind: 'refused',
            status: failure.status ?? 500,
            detail: detailOf(error, failure.detail),
          };
    throw reason;
  }
}

/**
 * Where the finalize view puts what Finish sends (the steps once every frame is stored, its buy
 * list, the thumbnail), read when Finish is pressed. The finalize actor outlives the view (it is
 * the authoring system's child), so a Finish in flight ends even after the view closed.
 */
export interface FinishPreparer {
  current: (() => Promise<FinalizeSubmission>) | null;
}

/** Shown when Finish is pressed with no finalize view to read the steps and buy list from. */
export const FINALIZE_VIEW_CLOSED = 'Open Finalize Project to finish the project.';

export type FinalizeActor = ActorRefFrom<typeof finalizeMachine>;

/**
 * The finalize machine with the app's parts: the tRPC call, clearing the local buy list, `finished`
 * (the work is stored) and navigation (react-router) to the project's card on My Projects 2 s
 * after success. It runs as the authoring system's `finalize` child; `preparer` is what the
 * finalize view fills in.
 */
export function useFinalizeLogic({
  projectId,
  onFinished,
}: {
  projectId: string;
  onFinished?: (() => void) | undefined;
}) {
  const client = useTRPCClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  const [preparer] = useState<FinishPreparer>(() => ({ current: null }));
  const [logic] = useState(() =>
    finalizeMachine.provide({
      actors: {
        submitFinalize: fromPromise<unknown, FinalizeInput>(({ input }) =>
          submitFinalize(client, input),
        ),
        prepareSubmission: fromPromise<FinalizeSubmission, void>(async () => {
          if (!preparer.current) throw new Error(FINALIZE_VIEW_CLOSED);
          return preparer.current();
        }),
      },
      actions: {
        clearLocalBuyList: (_, params) => clearStoredBuyList(params.projectId),
        finished: () => onFinishedRef.current?.(),
        // My Projects opens on the tab that holds the project, its card highlighted.
        navigate: (_, params) => {
          const state: MyProjectsState = { highlight: { projectId, reason: 'finished' } };
          void navigateRef.current(params.to, { state });
        },
      },
    }),
  );
  return { logic, preparer };
}

export type FinishPhase = 'ready' | 'submitting' | 'failed' | 'succeeded';

/**
 * 'Finish Project' on a running finalize actor: its phase, its error, whether it waits for frame
 * uploads, Finish and Retry.
 */
export function useFinishProject(actor: FinalizeActor) {
  const phase = useSelector(actor, (snapshot): FinishPhase => {
    if (snapshot.matches('succeeded')) return 'succeeded';
    if (snapshot.hasTag('busy')) return 'submitting';
    if (snapshot.matches({ ready: 'failed' })) return 'failed';
    return 'ready';
  });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  // Finish is held until the frames captured before it are stored.
  const waitingForFrames = useSelector(actor, (snapshot) => snapshot.hasTag('waitingForFrames'));
  const finish = useCallback(() => actor.send({ type: 'finalize.submit' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'finalize.retry' }), [actor]);
  return { phase, error, waitingForFrames, finish, retry };
}
