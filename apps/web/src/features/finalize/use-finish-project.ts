import type { FinalizeInput } from '@stepwise/contracts';
import { type FinalizeFailure, type FinalizeSubmission, finalizeMachine } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { clearStoredBuyList } from '@/features/finalize/buy-list';
import type { MyProjectsState } from '@/features/projects/project-lists';
import { describeApiFailure, type TrpcClient, useTRPCClient } from '@/lib/trpc';
import { useMachineActor } from '@/lib/use-machine';

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

export interface FinishProjectOptions {
  projectId: string;
  projectName: string | null;
  userId: string;
  onFinished?: (() => void) | undefined;
  /**
   * What Finish sends, read when it is pressed: resolves once every captured frame is stored
   * (the machine waits in `preparing` meanwhile).
   */
  prepare: () => Promise<FinalizeSubmission>;
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
  prepare,
}: FinishProjectOptions) {
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  const client = useTRPCClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const actor = useMachineActor(
    finalizeMachine.provide({
      actors: {
        submitFinalize: fromPromise<unknown, FinalizeInput>(({ input }) =>
          submitFinalize(client, input),
        ),
        prepareSubmission: fromPromise<FinalizeSubmission, void>(() => prepareRef.current()),
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

  const finish = useCallback(() => actor.send({ type: 'finalize.submit' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'finalize.retry' }), [actor]);

  return { phase, error, finish, retry };
}
