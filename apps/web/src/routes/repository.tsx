import { messages } from '@stepwise/contracts';
import { EmptyState, PageHeader } from '@stepwise/ui';
import { Wrench } from 'lucide-react';
import { Page } from '@/features/layout/page';

export function RepositoryRoute() {
  return (
    <Page>
      <PageHeader
        title={messages.repository.title}
        subtitle="Your reusable tools and materials, ready to add to any step."
      />
      <EmptyState
        icon={<Wrench />}
        title="Your repository is empty"
        description="Tools and materials you keep here can be added to any project's steps and shopping list."
      />
    </Page>
  );
}
