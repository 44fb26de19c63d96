import {
  AVATAR_SIZE_PX,
  accountTypeLabel,
  affiliationLabel,
  messages,
  type UserProfile,
} from '@stepwise/contracts';
import { Card, GeneratedAvatar } from '@stepwise/ui';
import { useState } from 'react';
import { useSignedUrl } from '@/features/files/use-signed-urls';
import { profilePhotoSource } from '@/features/profile/profile-format';

/** The photo, or a generated avatar seeded by the e-mail when there is none or it fails to load. */
function ProfilePhoto({ source, email }: { source: string | null; email: string }) {
  const url = useSignedUrl(source);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const className = 'size-[150px] shrink-0 rounded-full shadow-sm ring-4 ring-slate-100';
  if (url && url !== failedUrl) {
    return (
      <img
        src={url}
        alt="Profile"
        width={AVATAR_SIZE_PX}
        height={AVATAR_SIZE_PX}
        onError={() => setFailedUrl(url)}
        className={`${className} object-cover`}
      />
    );
  }
  return (
    <GeneratedAvatar
      seed={email}
      size={AVATAR_SIZE_PX}
      alt="Generated avatar"
      className={className}
    />
  );
}

function Field({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:gap-6">
      <dt className="w-36 shrink-0 text-sm font-medium text-slate-500">{label}</dt>
      <dd
        className={
          mono
            ? 'min-w-0 font-mono text-sm break-all text-slate-700'
            : 'min-w-0 text-sm break-words text-slate-900'
        }
      >
        {value}
      </dd>
    </div>
  );
}

export interface ProfileDetailsProps {
  profile: UserProfile;
  accountPhotoUrl: string | null;
}

/** Spec 2: photo, Username, Email, Affiliation, Account Type and User ID. */
export function ProfileDetails({ profile, accountPhotoUrl }: ProfileDetailsProps) {
  return (
    <Card className="flex flex-col items-center gap-6 p-6 sm:flex-row sm:items-center sm:gap-10 sm:p-8">
      <ProfilePhoto
        source={profilePhotoSource(profile.profile_photo_url, accountPhotoUrl)}
        email={profile.email}
      />
      <dl aria-label="Account details" className="w-full min-w-0 flex-1 divide-y divide-slate-100">
        <Field label={messages.profile.username} value={profile.username} />
        <Field label={messages.profile.email} value={profile.email} />
        <Field label={messages.profile.affiliation} value={affiliationLabel(profile.affiliation)} />
        <Field label={messages.profile.accountType} value={accountTypeLabel(profile.is_creator)} />
        <Field label={messages.profile.userId} value={profile.user_id} mono />
      </dl>
    </Card>
  );
}
