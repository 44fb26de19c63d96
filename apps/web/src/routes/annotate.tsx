import { messages, projectIdSchema } from '@stepwise/contracts';
import {
  Button,
  buttonClasses,
  Card,
  EmptyState,
  ErrorBanner,
  LoadingState,
  PageHeader,
} from '@stepwise/ui';
import { Film, Video } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { AiStepsPreview } from '@/features/authoring/ai-steps-preview';
import { projectLoadError, useAuthoringProject } from '@/features/authoring/use-authoring-project';
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

  return <AuthoringProject projectId={parsed.data} stateName={projectNameFrom(location.state)} />;
}

/**
 * The project as it arrives from Create New Project or by URL: its title, videos and the steps
 * the AI breakdown proposed (from the server, so a reload or a shared link shows the same).
 */
function AuthoringProject({ projectId, stateName }: { projectId: string; stateName?: string }) {
  const project = useAuthoringProject(projectId);
  if (project.isPending) {
    return (
      <Page>
        {stateName ? <PageHeader title={messages.annotate.title(stateName)} /> : null}
        <LoadingState label={messages.app.loading} />
      </Page>
    );
  }
  if (project.isError) {
    const message = projectLoadError(project.error);
    if (message !== messages.annotate.loadFailed) return <AnnotateError message={message} />;
    return (
      <Page className="max-w-2xl">
        <ErrorBanner>{message}</ErrorBanner>
        <div>
          <Button variant="secondary" busy={project.isFetching} onClick={() => project.refetch()}>
            {messages.app.retry}
          </Button>
        </div>
      </Page>
    );
  }
  const { name, UploadVideos: videos, ai_breakdown_data: ai } = project.data;
  const aiSteps = (ai ?? []).reduce((count, entry) => count + entry.steps.length, 0);
  return (
    <Page>
      <PageHeader
        title={messages.annotate.title(name)}
        subtitle={
          aiSteps > 0
            ? `${aiSteps} AI-proposed ${aiSteps === 1 ? 'step' : 'steps'} ready to review`
            : 'Mark the steps of your videos'
        }
      />
      {videos.length === 0 ? (
        <EmptyState icon={<Film />} title={messages.annotate.noVideos} />
      ) : (
        <Card className="flex flex-col gap-2 p-4">
          <h2 className="text-sm font-semibold text-slate-700">Project videos</h2>
          <ul className="flex flex-col gap-1.5">
            {videos.map((video, index) => (
              <li key={video.path} className="flex items-center gap-2 text-sm text-slate-700">
                <Video aria-hidden="true" className="size-4 text-slate-400" />
                <span className="font-medium">Video {index + 1}</span>
                <span className="truncate text-slate-500">{video.name}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {ai && ai.length > 0 ? <AiStepsPreview entries={ai} /> : null}
    </Page>
  );
}
