import { messages, type UserProjectsResponse } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveProject, removeProject } from '@/features/projects/project-lists';
import { useTRPC } from '@/lib/trpc';

/**
 * Publish/unpublish and delete of one card. The list in the cache changes at once on success (the
 * card moves to the other tab, or leaves), then the list is fetched again.
 */
export function useProjectActions(uid: string, projectId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
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
        updateList((lists) => moveProject(lists, projectId, reply.is_published ?? !wasPublished));
        toast.success(reply.message);
      },
      onError: () => {
        toast.warning(messages.myProjects.statusUpdateFailed);
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
