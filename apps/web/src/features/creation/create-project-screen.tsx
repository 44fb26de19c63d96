import { messages } from '@stepwise/contracts';
import { PageHeader } from '@stepwise/ui';
import { CreationProvider } from '@/features/creation/creation-context';
import { CreationForm } from '@/features/creation/creation-form';
import { type CreationServices, useCreationRuntime } from '@/features/creation/creation-runtime';
import { LeaveGuard } from '@/features/creation/leave-guard';
import { creationTexts } from '@/features/creation/texts';
import { Page } from '@/features/layout/page';

export interface CreateProjectScreenProps {
  /** Browser side effects to replace (tests); the real ones otherwise. */
  services?: Partial<CreationServices>;
}

/** Create New Project (`/create`, spec 2): one creation machine for the life of the page. */
export function CreateProjectScreen({ services }: CreateProjectScreenProps) {
  const runtime = useCreationRuntime(services);
  return (
    <CreationProvider runtime={runtime}>
      <Page className="max-w-3xl">
        <PageHeader title={messages.create.title} subtitle={creationTexts.subtitle} />
        <CreationForm />
      </Page>
      <LeaveGuard />
    </CreationProvider>
  );
}
