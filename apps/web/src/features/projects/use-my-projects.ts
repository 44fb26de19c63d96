import { messages } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/** The toast after the incomplete-project cleanup, or null when nothing was removed. */
export function cleanupToastText(deleted: number): string | null {
  return deleted > 0 ? messages.myProjects.cleanedUp(deleted) : null;
}

/**
 * Spec 4 "Automatic cleanup": each time My Projects opens, the caller's incomplete projects (no
 * steps, untouched for an hour) are removed through the api's safe procedure and a toast counts
 * them. A query rather than an effect: a remount while it runs (React's strict mode) joins the
 * running call instead of starting a second one.
 */
function useIncompleteProjectCleanup(uid: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['my-projects', 'cleanup-incomplete', uid],
    queryFn: async () => {
      const { deleted } = await client.projects.cleanupIncomplete.mutate();
      const text = cleanupToastText(deleted);
      if (text) {
        toast.success(text);
        await queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey({ uid }) });
      }
      return deleted;
    },
    enabled: uid !== '',
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * The signed-in creator's projects, fetched once the cleanup has answered (a failed cleanup does
 * not keep the list from showing).
 */
export function useMyProjects(uid: string) {
  const trpc = useTRPC();
  const cleanup = useIncompleteProjectCleanup(uid);
  const list = useQuery({
    ...trpc.projects.list.queryOptions({ uid }),
    enabled: uid !== '' && !cleanup.isPending,
  });
  return { list, cleaningUp: cleanup.isPending };
}
