import { useParams } from 'react-router';
import { GuideScreen } from '@/features/guides/guide-screen';
import { Page } from '@/features/layout/page';

/** `/guides/:projectId`: the guide player (issue #19). */
export function GuideRoute() {
  const { projectId = '' } = useParams();
  return (
    <Page className="max-w-7xl">
      <GuideScreen key={projectId} projectId={projectId} />
    </Page>
  );
}
