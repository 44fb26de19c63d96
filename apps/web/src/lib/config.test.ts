import { describe, expect, it } from 'vitest';
import { ConfigError, loadRuntimeConfig, parseRuntimeConfig } from '@/lib/config';

const firebase = {
  apiKey: 'demo-key',
  authDomain: 'demo-stepwise.firebaseapp.com',
  projectId: 'demo-stepwise',
};

describe('parseRuntimeConfig', () => {
  it('accepts the api config with an emulator', () => {
    const raw = { firebase, authEmulatorUrl: 'http://127.0.0.1:9099' };
    expect(parseRuntimeConfig(raw)).toEqual(raw);
  });

  it('treats a missing or null emulator url as "no emulator"', () => {
    expect(parseRuntimeConfig({ firebase }).authEmulatorUrl).toBeNull();
    expect(parseRuntimeConfig({ firebase, authEmulatorUrl: null }).authEmulatorUrl).toBeNull();
  });

  it('refuses a config without the firebase keys', () => {
    expect(() => parseRuntimeConfig({})).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ firebase: { ...firebase, apiKey: '' } })).toThrow(
      'firebase.apiKey',
    );
    expect(() => parseRuntimeConfig({ firebase, authEmulatorUrl: 9099 })).toThrow(ConfigError);
  });
});

describe('loadRuntimeConfig', () => {
  it('reads /config.json', async () => {
    const urls: string[] = [];
    const config = await loadRuntimeConfig(async (url) => {
      urls.push(String(url));
      return Response.json({ firebase, authEmulatorUrl: null });
    });
    expect(urls).toEqual(['/config.json']);
    expect(config.firebase.projectId).toBe('demo-stepwise');
  });

  it('fails clearly when the api does not answer with it', async () => {
    await expect(
      loadRuntimeConfig(
        async () => new Response('nope', { status: 503, statusText: 'Unavailable' }),
      ),
    ).rejects.toThrow('config.json: 503 Unavailable');
  });
});
