import { messages, projectIdSchema } from '@stepwise/contracts';
import { buttonClasses, EmptyState, ErrorBanner, PageHeader } from '@stepwise/ui';
import { Film } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Page } from '@/features/layout/page';

function projectNameFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const name = (state as { projectName?: unknown }).projectName;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

function projectIdFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const id = (state as { projectId?: unknown }).projectId;
  return typeof id === 'string' && id ? id : undefined;
}

function AnnotateError({ message }: { message: string }) {
  return (
    <Page className="max-w-2xl">
      <ErrorBanner>{message}</ErrorBanner>
      <div>
        <Link to="/my-projects" className={buttonClasses({ variant: 'secondary' })}>
          {messages.app.goBack}
        </Link>
      </div>
    </Page>
  );
}

/** `/annotate/:projectId` and `/annotate`: the id comes from the route or navigation state. */
export function AnnotateRoute() {
  const params = useParams();
  const location = useLocation();
  const rawId = params.projectId ?? projectIdFrom(location.state);
  if (!rawId) return <AnnotateError message={messages.annotate.projectIdMissing} />;
  const parsed = projectIdSchema.safeParse(rawId);
  if (!parsed.success) return <AnnotateError message={messages.annotate.invalidProjectId} />;

  const name = projectNameFrom(location.state) ?? 'Untitled project';
  return (
    <Page>
      <PageHeader title={messages.annotate.title(name)} />
      <EmptyState icon={<Film />} title={messages.player.noVideos} />
    </Page>
  );
}
