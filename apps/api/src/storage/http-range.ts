import type { ByteRange } from './objects';

/**
 * HTTP byte ranges (RFC 9110 section 14) for one file of `size` bytes: `bytes=a-b`, `bytes=a-`
 * and `bytes=-n`. Several ranges or a malformed header are ignored (the whole file is sent, as
 * the RFC allows); a range that starts past the end is 'unsatisfiable' (416).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d{0,16})-(\d{0,16})$/i.exec(header.replace(/\s+/g, ''));
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

/** The strong ETag of a file version: size and modification time. */
export function entityTag(size: number, mtime: Date): string {
  return `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
}

/** `If-None-Match` lists `etag` (weak comparison) or is `*`. */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Not modified since the `If-Modified-Since` date (compared in whole seconds). */
export function notModifiedSince(header: string, mtime: Date): boolean {
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * Whether a `Range` may be honoured under `If-Range`: absent, or naming this version exactly
 * (a strong ETag, or the Last-Modified date); otherwise the whole, changed file is sent.
 */
export function ifRangeAllows(header: string | undefined, etag: string, mtime: Date): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Math.floor(mtime.getTime() / 1000) * 1000;
}
