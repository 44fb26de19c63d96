import { Button, ErrorBanner, LoadingState } from '@stepwise/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GuidePlayer } from '@/features/guides/guide-player';
import { guideTexts } from '@/features/guides/texts';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

const text = guideTexts.player;

/** Loads a guide and shows the player, or why it cannot (not found, not yours, offline). */
export function GuideScreen({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const guide = useQuery({
    ...trpc.guides.get.queryOptions({ project_id: projectId }),
    refetchOnWindowFocus: false,
    retry: (count, error) => describeApiFailure(error).kind === 'network' && count < 2,
  });

  if (guide.data) return <GuidePlayer key={projectId} guide={guide.data} />;
  if (guide.isPending) return <LoadingState label={text.loading} />;

  const failure = describeApiFailure(guide.error);
  const refused =
    failure.kind === 'rejected' && failure.status !== undefined && failure.status < 500;
  return (
    <div className="flex flex-col items-start gap-3">
      <ErrorBanner className="w-full">
        {refused ? (failure.detail ?? text.notFound) : text.loadFailed}
      </ErrorBanner>
      <div className="flex gap-2">
        {refused ? null : (
          <Button variant="secondary" busy={guide.isFetching} onClick={() => void guide.refetch()}>
            {guideTexts.retry}
          </Button>
        )}
        <Link
          to="/guides"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline self-center"
        >
          {text.backToGuides}
        </Link>
      </div>
    </div>
  );
}
