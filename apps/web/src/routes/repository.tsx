import { useLocation } from 'react-router';
import { Page } from '@/features/layout/page';
import { initialRepositoryTab } from '@/features/repository/repository-items';
import { RepositoryView } from '@/features/repository/repository-view';

/** `/repository` (spec 2 "Repository view"): the signed-in user's tools and materials. */
export function RepositoryRoute() {
  const location = useLocation();
  return (
    <Page>
      <RepositoryView initialTab={initialRepositoryTab(location.state)} />
    </Page>
  );
}
