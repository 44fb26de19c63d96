import { messages, type Project, type ProjectFile, type Step } from '@stepwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthSession } from '@/features/auth/auth-context';
import { projectLoadError, useAuthoringProject } from '@/features/authoring/use-authoring-project';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

/** A project video as the editor uses it: its number, name and storage path. */
export interface AuthoringVideo {
  name: string;
  path: string;
}

export type AuthoringData =
  | { status: 'loading' }
  | {
      status: 'error';
      message: string;
      /** 403, 404: the spec sends the creator back to My Projects. */
      redirect: boolean;
      retry: (() => void) | null;
      retrying: boolean;
    }
  | {
      status: 'ready';
      project: Project;
      steps: Step[];
      videos: AuthoringVideo[];
      /** Set when the videos cannot be played at all (no videos, a missing URL). */
      videoProblem: string | null;
    };

const retryNetworkOnce = (count: number, error: unknown) => {
  const failure = describeApiFailure(error);
  return failure.kind === 'network' || (failure.status ?? 500) >= 500 ? count < 1 : false;
};

/**
 * The project's primary videos (GET /projects/{projectId}/files, role PRIMARY_VIDEO), in their
 * order; the project's own `UploadVideos` stand in when the file records are not there.
 */
export function authoringVideos(
  files: readonly ProjectFile[] | undefined,
  project: Project,
): { videos: AuthoringVideo[]; problem: string | null } {
  const primary = (files ?? [])
    .filter((file) => file.role === 'PRIMARY_VIDEO')
    .sort((a, b) => a.video_order - b.video_order);
  const videos =
    primary.length > 0
      ? primary.map((file) => ({ name: file.original_filename, path: file.file_key }))
      : project.UploadVideos.map((video) => ({ name: video.name, path: video.path }));
  if (videos.length === 0) return { videos, problem: messages.annotate.noVideos };
  if (videos.some((video) => !video.path)) {
    return { videos, problem: messages.annotate.primaryVideoMissing };
  }
  return { videos, problem: null };
}

/**
 * Everything the authoring screen loads before it opens (spec 8 "Annotate"): the project (403 and
 * 404 have their own texts and send the creator back), its steps and its primary videos.
 */
export function useAuthoringData(projectId: string): AuthoringData {
  const trpc = useTRPC();
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  const ref = { project_id: projectId, ...(uid ? { firebase_uid: uid } : {}) };
  const project = useAuthoringProject(projectId);
  const steps = useQuery({
    ...trpc.steps.list.queryOptions(ref),
    enabled: project.isSuccess,
    retry: retryNetworkOnce,
  });
  const files = useQuery({
    ...trpc.projects.files.queryOptions({ ...ref, role: 'PRIMARY_VIDEO' }),
    enabled: project.isSuccess,
    retry: retryNetworkOnce,
  });

  const failed = project.isError ? project : steps.isError ? steps : null;
  if (failed) {
    const message = projectLoadError(failed.error);
    const redirect = message !== messages.annotate.loadFailed;
    return {
      status: 'error',
      message,
      redirect,
      retry: redirect ? null : () => void failed.refetch(),
      retrying: failed.isFetching,
    };
  }
  if (!project.isSuccess || !steps.isSuccess || files.isPending) return { status: 'loading' };
  const { videos, problem } = authoringVideos(files.data, project.data);
  return {
    status: 'ready',
    project: project.data,
    steps: steps.data,
    videos,
    videoProblem: problem,
  };
}
