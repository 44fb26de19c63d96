import { type MyProjectsTab, messages } from '@stepwise/contracts';
import { Button, ErrorBanner, LoadingState, TabPanel, Tabs } from '@stepwise/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ProjectGrid } from '@/features/projects/project-grid';
import { initialTab, isMyProjectsTab } from '@/features/projects/project-lists';
import { projectTexts } from '@/features/projects/texts';
import { useMyProjects } from '@/features/projects/use-my-projects';

const text = messages.myProjects;

/** Cleanup, then the Published / Drafts tabs with their grids, or the loading and failure views. */
export function MyProjectsView({ uid }: { uid: string }) {
  const location = useLocation();
  const [tab, setTab] = useState<MyProjectsTab>(() => initialTab(location.state));
  const { list } = useMyProjects(uid);

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
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isMyProjectsTab(value)) setTab(value);
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
        <ProjectGrid uid={uid} projects={unpublished} published={false} emptyText={text.noDrafts} />
      </TabPanel>
    </Tabs>
  );
}
