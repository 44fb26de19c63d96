import { GeneratedAvatar } from '@stepwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SessionUser } from '@/features/auth/session';
import { useSignedUrl } from '@/features/files/use-signed-urls';
import { useTRPC } from '@/lib/trpc';

/** Five minutes: the profile photo rarely changes while the app is open. */
const PROFILE_STALE_MS = 5 * 60 * 1000;

/**
 * The signed-in person's picture (spec 2): the profile photo (users.get), else the account photo
 * of the identity provider, else an avatar generated locally from the e-mail. A picture that fails
 * to load falls through to the next.
 */
export function AccountAvatar({ user, size }: { user: SessionUser; size: number }) {
  const trpc = useTRPC();
  const profile = useQuery({
    ...trpc.users.get.queryOptions({ uid: user.uid }),
    staleTime: PROFILE_STALE_MS,
    retry: false,
  });
  const profilePhoto = useSignedUrl(profile.data?.profile_photo_url);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [profilePhoto, user.photoURL].find(
    (candidate): candidate is string => Boolean(candidate) && !failed.includes(candidate ?? ''),
  );

  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        data-avatar-source={src === profilePhoto ? 'profile' : 'account'}
        onError={() => setFailed((list) => [...list, src])}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return <GeneratedAvatar seed={user.email ?? user.uid} size={size} />;
}
