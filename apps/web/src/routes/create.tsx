import { messages } from '@stepwise/contracts';
import { buttonClasses, EmptyState, PageHeader } from '@stepwise/ui';
import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/features/layout/page';

export function CreateRoute() {
  return (
    <Page>
      <PageHeader
        title={messages.create.title}
        subtitle="Start from your videos: name the project, add the footage, then mark its steps."
        actions={
          <Link to="/videos" className={buttonClasses({ variant: 'secondary' })}>
            {messages.create.cancel}
          </Link>
        }
      />
      <EmptyState
        icon={<Clapperboard />}
        title="A project starts with its videos"
        description="Each project holds one or more videos and an optional short-form promo video."
      />
    </Page>
  );
}
