import { storagePathFromFileUrl } from '@stepwise/contracts';
import { type Query, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SignedUrl, SignedUrlBatcher } from '@/features/files/signed-url-batcher';
import { useSignedUrlChannel } from '@/features/files/signed-urls-provider';

/** A URL is fetched again this long before it expires (or at 80% of a shorter lifetime). */
export const SIGNED_URL_REFRESH_MARGIN_MS = 60_000;

const MAX_TIMER_MS = 2 ** 31 - 1;

const signedUrlKey = (path: string) => ['files.sign', path] as const;

/**
 * The storage path behind a value: a storage path itself, or a canonical `/files/{path}` URL.
 * Null for anything the browser can load as it is (http(s), data: and blob: URLs).
 */
export function storagePathOf(value: string): string | null {
  if (value.startsWith('/files/')) return storagePathFromFileUrl(value);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return null;
  return value;
}

/** Milliseconds until `signed` should be fetched again. */
export function refreshDelay(signed: SignedUrl, signedAt: number, now: number = Date.now()) {
  const lifetime = signed.expiresAt - signedAt;
  const margin = Math.min(SIGNED_URL_REFRESH_MARGIN_MS, lifetime * 0.2);
  // Timers take at most 2^31 - 1 ms (about 24 days).
  return Math.min(MAX_TIMER_MS, Math.max(1000, signed.expiresAt - margin - now));
}

type SignedUrlQuery = Query<SignedUrl, Error, SignedUrl, readonly unknown[]>;

/** staleTime counts from when the URL was signed. */
const staleAfter = (query: SignedUrlQuery): number => {
  const { data, dataUpdatedAt } = query.state;
  return data ? refreshDelay(data, dataUpdatedAt, dataUpdatedAt) : 0;
};

/** refetchInterval counts from now. */
const refetchAfter = (query: SignedUrlQuery): number | false => {
  const { data, dataUpdatedAt } = query.state;
  return data ? refreshDelay(data, dataUpdatedAt) : false;
};

/**
 * Signed, loadable URLs for stored files: `useSignedUrls([project.thumbnail_path])` ->
 * `{ [thatPath]: 'https://...' }`. Takes storage paths or `/files/...` URLs (keyed as given);
 * other URLs (an account photo, a data: URL) come back unchanged, and empty values are skipped.
 * Paths are signed in shared batches, cached per path, and signed again before they expire; a
 * path that is still loading or could not be signed is missing from the result.
 */
export function useSignedUrls(
  values: readonly (string | null | undefined)[],
): Readonly<Record<string, string>> {
  const channel = useSignedUrlChannel();
  channel.batcher ??= new SignedUrlBatcher(channel.sign);
  const batcher = channel.batcher;
  const key = values.filter(Boolean).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values' content.
  const wanted = useMemo(() => {
    const unique = [...new Set(values.filter((value): value is string => Boolean(value)))];
    return unique.map((value) => ({ value, path: storagePathOf(value) }));
  }, [key]);
  const signable = useMemo(
    () => wanted.filter((entry): entry is { value: string; path: string } => entry.path !== null),
    [wanted],
  );

  const signed = useQueries({
    queries: signable.map(({ path }) => ({
      queryKey: signedUrlKey(path),
      queryFn: () => batcher.load(path),
      staleTime: staleAfter,
      refetchInterval: refetchAfter,
      refetchIntervalInBackground: false,
      retry: 1,
    })),
    combine: (results): (string | undefined)[] => results.map((result) => result.data?.url),
  });

  const signedKey = signed.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signedKey` stands for `signed`.
  return useMemo(() => {
    const urls: Record<string, string> = {};
    for (const { value, path } of wanted) if (path === null) urls[value] = value;
    signable.forEach(({ value }, index) => {
      const url = signed[index];
      if (url) urls[value] = url;
    });
    return urls;
  }, [wanted, signable, signedKey]);
}

/** One URL: `useSignedUrl(project.thumbnail_path)`, undefined while loading or when empty. */
export function useSignedUrl(value: string | null | undefined): string | undefined {
  const urls = useSignedUrls([value]);
  return value ? urls[value] : undefined;
}
