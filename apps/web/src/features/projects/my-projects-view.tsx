import { type MyProjectsTab, messages, ROUTES } from '@stepwise/contracts';
import { Button, ErrorBanner, LoadingState, TabPanel, Tabs, toast } from '@stepwise/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ProjectGrid } from '@/features/projects/project-grid';
import {
  ProjectHighlightContext,
  type ProjectHighlightValue,
} from '@/features/projects/project-highlight';
import {
  highlightOf,
  initialTab,
  isMyProjectsTab,
  noticeOf,
  type ProjectHighlight,
  tabOfProject,
} from '@/features/projects/project-lists';
import { projectTexts } from '@/features/projects/texts';
import { useMyProjects } from '@/features/projects/use-my-projects';

const text = messages.myProjects;

/**
 * What the navigation state asked for on arrival, read once: the tab, the card to land on, and a
 * word to say (an amber toast). The state is then dropped from the history entry, so a reload
 * does not say it again.
 */
function useLanding() {
  const location = useLocation();
  const navigate = useNavigate();
  const [landing] = useState(() => ({
    tab: initialTab(location.state),
    highlight: highlightOf(location.state),
    notice: noticeOf(location.state),
  }));
  useEffect(() => {
    if (landing.notice) toast.warning(landing.notice, { id: 'my-projects-notice' });
    if (landing.notice || landing.highlight) {
      void navigate(ROUTES.myProjects, { replace: true, state: null });
    }
  }, [landing, navigate]);
  return landing;
}

/** Cleanup, then the Published / Drafts tabs with their grids, or the loading and failure views. */
export function MyProjectsView({ uid }: { uid: string }) {
  const landing = useLanding();
  // The tab the creator picked (or a moved card took them to); until then, the landing's.
  const [picked, setPicked] = useState<MyProjectsTab | null>(null);
  const [highlight, setHighlight] = useState<ProjectHighlight | null>(landing.highlight);
  const { list } = useMyProjects(uid);

  const highlightValue = useMemo<ProjectHighlightValue>(
    () => ({
      highlight,
      moved: (projectId, published) => {
        setHighlight({ projectId, reason: published ? 'published' : 'unpublished' });
        setPicked(published ? 'published' : 'draft');
      },
    }),
    [highlight],
  );

  if (list.isError) {
    return (
      <ErrorBanner>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{text.loadFailed}</span>
          <Button
            size="sm"
            variant="secondary"
            className="-my-1.5"
            busy={list.isFetching}
            busyLabel={messages.app.loading}
            onClick={() => void list.refetch()}
          >
            {messages.app.retry}
          </Button>
        </div>
      </ErrorBanner>
    );
  }
  if (!list.data) return <LoadingState label={text.loading} />;

  const { published, unpublished } = list.data;
  const landingTab = landing.highlight
    ? tabOfProject(list.data, landing.highlight.projectId)
    : null;
  const tab = picked ?? landingTab ?? landing.tab;
  return (
    <ProjectHighlightContext value={highlightValue}>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isMyProjectsTab(value)) setPicked(value);
        }}
        label={projectTexts.tabsLabel}
        items={[
          { value: 'published', label: text.publishedTab(published.length) },
          { value: 'draft', label: text.draftsTab(unpublished.length) },
        ]}
        className="gap-6"
      >
        <TabPanel value="published">
          <ProjectGrid uid={uid} projects={published} published emptyText={text.noPublished} />
        </TabPanel>
        <TabPanel value="draft">
          <ProjectGrid
            uid={uid}
            projects={unpublished}
            published={false}
            emptyText={text.noDrafts}
          />
        </TabPanel>
      </Tabs>
    </ProjectHighlightContext>
  );
}
