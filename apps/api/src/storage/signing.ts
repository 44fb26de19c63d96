import { createHmac, timingSafeEqual } from 'node:crypto';
import { storageFileUrl } from '@stepwise/contracts';
import type { StorageConfig } from './config';

/**
 * Signed download URLs of the local driver: `/files/{path}?exp={unix seconds}&sig={base64url
 * HMAC-SHA256}`. The signature covers the decoded path and the expiry, so neither can be changed.
 *
 * The expiry is rounded up to the next whole window of EXPIRY_WINDOW_SECONDS: every URL signed for
 * a path within one window is the same string, so browsers reuse what they cached for an `<img>`
 * or `<video>` instead of loading it again on each page view. A URL lives at least
 * `urlTtlSeconds` and less than `urlTtlSeconds + EXPIRY_WINDOW_SECONDS`.
 */
export const EXPIRY_WINDOW_SECONDS = 300;

export type SignedUrlConfig = Pick<StorageConfig, 'urlSecret' | 'urlTtlSeconds'>;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

function signature(secret: Buffer, path: string, exp: number): Buffer {
  return createHmac('sha256', secret).update(`${exp}\n${path}`, 'utf8').digest();
}

/** The expiry (unix seconds) of a URL signed at `now` (milliseconds). */
export function signedUrlExpiry(config: SignedUrlConfig, now: number = Date.now()): number {
  const earliest = Math.floor(now / 1000) + config.urlTtlSeconds;
  return Math.ceil(earliest / EXPIRY_WINDOW_SECONDS) * EXPIRY_WINDOW_SECONDS;
}

/** `/files/{encoded path}?exp=...&sig=...`, valid for the configured lifetime from `now` (ms). */
export function signedFileUrl(
  config: SignedUrlConfig,
  path: string,
  now: number = Date.now(),
): string {
  return signedFileUrlUntil(config, path, signedUrlExpiry(config, now));
}

function signedFileUrlUntil(config: SignedUrlConfig, path: string, exp: number): string {
  const sig = signature(config.urlSecret, path, exp).toString('base64url');
  return `${storageFileUrl(path)}?exp=${exp}&sig=${sig}`;
}

/**
 * `signedFileUrl` that remembers the URLs of the newest expiry window: within a window a path's
 * URL is the same string anyway, so a guide read again signs nothing (each URL was an HMAC and
 * an encoding of every segment). At most `max` URLs are kept; a new window starts afresh, and a
 * request still in the previous one signs without the cache.
 */
export function cachedUrlSigner(config: SignedUrlConfig, max = 10_000) {
  let window = 0;
  let urls = new Map<string, string>();
  return (path: string, now: number = Date.now()): string => {
    const exp = signedUrlExpiry(config, now);
    if (exp < window) return signedFileUrlUntil(config, path, exp);
    if (exp > window) {
      window = exp;
      urls = new Map();
    }
    let url = urls.get(path);
    if (url === undefined) {
      url = signedFileUrlUntil(config, path, exp);
      if (urls.size >= max) urls.clear();
      urls.set(path, url);
    }
    return url;
  };
}

/**
 * Checks a signed URL's `exp` and `sig` (as they came in the query string) for `path`. The
 * signature is compared in constant time; it is checked before the expiry, so a forged URL
 * always reads 'invalid' and only a genuine one can read 'expired'.
 */
export function verifySignedFileUrl(
  config: SignedUrlConfig,
  path: string,
  exp: string | undefined,
  sig: string | undefined,
  now: number = Date.now(),
): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return 'invalid';
  }
  // Compared as text: base64url has several spellings of the last character's unused bits,
  // and only the one this server issues is accepted.
  const expected = Buffer.from(
    signature(config.urlSecret, path, Number(exp)).toString('base64url'),
  );
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 <= now ? 'expired' : 'valid';
}

/** Seconds a URL with expiry `exp` (unix seconds) still lives at `now` (ms); never negative. */
export function remainingSeconds(exp: number, now: number = Date.now()): number {
  return Math.max(0, exp - Math.floor(now / 1000));
}
