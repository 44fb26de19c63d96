import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUploads, expiryIntervalMs, startUploadExpiry } from '../src/storage/expire-uploads';
import { LocalUploadStore } from '../src/storage/uploads/local-store';
import { buildTestApp } from './support/app';
import { signUpUser, type TestUser } from './support/identity';
import {
  createUpload,
  diskFile,
  listen,
  locationOf,
  mp4Bytes,
  patchUpload,
  pathOfUploadUrl,
  storedOnDisk,
  tusUpload,
} from './support/uploads';

const HOUR = 3_600_000;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
let alice: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await signUpUser('alice');
  base = await listen(ctx.app);
});
afterAll(() => ctx?.close());

const video = { purpose: 'project-video', filename: 'clip.mp4' };

/** An unfinished upload holding its first 5000 bytes. */
async function unfinished(): Promise<string> {
  const url = locationOf(base, await createUpload(base, alice, 9000, video));
  const res = await patchUpload(url, alice, 0, mp4Bytes(9000).subarray(0, 5000));
  expect(res.status).toBe(204);
  return pathOfUploadUrl(url);
}

/** Pretends nothing happened to an upload (data and record) for `hours`. */
function age(path: string, hours: number): void {
  const when = new Date(Date.now() - hours * HOUR);
  for (const file of [diskFile(ctx.dataDir, path), `${diskFile(ctx.dataDir, path)}.json`]) {
    try {
      utimesSync(file, when, when);
    } catch {}
  }
}

describe('expiry of unfinished uploads', () => {
  it('deletes unfinished uploads idle past the limit, keeps fresh and complete ones', async () => {
    const store = new LocalUploadStore(join(ctx.dataDir, 'files'));
    const stale = await unfinished();
    const fresh = await unfinished();
    const complete = (await tusUpload(base, alice, mp4Bytes(7000), video)).record.path;
    age(stale, 25);
    age(fresh, 23);
    age(complete, 100);
    // A record left without its data (a crash between the two deletions) goes as well.
    const orphan = `users/${alice.uid}/videos/0000000000000000-orphan.mp4`;
    const orphanRecord = `${diskFile(ctx.dataDir, orphan)}.json`;
    mkdirSync(dirname(orphanRecord), { recursive: true });
    writeFileSync(orphanRecord, JSON.stringify({ id: orphan, size: 10, metadata: {} }));
    age(orphan, 30);

    const removed = await expireUploads(store, { maxAgeMs: 24 * HOUR });
    expect(removed.sort()).toEqual([orphan, stale].sort());
    expect(storedOnDisk(ctx.dataDir, stale)).toEqual({ data: false, record: false });
    expect(storedOnDisk(ctx.dataDir, orphan)).toEqual({ data: false, record: false });
    expect(storedOnDisk(ctx.dataDir, fresh)).toEqual({ data: true, record: true });
    expect(storedOnDisk(ctx.dataDir, complete)).toEqual({ data: true, record: true });

    // An hour later the fresh one is over the limit too.
    expect(await expireUploads(store, { maxAgeMs: 24 * HOUR, now: Date.now() + 2 * HOUR })).toEqual(
      [fresh],
    );
    expect(storedOnDisk(ctx.dataDir, complete)).toEqual({ data: true, record: true });
  });

  it("never mistakes a user's own .json file for an upload record", async () => {
    const store = new LocalUploadStore(join(ctx.dataDir, 'files'));
    const url = locationOf(
      base,
      await createUpload(base, alice, 5000, { purpose: 'project-video', filename: 'x.mp4' }),
    );
    const path = pathOfUploadUrl(url);
    // A file whose content looks like a record of some other upload.
    const lookalike = `${diskFile(ctx.dataDir, path)}-notes.json`;
    writeFileSync(lookalike, JSON.stringify({ id: 'users/x/videos/y', size: 1 }));
    age(path, 48);
    utimesSync(lookalike, new Date(0), new Date(0));
    const removed = await expireUploads(store, { maxAgeMs: 24 * HOUR });
    expect(removed).toEqual([path]);
    expect(storedOnDisk(ctx.dataDir, `${path}-notes`).record).toBe(true);
  });

  it('runs every quarter of the limit, between a minute and an hour, and stops cleanly', async () => {
    expect(expiryIntervalMs(24 * HOUR)).toBe(HOUR);
    expect(expiryIntervalMs(2 * HOUR)).toBe(HOUR / 2);
    expect(expiryIntervalMs(1000)).toBe(60_000);
    const job = startUploadExpiry(new LocalUploadStore(join(ctx.dataDir, 'files')), {
      maxAgeMs: HOUR,
      onError: (error) => {
        throw error;
      },
    });
    await expect(job.stop()).resolves.toBeUndefined();
  });
});
