import { messages } from '@stepwise/contracts';
import { Button, ErrorBanner, LoadingState, PageHeader } from '@stepwise/ui';
import type { ReactNode } from 'react';
import { useAuthSession } from '@/features/auth/auth-context';
import { Page } from '@/features/layout/page';
import { ProfileDetails } from '@/features/profile/profile-details';
import { profileStats } from '@/features/profile/profile-format';
import { RecentActivity } from '@/features/profile/recent-activity';
import { SearchHistory } from '@/features/profile/search-history';
import { StatCards } from '@/features/profile/stat-cards';
import { useProfileData } from '@/features/profile/use-profile-data';
import { useProfileLoadingGuard } from '@/features/profile/use-profile-loading-guard';

/** `/profile` (spec 2 "Profile screen"). */
export function ProfileRoute() {
  const session = useAuthSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const data = useProfileData(user?.uid ?? '');
  useProfileLoadingGuard(data.loading);

  let body: ReactNode;
  if (data.loading) {
    body = <LoadingState label={messages.profile.loading} />;
  } else if (!data.profile.data) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <ErrorBanner className="w-full">{messages.profile.loadFailed}</ErrorBanner>
        <Button
          variant="secondary"
          busy={data.fetching}
          busyLabel={messages.app.retry}
          onClick={data.retry}
        >
          {messages.app.retry}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ProfileDetails profile={data.profile.data} accountPhotoUrl={user?.photoURL ?? null} />
        <StatCards stats={profileStats(data.projects, data.tools, data.materials)} />
        <RecentActivity liked={data.liked} saved={data.saved} comments={data.comments} />
        <SearchHistory terms={data.searchHistory} />
      </>
    );
  }

  return (
    <Page>
      <PageHeader title={messages.profile.heading} />
      {body}
    </Page>
  );
}
