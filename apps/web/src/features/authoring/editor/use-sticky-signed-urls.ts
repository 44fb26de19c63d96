import { useCallback, useRef, useState } from 'react';
import { useSignedUrls } from '@/features/files/use-signed-urls';

/**
 * Signed URLs that stay the same once given: a video keeps playing from the URL it loaded even
 * when the signature is renewed (a new `src` would restart it). `renew(path)` takes the newest
 * signed URL for a path whose URL stopped working (the player reported a load error).
 */
export function useStickySignedUrls(paths: readonly string[]) {
  const signed = useSignedUrls(paths);
  const kept = useRef<Record<string, string>>({});
  const [, setRenewals] = useState(0);
  const urls: Record<string, string> = {};
  for (const path of paths) {
    const url = kept.current[path] ?? signed[path];
    if (url) urls[path] = url;
  }
  kept.current = urls;
  const renew = useCallback(
    (path: string) => {
      const fresh = signed[path];
      if (!fresh || kept.current[path] === fresh) return;
      kept.current = { ...kept.current, [path]: fresh };
      setRenewals((count) => count + 1);
    },
    [signed],
  );
  return { urls, renew };
}
