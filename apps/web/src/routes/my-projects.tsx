import { messages, ROUTES } from '@stepwise/contracts';
import { buttonClasses, PageHeader } from '@stepwise/ui';
import { Link } from 'react-router';
import { useAuthSession } from '@/features/auth/auth-context';
import { Page } from '@/features/layout/page';
import { MyProjectsView } from '@/features/projects/my-projects-view';

/** `/my-projects` (and the fallback route): the signed-in creator's projects. */
export function MyProjectsRoute() {
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  return (
    <Page>
      <PageHeader
        title={messages.myProjects.heading}
        subtitle={messages.myProjects.subtitle}
        actions={
          <Link to={ROUTES.create} className={buttonClasses()}>
            {messages.myProjects.createNew}
          </Link>
        }
      />
      {uid ? <MyProjectsView key={uid} uid={uid} /> : null}
    </Page>
  );
}
