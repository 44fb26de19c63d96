import { messages } from '@stepwise/contracts';
import { buttonClasses, EmptyState, PageHeader } from '@stepwise/ui';
import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/features/layout/page';

export function MyProjectsRoute() {
  const createLink = (
    <Link to="/create" className={buttonClasses()}>
      {messages.myProjects.createNew}
    </Link>
  );
  return (
    <Page>
      <PageHeader
        title={messages.myProjects.heading}
        subtitle={messages.myProjects.subtitle}
        actions={createLink}
      />
      <EmptyState
        icon={<FolderOpen />}
        title={messages.myProjects.noPublished}
        description="Create a project from your videos, mark its steps, and publish it when it is ready."
      />
    </Page>
  );
}
