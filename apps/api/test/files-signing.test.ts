import { describe, expect, it } from 'vitest';
import {
  cachedUrlSigner,
  EXPIRY_WINDOW_SECONDS,
  remainingSeconds,
  signedFileUrl,
  verifySignedFileUrl,
} from '../src/storage/signing';

const config = { urlSecret: Buffer.from('k'.repeat(32)), urlTtlSeconds: 3600 };
const path = 'users/u1/videos/ab12-clip #1?.mp4';

function parts(url: string) {
  const [base, query] = url.split('?') as [string, string];
  const params = new URLSearchParams(query);
  return { base, exp: params.get('exp') ?? '', sig: params.get('sig') ?? '' };
}

describe('signed file URLs', () => {
  it('encode each path segment and carry exp + a base64url HMAC', () => {
    const { base, exp, sig } = parts(signedFileUrl(config, path));
    expect(base).toBe('/files/users/u1/videos/ab12-clip%20%231%3F.mp4');
    expect(exp).toMatch(/^\d+$/);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('live at least the configured lifetime, and are identical within one expiry window', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 1);
    const { exp } = parts(signedFileUrl(config, path, now));
    const lifetime = Number(exp) - Math.floor(now / 1000);
    expect(lifetime).toBeGreaterThanOrEqual(config.urlTtlSeconds);
    expect(lifetime).toBeLessThan(config.urlTtlSeconds + EXPIRY_WINDOW_SECONDS);
    expect(signedFileUrl(config, path, now + 60_000)).toBe(signedFileUrl(config, path, now));
    expect(remainingSeconds(Number(exp), now)).toBe(lifetime);
    expect(remainingSeconds(Number(exp), now + 10 * 3600 * 1000)).toBe(0);
  });

  it('are the same from the signer that remembers them, and new in a new window', () => {
    const sign = cachedUrlSigner(config, 2);
    const now = Date.UTC(2026, 10, 22, 10, 0, 1);
    const later = now + EXPIRY_WINDOW_SECONDS * 1000;
    const other = 'users/u1/videos/other.mp4';
    const third = 'users/u1/videos/third.mp4';
    for (const at of [now, now + 60_000, later, now, later + 1]) {
      for (const p of [path, other, third, path]) {
        expect(sign(p, at)).toBe(signedFileUrl(config, p, at));
      }
    }
    const { exp, sig } = parts(sign(path, later));
    expect(verifySignedFileUrl(config, path, exp, sig, later)).toBe('valid');
    expect(sign(path, later)).not.toBe(sign(path, now));
  });

  it('verify: valid until exp, then expired; anything altered is invalid', () => {
    const now = Date.now();
    const { exp, sig } = parts(signedFileUrl(config, path, now));
    expect(verifySignedFileUrl(config, path, exp, sig, now)).toBe('valid');
    expect(verifySignedFileUrl(config, path, exp, sig, Number(exp) * 1000)).toBe('expired');
    const other = { ...config, urlSecret: Buffer.from('x'.repeat(32)) };
    expect(verifySignedFileUrl(other, path, exp, sig, now)).toBe('invalid');
    expect(verifySignedFileUrl(config, `${path}x`, exp, sig, now)).toBe('invalid');
    expect(verifySignedFileUrl(config, path, String(Number(exp) + 1), sig, now)).toBe('invalid');
    // Every other last character, including spellings that decode to the same bytes.
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (last === sig.at(-1)) continue;
      expect(verifySignedFileUrl(config, path, exp, `${sig.slice(0, -1)}${last}`, now)).toBe(
        'invalid',
      );
    }
    for (const [e, s] of [
      [undefined, sig],
      [exp, undefined],
      ['', sig],
      [exp, ''],
      [`${exp}.5`, sig],
      ['-1', sig],
      [exp, `${sig}A`],
      [exp, sig.replace(/[A-Za-z0-9]/, '+')],
    ] as const) {
      expect(verifySignedFileUrl(config, path, e, s, now), `${e} ${s}`).toBe('invalid');
    }
  });
});
