import type { FinalizeInput } from '@stepwise/contracts';
import { type FinalizeReply, finalizeMachine } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { clearStoredBuyList } from '@/features/finalize/buy-list';
import type { MyProjectsState } from '@/features/projects/project-lists';
import { describeApiFailure, type TrpcClient, useTRPCClient } from '@/lib/trpc';
import { useMachineActor } from '@/lib/use-machine';

const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The `detail` a failed call carried: validation entries kept as an array, else the text. */
function detailOf(error: unknown, fallback: string | undefined): unknown {
  const data =
    typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const detail =
    typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  return Array.isArray(detail) ? detail : fallback;
}

/**
 * POST /upload_steps through tRPC `finalize.submit`, read the way the machine expects a reply: a
 * refusal becomes `{ ok: false, status, body: { detail } }`; a request that got no answer throws
 * ('Error finalizing project: ...').
 */
export async function submitFinalize(
  client: TrpcClient,
  payload: FinalizeInput,
): Promise<FinalizeReply> {
  try {
    const body = await client.finalize.submit.mutate(payload);
    return { ok: true, status: 200, statusText: 'OK', body };
  } catch (error) {
    const failure = describeApiFailure(error);
    if (failure.kind === 'network') throw error;
    const status = failure.status ?? 500;
    const detail = detailOf(error, failure.detail);
    return {
      ok: false,
      status,
      statusText: STATUS_TEXTS[status] ?? '',
      body: detail === undefined ? {} : { detail },
    };
  }
}

export interface FinishProjectOptions {
  projectId: string;
  projectName: string | null;
  userId: string;
  onFinished?: (() => void) | undefined;
}

export type FinishPhase = 'ready' | 'submitting' | 'failed' | 'succeeded';

/**
 * 'Finish Project' on the finalize machine: the app provides the tRPC call, clearing the local
 * buy list, and navigation (react-router) to the project's card on My Projects 2 s after success. `onFinished` runs once on success.
 */
export function useFinishProject({
  projectId,
  projectName,
  userId,
  onFinished,
}: FinishProjectOptions) {
  const client = useTRPCClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const actor = useMachineActor(
    finalizeMachine.provide({
      actors: {
        submitFinalize: fromPromise<FinalizeReply, FinalizeInput>(({ input }) =>
          submitFinalize(client, input),
        ),
      },
      actions: {
        clearLocalBuyList: (_, params) => clearStoredBuyList(params.projectId),
        // My Projects opens on the tab that holds the project, its card highlighted.
        navigate: (_, params) => {
          const state: MyProjectsState = { highlight: { projectId, reason: 'finished' } };
          void navigateRef.current(params.to, { state });
        },
      },
    }),
    { input: { projectId, projectName, userId } },
  );

  const phase = useSelector(actor, (snapshot): FinishPhase => {
    if (snapshot.matches('succeeded')) return 'succeeded';
    if (snapshot.hasTag('busy')) return 'submitting';
    if (snapshot.matches({ ready: 'failed' })) return 'failed';
    return 'ready';
  });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  useEffect(() => {
    if (phase === 'succeeded') onFinishedRef.current?.();
  }, [phase]);

  const finish = useCallback(
    (submission: {
      steps: FinalizeInput['steps'];
      buyList: NonNullable<FinalizeInput['buy_list']>;
      thumbnailPath: string | null;
    }) => actor.send({ type: 'finalize.submit', ...submission }),
    [actor],
  );
  const retry = useCallback(() => actor.send({ type: 'finalize.retry' }), [actor]);

  return { phase, error, finish, retry };
}
