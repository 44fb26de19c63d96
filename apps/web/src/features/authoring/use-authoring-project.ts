import { messages } from '@stepwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthSession } from '@/features/auth/auth-context';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

/** The spec 8 "Annotate" text for a project that could not be loaded. */
export function projectLoadError(error: unknown): string {
  const failure = describeApiFailure(error);
  if (failure.kind === 'rejected' && failure.status === 403) return messages.annotate.accessDenied;
  if (failure.kind === 'rejected' && failure.status === 404) {
    return messages.annotate.projectNotFound;
  }
  return messages.annotate.loadFailed;
}

/** The project being authored (GET /projects/{projectId}), the caller's own. */
export function useAuthoringProject(projectId: string) {
  const trpc = useTRPC();
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  return useQuery({
    ...trpc.projects.get.queryOptions({
      project_id: projectId,
      ...(uid ? { firebase_uid: uid } : {}),
    }),
    // A 403 or 404 will not change on a second try.
    retry: (count, error) => {
      const failure = describeApiFailure(error);
      return failure.kind === 'network' || (failure.status ?? 500) >= 500 ? count < 1 : false;
    },
  });
}
