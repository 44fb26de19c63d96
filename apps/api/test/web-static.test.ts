import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticPlugin from '../src/plugins/static';

const script = `console.log(${JSON.stringify('stepwise '.repeat(200))});`;
const app = Fastify({ logger: false });

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'stepwise-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Stepwise</title>');
  writeFileSync(join(root, 'assets', 'app.js'), script);
  writeFileSync(join(root, 'assets', 'app.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'assets', 'app.js.br'), brotliCompressSync(script));
  await app.register(staticPlugin, { root });
  await app.ready();
});
afterAll(() => app.close());

describe('the built web app', () => {
  it('serves the precompressed brotli file to a browser that accepts it', async () => {
    const res = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('serves gzip, or the plain file, to clients that do not take brotli', async () => {
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page request with index.html', async () => {
    const res = await app.inject({ url: '/my-projects', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Stepwise</title>');
  });
});
