import { SIGN_FILE_PATHS_MAX } from '@stepwise/contracts';

/** A signed download URL and when it stops working (epoch ms). */
export interface SignedUrl {
  url: string;
  expiresAt: number;
}

export type SignPaths = (paths: string[]) => Promise<Record<string, string>>;

/** Assumed lifetime of a URL whose expiry cannot be read from it (the api's minimum TTL). */
export const UNKNOWN_EXPIRY_LIFETIME_MS = 60_000;
/** How long the batcher waits for more paths before it calls `files.sign`. */
export const SIGN_BATCH_DELAY_MS = 10;

function parseGoogDate(value: string): number | null {
  // 20261122T101500Z
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}

/**
 * When a signed URL expires: `exp` (unix seconds) of the local driver's `/files/...?exp=&sig=`, or
 * `X-Goog-Date` + `X-Goog-Expires` of a Cloud Storage V4 URL; otherwise `now` + one minute.
 */
export function signedUrlExpiresAt(url: string, now: number = Date.now()): number {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://relative.invalid').searchParams;
  } catch {
    return now + UNKNOWN_EXPIRY_LIFETIME_MS;
  }
  const exp = Number(params.get('exp'));
  if (Number.isFinite(exp) && exp > 0) return exp * 1000;
  const date = parseGoogDate(params.get('X-Goog-Date') ?? '');
  const expires = Number(params.get('X-Goog-Expires'));
  if (date !== null && Number.isFinite(expires) && expires > 0) return date + expires * 1000;
  return now + UNKNOWN_EXPIRY_LIFETIME_MS;
}

interface Waiter {
  resolve: (value: SignedUrl) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects the paths asked for within a few milliseconds (every card of a grid rendering at once)
 * and signs them in as few `files.sign` calls as the api's per-call limit allows.
 */
export class SignedUrlBatcher {
  readonly #sign: SignPaths;
  readonly #delayMs: number;
  #pending = new Map<string, Waiter[]>();
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(sign: SignPaths, delayMs: number = SIGN_BATCH_DELAY_MS) {
    this.#sign = sign;
    this.#delayMs = delayMs;
  }

  load(path: string): Promise<SignedUrl> {
    return new Promise((resolve, reject) => {
      const waiters = this.#pending.get(path);
      if (waiters) waiters.push({ resolve, reject });
      else this.#pending.set(path, [{ resolve, reject }]);
      this.#timer ??= setTimeout(() => this.#flush(), this.#delayMs);
    });
  }

  #flush(): void {
    const pending = this.#pending;
    this.#pending = new Map();
    this.#timer = null;
    const paths = [...pending.keys()];
    for (let start = 0; start < paths.length; start += SIGN_FILE_PATHS_MAX) {
      void this.#signChunk(paths.slice(start, start + SIGN_FILE_PATHS_MAX), pending);
    }
  }

  async #signChunk(paths: string[], pending: Map<string, Waiter[]>): Promise<void> {
    try {
      const urls = await this.#sign(paths);
      const now = Date.now();
      for (const path of paths) {
        const url = urls[path];
        for (const waiter of pending.get(path) ?? []) {
          if (url) waiter.resolve({ url, expiresAt: signedUrlExpiresAt(url, now) });
          else waiter.reject(new Error(`files.sign returned no URL for ${path}`));
        }
      }
    } catch (error) {
      for (const path of paths) for (const waiter of pending.get(path) ?? []) waiter.reject(error);
    }
  }
}
