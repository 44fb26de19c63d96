import {
  type AiBreakdownData,
  type CreateProjectInput,
  type CreateProjectResponse,
  messages,
  type UploadedFileRecord,
} from '@stepwise/contracts';
import {
  type AnalyzeVideosInput,
  type AnnotateNavigationState,
  creationMachine,
  type DeleteProjectInput,
  type NavigateParams,
  type ProbeDurationInput,
  type UploadFileInput,
} from '@stepwise/machines';
import { useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { type Actor, fromPromise, type SnapshotFrom } from 'xstate';
import { useAuthSession } from '@/features/auth/auth-context';
import {
  type AiStatus,
  analyzeVideos,
  type BreakdownApi,
} from '@/features/creation/analyze-videos';
import { withReason } from '@/features/creation/api-errors';
import { writeAnnotateHandoff } from '@/features/creation/handoff';
import { type CreationQueue, PageUploads } from '@/features/creation/page-uploads';
import { probeVideoDuration } from '@/features/creation/probe-duration';
import { fileOf } from '@/features/creation/selected-file';
import { Store } from '@/features/creation/store';
import { useUploadQueueInstance } from '@/features/uploads/use-upload-queue';
import { describeApiFailure } from '@/lib/api-failure';
import { type TrpcClient, useTRPCClient } from '@/lib/trpc';
import { useMachineActor } from '@/lib/use-machine';

/** The browser side effects the page performs; tests replace the ones jsdom cannot do. */
export interface CreationServices {
  /** A video's duration in seconds, read from its metadata. */
  probeDuration: (file: File, signal: AbortSignal) => Promise<number>;
  /** How often the AI breakdown's status is asked for (ms). */
  pollIntervalMs: number;
  /** Where the hand-off to the editor is kept. */
  storage: () => Storage;
  /** The machine's timers (the 5 s probe budget, the 1 s before the redirect); real by default. */
  wait?: (ms: number) => Promise<void>;
}

export const defaultCreationServices: CreationServices = {
  probeDuration: probeVideoDuration,
  pollIntervalMs: 1000,
  storage: () => globalThis.sessionStorage,
};

export type CreationActor = Actor<typeof creationMachine>;
export type CreationSnapshot = SnapshotFrom<typeof creationMachine>;

/** The page's creation machine and what it shares with the screen besides its snapshot. */
export interface CreationRuntime {
  actor: CreationActor;
  /** The files this page sent through the upload queue, for the per-file progress. */
  uploads: PageUploads;
  /** The AI analysis' per-video status, for the progress panel. */
  aiStatus: Store<AiStatus>;
}

interface Deps {
  navigate: NavigateFunction;
  client: TrpcClient;
  queue: CreationQueue;
}

/** The server's message for a failed create, else the spec's generic text (spec 8 "Create"). */
async function createProject(client: TrpcClient, input: CreateProjectInput) {
  try {
    return await client.projects.create.mutate(input);
  } catch (error) {
    const failure = describeApiFailure(error);
    const detail = failure.kind === 'rejected' ? failure.detail : undefined;
    throw new Error(detail ?? messages.create.unexpected, { cause: error });
  }
}

/** The creation machine with the app's side effects (`.provide()`), built once per page. */
function provideCreation(deps: () => Deps, services: CreationServices) {
  const uploads = new PageUploads(() => deps().queue);
  const aiStatus = new Store<AiStatus>({ kind: 'idle' });
  const api: BreakdownApi = {
    start: (input) => withReason(deps().client.media.breakdown.mutate(input)),
    status: (batchId) =>
      withReason(deps().client.media.breakdownStatus.query({ batch_id: batchId })),
    cancel: (batchId) => deps().client.media.cancelBreakdown.mutate({ batch_id: batchId }),
  };
  const { wait } = services;
  const logic = creationMachine.provide({
    actors: {
      ...(wait ? { delay: fromPromise<void, { ms: number }>(({ input }) => wait(input.ms)) } : {}),
      probeDuration: fromPromise<number, ProbeDurationInput>(({ input, signal }) =>
        services.probeDuration(fileOf(input.file), signal),
      ),
      analyzeVideos: fromPromise<AiBreakdownData, AnalyzeVideosInput>(({ input, signal }) =>
        analyzeVideos(input, {
          api,
          upload: (file) => uploads.upload(file, 'project-video', signal),
          onStatus: (status) => aiStatus.set(status),
          pollIntervalMs: services.pollIntervalMs,
          signal,
        }),
      ),
      uploadFile: fromPromise<UploadedFileRecord, UploadFileInput>(({ input, signal }) =>
        uploads.upload(fileOf(input.file), input.purpose, signal),
      ),
      createProject: fromPromise<CreateProjectResponse, CreateProjectInput>(({ input }) =>
        createProject(deps().client, input),
      ),
      deleteProject: fromPromise<void, DeleteProjectInput>(async ({ input }) => {
        await deps().client.projects.delete.mutate({
          project_id: input.projectId,
          ...(input.uid ? { firebase_uid: input.uid } : {}),
        });
      }),
      prepareAnnotate: fromPromise<void, AnnotateNavigationState>(async ({ input }) =>
        writeAnnotateHandoff(input, services.storage()),
      ),
    },
    actions: {
      // Actions run inside the transition: navigate once the machine has settled, so the leave
      // guard already sees the new state (and does not hold the machine's own redirect).
      navigate: (_, params: NavigateParams) => {
        queueMicrotask(() => void deps().navigate(params.to, { state: params.state }));
      },
    },
  });
  return { logic, uploads, aiStatus };
}

/** Starts the page's creation machine for the signed-in user. */
export function useCreationRuntime(services: Partial<CreationServices> = {}): CreationRuntime {
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const current: Deps = {
    navigate: useNavigate(),
    client: useTRPCClient(),
    queue: useUploadQueueInstance(),
  };
  // The side effects run later (after a click, a poll): they use the latest router and clients.
  const deps = useRef(current);
  deps.current = current;
  const [provided] = useState(() =>
    provideCreation(() => deps.current, { ...defaultCreationServices, ...services }),
  );
  const actor = useMachineActor(provided.logic, { input: { uid } });
  return { actor, uploads: provided.uploads, aiStatus: provided.aiStatus };
}
