import { messages, projectIdSchema, REDIRECTS } from '@stepwise/contracts';
import { Button, ErrorBanner, LoadingState } from '@stepwise/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthSession } from '@/features/auth/auth-context';
import { AuthoringScreen } from '@/features/authoring/editor/authoring-screen';
import { useAuthoringData } from '@/features/authoring/editor/use-authoring-data';
import { Page } from '@/features/layout/page';
import type { MyProjectsState } from '@/features/projects/project-lists';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

function projectIdFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const id = (state as { projectId?: unknown }).projectId;
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * After 403, 404 and an invalid id the creator goes straight back to My Projects (spec 8), which
 * says why.
 */
function BackToMyProjects({ message }: { message: string }) {
  const state: MyProjectsState = { notice: message };
  return <Navigate to={REDIRECTS.annotateRejected} replace state={state} />;
}

/**
 * The error view (spec 2): the message and Go Back — to the project list when a project id is
 * known (no steps could be shown), otherwise one page back.
 */
function AnnotateError({
  message,
  hasProjectId,
  retry,
}: {
  message: string;
  hasProjectId: boolean;
  retry?: { run: () => void; busy: boolean } | null;
}) {
  const navigate = useNavigate();
  return (
    <Page className="max-w-2xl">
      <ErrorBanner>{message}</ErrorBanner>
      <div className="flex gap-2">
        {retry ? (
          <Button busy={retry.busy} onClick={retry.run}>
            {messages.app.retry}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => (hasProjectId ? void navigate('/my-projects') : void navigate(-1))}
        >
          {messages.app.goBack}
        </Button>
      </div>
    </Page>
  );
}

/** `/annotate/:projectId` and `/annotate`: the id comes from the route or navigation state. */
export function AnnotateRoute() {
  const params = useParams();
  const location = useLocation();
  const rawId = params.projectId ?? projectIdFrom(location.state);
  if (!rawId) {
    return <AnnotateError message={messages.annotate.projectIdMissing} hasProjectId={false} />;
  }
  const parsed = projectIdSchema.safeParse(rawId);
  if (!parsed.success) {
    return <BackToMyProjects message={messages.annotate.invalidProjectId} />;
  }
  return <AuthoringLoader key={parsed.data} projectId={parsed.data} />;
}

/** Loads the project, its steps, videos and autosaved draft, then opens the editor. */
function AuthoringLoader({ projectId }: { projectId: string }) {
  const data = useAuthoringData(projectId);
  const session = useAuthSession();
  const trpc = useTRPC();
  const draft = useQuery({
    ...trpc.drafts.get.queryOptions({ project_id: projectId }),
    enabled: data.status === 'ready',
    // The editor opens on what was stored when it opened; it autosaves from there.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (count, error) => describeApiFailure(error).kind === 'network' && count < 2,
  });

  if (data.status === 'error') {
    if (data.redirect) return <BackToMyProjects message={data.message} />;
    return (
      <AnnotateError
        message={data.message}
        hasProjectId
        retry={data.retry ? { run: data.retry, busy: data.retrying } : null}
      />
    );
  }
  if (data.status === 'loading' || draft.isPending || session.status !== 'signed-in') {
    return (
      <Page>
        <LoadingState label={messages.app.loading} />
      </Page>
    );
  }
  return (
    <AuthoringScreen
      project={data.project}
      serverSteps={data.steps}
      videos={data.videos}
      videoProblem={data.videoProblem}
      // A draft that cannot be read is not restored; the editor opens on the stored steps.
      draft={draft.isSuccess ? draft.data : null}
      draftUnavailable={draft.isError}
      userId={session.user.uid}
    />
  );
}
