import { PROFILE_RECENT_LIMIT, PROFILE_SEARCH_HISTORY_LIMIT } from '@stepwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * Spec 7: the profile page fires eight reads in parallel (profile, projects, tools, materials,
 * liked, saved, comments, search history). Each is tried once; a failed one is skipped silently
 * (its data stays undefined and its section shows its empty text). Only the profile itself decides
 * between the page and 'Failed to load profile data'.
 */
export function useProfileData(uid: string) {
  const trpc = useTRPC();
  const options = { enabled: uid !== '', retry: false } as const;
  const recent = { uid, limit: PROFILE_RECENT_LIMIT };
  const terms = { uid, limit: PROFILE_SEARCH_HISTORY_LIMIT };

  const profile = useQuery({ ...trpc.users.get.queryOptions({ uid }), ...options });
  const projects = useQuery({ ...trpc.projects.list.queryOptions({ uid }), ...options });
  const tools = useQuery({ ...trpc.repository.list.queryOptions({ kind: 'tools' }), ...options });
  const materials = useQuery({
    ...trpc.repository.list.queryOptions({ kind: 'materials' }),
    ...options,
  });
  const liked = useQuery({ ...trpc.profile.likedProjects.queryOptions(recent), ...options });
  const saved = useQuery({ ...trpc.profile.savedProjects.queryOptions(recent), ...options });
  const comments = useQuery({ ...trpc.profile.comments.queryOptions(recent), ...options });
  const searchHistory = useQuery({ ...trpc.profile.searchHistory.queryOptions(terms), ...options });

  const reads = [profile, projects, tools, materials, liked, saved, comments, searchHistory];
  return {
    profile,
    /** True until every read has answered (or failed). */
    loading: reads.some((read) => read.isPending && read.fetchStatus !== 'idle'),
    /** True while any read is on its way (a retry, a refresh). */
    fetching: reads.some((read) => read.isFetching),
    /** Tries every read again (after 'Failed to load profile data'). */
    retry: () => {
      for (const read of reads) void read.refetch();
    },
    projects: projects.data,
    tools: tools.data,
    materials: materials.data,
    liked: liked.data,
    saved: saved.data,
    comments: comments.data,
    searchHistory: searchHistory.data,
  };
}
