import { PageHeader } from '@stepwise/ui';
import { DiscoverView } from '@/features/guides/discover-view';
import { guideTexts } from '@/features/guides/texts';
import { Page } from '@/features/layout/page';

/** `/guides`: every signed-in user finds published guides here (issue #19). */
export function GuidesRoute() {
  return (
    <Page>
      <PageHeader title={guideTexts.discover.heading} subtitle={guideTexts.discover.subtitle} />
      <DiscoverView />
    </Page>
  );
}
