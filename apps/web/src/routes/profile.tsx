import { accountTypeLabel, affiliationLabel, messages } from '@stepwise/contracts';
import { Avatar, Card, ErrorBanner, LoadingState, PageHeader } from '@stepwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useAuthSession } from '@/features/auth/auth-context';
import { Page } from '@/features/layout/page';
import { useTRPC } from '@/lib/trpc';

function ProfileField({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
      <dt className="w-40 shrink-0 text-sm font-medium text-slate-500">{label}</dt>
      <dd
        className={mono ? 'font-mono text-sm break-all text-slate-700' : 'text-sm text-slate-900'}
      >
        {value}
      </dd>
    </div>
  );
}

export function ProfileRoute() {
  const session = useAuthSession();
  const trpc = useTRPC();
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  const accountPhoto = session.status === 'signed-in' ? session.user.photoURL : null;
  const profile = useQuery({ ...trpc.users.get.queryOptions({ uid }), enabled: uid !== '' });

  return (
    <Page>
      <PageHeader title={messages.profile.heading} />
      {profile.isPending ? <LoadingState label={messages.profile.loading} /> : null}
      {profile.isError ? <ErrorBanner>{messages.profile.loadFailed}</ErrorBanner> : null}
      {profile.data ? (
        <Card className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start">
          <Avatar
            name={profile.data.username || profile.data.email}
            seed={profile.data.email}
            src={profile.data.profile_photo_url ?? accountPhoto}
            size={96}
            className="text-3xl"
          />
          <dl className="min-w-0 flex-1 divide-y divide-slate-100">
            <ProfileField label={messages.profile.username} value={profile.data.username} />
            <ProfileField label={messages.profile.email} value={profile.data.email} />
            <ProfileField
              label={messages.profile.affiliation}
              value={affiliationLabel(profile.data.affiliation)}
            />
            <ProfileField
              label={messages.profile.accountType}
              value={accountTypeLabel(profile.data.is_creator)}
            />
            <ProfileField label={messages.profile.userId} value={profile.data.user_id} mono />
          </dl>
        </Card>
      ) : null}
    </Page>
  );
}
