import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, signUpUser, type TestUser } from './support/identity';
import {
  createUpload,
  diskFile,
  headUpload,
  listen,
  locationOf,
  mp4Bytes,
  pathOfUploadUrl,
  tusUpload,
} from './support/uploads';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
let alice: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await signUpUser('alice');
  base = await listen(ctx.app);
});
afterAll(() => ctx?.close());

/** Waits until `read()` gives the same value twice in a row, `stepMs` apart. */
async function settled(read: () => number, stepMs = 100): Promise<number> {
  let last = -1;
  for (let i = 0; i < 100; i++) {
    const now = read();
    if (now === last) return now;
    last = now;
    await sleep(stepMs);
  }
  throw new Error('never settled');
}

it('resumes after the connection is killed mid-PATCH, sending only the bytes the server lacks', async () => {
  const size = 6 * 1024 * 1024;
  const bytes = mp4Bytes(size, 11);
  const metadata = { purpose: 'project-video', filename: 'long take.mp4', filetype: 'video/mp4' };
  const created = await createUpload(base, alice, size, metadata);
  const url = locationOf(base, created);
  const file = diskFile(ctx.dataDir, pathOfUploadUrl(url));

  // First attempt: one PATCH for the whole file, of which 2.5 MiB go out before the socket dies.
  const sent = 2.5 * 1024 * 1024;
  await new Promise<void>((resolve) => {
    const req = request(url, {
      method: 'PATCH',
      headers: {
        ...bearer(alice),
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes.subarray(0, sent), async () => {
      // Once the server has written some of it, kill the connection.
      for (let i = 0; i < 100 && statSync(file).size < 1024 * 1024; i++) await sleep(20);
      req.destroy();
    });
  });
  const stored = await settled(() => statSync(file).size);
  expect(stored).toBeGreaterThan(0);
  expect(stored).toBeLessThanOrEqual(sent);
  expect(readFileSync(file).equals(bytes.subarray(0, stored))).toBe(true);
  const head = await headUpload(url, alice);
  expect(head.headers.get('upload-offset')).toBe(String(stored));

  // Second attempt, as the web client resumes: tus-js-client asks for the offset, sends the rest.
  const resumed = await tusUpload(base, alice, bytes, metadata, {
    uploadUrl: url,
    chunkSize: 2 * 1024 * 1024,
  });
  const resent = resumed.chunkBytes.reduce((sum, n) => sum + n, 0);
  expect(resent).toBe(size - stored);
  expect(resumed.status).toBe(200);
  expect(resumed.record).toMatchObject({ size, type: 'video/mp4', name: 'long take.mp4' });
  expect(readFileSync(file).equals(bytes)).toBe(true);
});
