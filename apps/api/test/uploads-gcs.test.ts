import { generateKeyPairSync } from 'node:crypto';
import { Readable } from 'node:stream';
import { Storage } from '@google-cloud/storage';
import { messages, SHORT_FORM_VIDEO_MAX_BYTES } from '@stepwise/contracts';
import { GCSStore } from '@tus/gcs-store';
import type { Upload } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { storageConfig } from '../src/storage/config';
import { createUploadStore, UploadTypeRefused } from '../src/storage/uploads';
import { BucketUploadStore, uploadStateOfObject } from '../src/storage/uploads/gcs-store';
import { buildTestApp } from './support/app';
import { PROJECT_ID, signUpUser } from './support/identity';
import { createUpload, detailOf, listen, textBytes } from './support/uploads';

const BUCKET = 'demo-stepwise.firebasestorage.app';

/** A bucket handle from explicit (throwaway) service-account credentials: no network involved. */
function offlineBucket() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const storage = new Storage({
    projectId: PROJECT_ID,
    credentials: {
      client_email: `uploads@${PROJECT_ID}.iam.gserviceaccount.com`,
      private_key: privateKey,
    },
  });
  return storage.bucket(BUCKET);
}

function gcsConfig() {
  return storageConfig(
    parseEnv({
      DATABASE_URL: 'postgres://localhost/none',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      STORAGE_DRIVER: 'gcs',
      STORAGE_BUCKET: BUCKET,
      DATA_DIR: `/tmp/stepwise-gcs-test-${process.pid}`,
    }),
  );
}

describe('the Cloud Storage upload store (STORAGE_DRIVER=gcs)', () => {
  it('is a GCSStore on the configured bucket, objects named by their storage path', () => {
    const bucket = offlineBucket();
    const store = createUploadStore(gcsConfig(), () => bucket);
    expect(store).toBeInstanceOf(BucketUploadStore);
    expect(store).toBeInstanceOf(GCSStore);
    const gcs = store as BucketUploadStore;
    expect(gcs.bucket.name).toBe(BUCKET);
    const path = 'users/u1/videos/0123456789abcdef-clip.mp4';
    expect(gcs.bucket.file(path).name).toBe(path);
    // Deferred lengths are refused; unfinished uploads can be cancelled by their owner.
    expect(gcs.hasExtension('creation-defer-length')).toBe(false);
    expect(gcs.hasExtension('termination')).toBe(true);
    expect(BucketUploadStore.prototype.write).not.toBe(GCSStore.prototype.write);
  });

  it('checks the first bytes before anything reaches the bucket, removing a refused upload', async () => {
    const calls: string[] = [];
    const upload = {
      id: 'users/u1/videos/0123456789abcdef-notes.mp4',
      size: 20_000,
      offset: 0,
      metadata: { purpose: 'project-video', filename: 'notes.mp4' },
    } as unknown as Upload;
    // The bucket calls at the edges answer from memory; the write path under test is the real one.
    class RecordingStore extends BucketUploadStore {
      override async getUpload(): Promise<Upload> {
        calls.push('getUpload');
        return upload;
      }
      override async remove(id: string): Promise<void> {
        calls.push(`remove ${id}`);
      }
      override async recordType(): Promise<void> {
        calls.push('recordType');
      }
    }
    const store = new RecordingStore(offlineBucket());
    const body = Readable.from([textBytes(20_000)]);
    const refused = store.write(body, upload.id, 0);
    await expect(refused).rejects.toBeInstanceOf(UploadTypeRefused);
    await expect(refused).rejects.toMatchObject({
      status_code: 415,
      body: messages.create.invalidVideoType,
    });
    expect(calls).toEqual(['getUpload', `remove ${upload.id}`]);
    expect(body.readableEnded).toBe(true);
  });

  it('reads an object as an upload: complete when its size is the declared one', () => {
    const tus = { tus_version: '1.0.0', size: '100', metadata: '{}' };
    const at = '2026-11-20T10:00:00.000Z';
    expect(
      uploadStateOfObject('users/u/videos/a.mp4', { size: '100', updated: at, metadata: tus }),
    ).toEqual({
      id: 'users/u/videos/a.mp4',
      complete: true,
      lastActivity: new Date(at),
    });
    expect(
      uploadStateOfObject('users/u/videos/a.mp4', { size: '40', updated: at, metadata: tus })
        ?.complete,
    ).toBe(false);
    expect(
      uploadStateOfObject('users/u/videos/a.mp4_patch', { size: '100', metadata: tus })?.complete,
    ).toBe(false);
    // Objects no upload wrote are not the expiry job's business.
    expect(uploadStateOfObject('users/u/videos/b.mp4', { size: '5', metadata: {} })).toBeNull();
    expect(uploadStateOfObject('users/u/videos/c.mp4', { size: '5' })).toBeNull();
  });

  it('starts the API with the bucket from firebase-admin, still refusing before any storage call', async () => {
    const ctx = await buildTestApp({ STORAGE_DRIVER: 'gcs', STORAGE_BUCKET: BUCKET });
    try {
      const base = await listen(ctx.app);
      const anonymous = await createUpload(base, null, 10, {
        purpose: 'project-video',
        filename: 'a.mp4',
      });
      expect(anonymous.status).toBe(401);
      const user = await signUpUser('gcs');
      const tooBig = await createUpload(base, user, SHORT_FORM_VIDEO_MAX_BYTES + 1, {
        purpose: 'short-form-video',
        filename: 'a.mp4',
      });
      expect(tooBig.status).toBe(413);
      expect(await detailOf(tooBig)).toBe(messages.create.shortFormTooLarge);
    } finally {
      await ctx.close();
    }
  });
});
