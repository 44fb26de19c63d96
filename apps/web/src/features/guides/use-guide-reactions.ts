import type { GuideDetail } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guideTexts } from '@/features/guides/texts';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

type Project = GuideDetail['project'];

/**
 * Like and Save on a guide: the toggle and its count change at once (in the cached guide),
 * the server is told in the background, and a refusal puts them back with a message.
 */
export function useGuideReactions(projectId: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const key = trpc.guides.get.queryKey({ project_id: projectId });

  const patch = (change: (project: Project) => Project) =>
    queryClient.setQueryData(key, (guide) =>
      guide ? { ...guide, project: change(guide.project) } : guide,
    );
  const snapshot = () => queryClient.getQueryData(key)?.project;
  const restore = (previous: Project | undefined) => {
    if (previous) patch(() => previous);
  };

  const like = useMutation({
    mutationFn: (liked: boolean) =>
      liked
        ? client.profile.like.mutate({ project_id: projectId })
        : client.profile.unlike.mutate({ project_id: projectId }),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = snapshot();
      patch((project) => ({
        ...project,
        liked_by_me: liked,
        like_count: Math.max(0, project.like_count + (liked ? 1 : -1)),
      }));
      return { previous };
    },
    onError: (_error, _liked, context) => {
      restore(context?.previous);
      toast.error(guideTexts.player.likeFailed, { id: 'guide-like' });
    },
    onSuccess: (reply) =>
      patch((project) => ({ ...project, liked_by_me: reply.liked, like_count: reply.like_count })),
  });

  const save = useMutation({
    mutationFn: (saved: boolean) =>
      saved
        ? client.profile.save.mutate({ project_id: projectId })
        : client.profile.unsave.mutate({ project_id: projectId }),
    onMutate: async (saved) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = snapshot();
      patch((project) => ({
        ...project,
        saved_by_me: saved,
        save_count: Math.max(0, project.save_count + (saved ? 1 : -1)),
      }));
      return { previous };
    },
    onError: (_error, _saved, context) => {
      restore(context?.previous);
      toast.error(guideTexts.player.saveFailed, { id: 'guide-save' });
    },
    onSuccess: (reply) => patch((project) => ({ ...project, saved_by_me: reply.saved })),
  });

  return {
    toggleLike: (liked: boolean) => like.mutate(liked),
    toggleSave: (saved: boolean) => save.mutate(saved),
  };
}
