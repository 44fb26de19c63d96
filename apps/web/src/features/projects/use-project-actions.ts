import { messages, type UserProjectsResponse } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useProjectMoved } from '@/features/projects/project-highlight';
import { moveProject, removeProject } from '@/features/projects/project-lists';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

/**
 * What a refused call says: the server's `detail` for a 4xx (e.g. a project without finished
 * steps cannot be published), else `fallback`.
 */
export function refusalText(error: unknown, fallback: string): string {
  const failure = describeApiFailure(error);
  const refused =
    failure.kind === 'rejected' &&
    failure.status !== undefined &&
    failure.status >= 400 &&
    failure.status < 500;
  return refused && failure.detail ? failure.detail : fallback;
}

/**
 * Publish/unpublish and delete of one card. The list in the cache changes at once on success (the
 * card moves to the other tab, and My Projects follows it there; or it leaves), then the list is
 * fetched again.
 */
export function useProjectActions(uid: string, projectId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const moved = useProjectMoved();
  const listKey = trpc.projects.list.queryKey({ uid });
  const updateList = (change: (lists: UserProjectsResponse) => UserProjectsResponse) => {
    queryClient.setQueryData(listKey, (lists) => (lists ? change(lists) : lists));
    void queryClient.invalidateQueries({ queryKey: listKey });
  };

  const toggle = useMutation(
    trpc.projects.togglePublication.mutationOptions({
      onSuccess: (reply) => {
        const wasPublished = queryClient
          .getQueryData(listKey)
          ?.published.some((p) => p.project_id === projectId);
        const published = reply.is_published ?? !wasPublished;
        updateList((lists) => moveProject(lists, projectId, published));
        moved(projectId, published);
        toast.success(reply.message);
      },
      // The card stays where it was; the toast says why when the server said.
      onError: (error) => {
        toast.warning(refusalText(error, messages.myProjects.statusUpdateFailed));
      },
    }),
  );

  const remove = useMutation(
    trpc.projects.delete.mutationOptions({
      onSuccess: () => {
        updateList((lists) => removeProject(lists, projectId));
        toast.success(messages.myProjects.deleted);
      },
      onError: () => {
        toast.warning(messages.myProjects.deleteFailed);
      },
    }),
  );

  return {
    toggle: () =>
      toggle.mutateAsync({ project_id: projectId }).then(
        () => true,
        () => false,
      ),
    toggling: toggle.isPending,
    remove: () =>
      remove.mutateAsync({ project_id: projectId }).then(
        () => true,
        () => false,
      ),
    removing: remove.isPending,
  };
}
