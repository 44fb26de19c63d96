import { readFileSync } from 'node:fs';
import { messages, type UploadedFileRecord } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, createCreator, signUpUser, type TestUser } from './support/identity';
import {
  createUpload,
  detailOf,
  diskFile,
  encodeMetadata,
  headUpload,
  jpegBytes,
  listen,
  locationOf,
  mp4Bytes,
  patchUpload,
  pathOfUploadUrl,
  pngBytes,
  storedOnDisk,
  tusUpload,
} from './support/uploads';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
let alice: TestUser;
let bob: TestUser;
let aliceProject: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  bob = await createCreator(ctx.app, 'bob');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects/',
    headers: bearer(alice),
    payload: {
      name: 'Uploads',
      firebase_uid: alice.uid,
      UploadVideos: [
        {
          name: 'a.mp4',
          url: `/files/users/${alice.uid}/videos/a.mp4`,
          path: `users/${alice.uid}/videos/a.mp4`,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  aliceProject = res.json().project_id;
  base = await listen(ctx.app);
});
afterAll(() => ctx?.close());

const video = {
  purpose: 'project-video',
  filename: 'Workshop clip (1).mp4',
  filetype: 'video/mp4',
};

describe('round trip', () => {
  it('stores a chunked video byte for byte and answers the last PATCH with its record', async () => {
    const bytes = mp4Bytes(3 * 1024 * 1024 + 123);
    const result = await tusUpload(base, alice, bytes, video, { chunkSize: 1024 * 1024 });
    expect(result.chunkBytes).toEqual([1048576, 1048576, 1048576, 123]);
    expect(result.status).toBe(200);
    const { record } = result;
    expect(record.path).toMatch(
      new RegExp(`^users/${alice.uid}/videos/[0-9a-f]{16}-Workshop_clip_\\(1\\)\\.mp4$`),
    );
    expect(record).toMatchObject({
      name: 'Workshop clip (1).mp4',
      type: 'video/mp4',
      size: bytes.length,
    });
    expect(pathOfUploadUrl(result.url)).toBe(record.path);
    expect(readFileSync(diskFile(ctx.dataDir, record.path)).equals(bytes)).toBe(true);

    // The URL is a signed download URL the browser can use at once.
    const url = new URL(record.url, base);
    expect(url.pathname).toBe(`/files/${record.path.split('/').map(encodeURIComponent).join('/')}`);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('video/mp4');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const stored = JSON.parse(readFileSync(`${diskFile(ctx.dataDir, record.path)}.json`, 'utf8'));
    expect(stored.metadata).toMatchObject({
      purpose: 'project-video',
      filetype: 'video/mp4',
      declaredType: 'video/mp4',
      uid: alice.uid,
    });
    expect(url.searchParams.get('sig')).toBeTruthy();
  });

  it('puts project files in the project folder with the spec frame names kept', async () => {
    const frame = await tusUpload(base, alice, jpegBytes(20_000), {
      purpose: 'annotation-frame',
      filename: 'frame_4200.jpg',
      filetype: 'image/jpeg',
      projectId: aliceProject,
    });
    expect(frame.record.path).toMatch(
      new RegExp(
        `^users/${alice.uid}/${aliceProject}/annotation_frames/[0-9a-f]{16}-frame_4200\\.jpg$`,
      ),
    );
    expect(frame.record.type).toBe('image/jpeg');
    const thumb = await tusUpload(base, alice, pngBytes(10_000), {
      purpose: 'repository-image',
      filename: '../../evil/../drill.png',
      filetype: 'image/png',
      repositoryKind: 'materials',
    });
    expect(thumb.record.path).toMatch(
      new RegExp(`^users/${alice.uid}/repository/materials/[0-9a-f]{16}-drill\\.png$`),
    );
    expect(thumb.record.name).toBe('../../evil/../drill.png');
  });

  it('keeps 201 and the record when the POST carries the whole file', async () => {
    const bytes = jpegBytes(5000);
    const res = await fetch(`${base}/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        ...bearer(alice),
        'upload-length': String(bytes.length),
        'upload-metadata': encodeMetadata({
          purpose: 'thumbnail',
          filename: 'cover.jpg',
          projectId: aliceProject,
        }),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/uploads\//);
    const record = (await res.json()) as UploadedFileRecord;
    expect(record).toMatchObject({ name: 'cover.jpg', type: 'image/jpeg', size: 5000 });
    expect(record.path).toMatch(new RegExp(`^users/${alice.uid}/${aliceProject}/thumbnails/`));
    expect(readFileSync(diskFile(ctx.dataDir, record.path)).equals(bytes)).toBe(true);
  });

  it('answers the creation with 201 and a Location whose id is the base64url path', async () => {
    const res = await createUpload(base, alice, 10, video);
    expect(res.status).toBe(201);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/uploads\/[A-Za-z0-9_-]+$/);
    const path = pathOfUploadUrl(locationOf(base, res));
    expect(path.startsWith(`users/${alice.uid}/videos/`)).toBe(true);
    expect(storedOnDisk(ctx.dataDir, path)).toEqual({ data: true, record: true });
  });
});

describe('authentication and ownership', () => {
  it('refuses a request without a token with 401 and nothing stored', async () => {
    const res = await createUpload(base, null, 100, video);
    expect(res.status).toBe(401);
    expect(await detailOf(res)).toMatch(/Sign-in required/);
  });

  it("refuses another user's HEAD, PATCH and DELETE with 403 and leaves the upload alone", async () => {
    const created = await createUpload(base, alice, 8000, video);
    const url = locationOf(base, created);
    const path = pathOfUploadUrl(url);
    const first = await patchUpload(url, alice, 0, mp4Bytes(8000).subarray(0, 5000));
    expect(first.status).toBe(204);

    const head = await headUpload(url, bob);
    expect(head.status).toBe(403);
    const patch = await patchUpload(url, bob, 5000, Buffer.alloc(3000));
    expect(patch.status).toBe(403);
    expect(await detailOf(patch)).toBe('You can only access your own uploads.');
    const del = await fetch(url, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', ...bearer(bob) },
    });
    expect(del.status).toBe(403);

    const own = await headUpload(url, alice);
    expect(own.status).toBe(200);
    expect(own.headers.get('upload-offset')).toBe('5000');
    expect(storedOnDisk(ctx.dataDir, path)).toEqual({ data: true, record: true });

    // Its owner can cancel it: data and record go.
    const cancel = await fetch(url, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', ...bearer(alice) },
    });
    expect(cancel.status).toBe(204);
    expect(storedOnDisk(ctx.dataDir, path)).toEqual({ data: false, record: false });
  });

  it('refuses uploads into a project the caller does not own, or that does not exist', async () => {
    const meta = { purpose: 'thumbnail', filename: 't.png', filetype: 'image/png' };
    const other = await createUpload(base, bob, 100, { ...meta, projectId: aliceProject });
    expect(other.status).toBe(403);
    expect(await detailOf(other)).toBe(messages.annotate.accessDenied);
    const missing = await createUpload(base, bob, 100, {
      ...meta,
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(await detailOf(missing)).toBe(messages.annotate.projectNotFound);
    const malformed = await createUpload(base, bob, 100, { ...meta, projectId: 'nope' });
    expect(malformed.status).toBe(400);
    expect(await detailOf(malformed)).toBe(messages.annotate.invalidProjectId);
    const none = await createUpload(base, bob, 100, meta);
    expect(none.status).toBe(400);
    expect(await detailOf(none)).toMatch(/projectId/);
  });

  it('ignores any path or uid the client puts in the metadata', async () => {
    const res = await createUpload(base, bob, 10, {
      ...video,
      filename: `../../${alice.uid}/videos/x.mp4`,
      uid: alice.uid,
      path: `users/${alice.uid}/videos/x.mp4`,
    });
    expect(res.status).toBe(201);
    const path = pathOfUploadUrl(locationOf(base, res));
    expect(path).toMatch(new RegExp(`^users/${bob.uid}/videos/[0-9a-f]{16}-x\\.mp4$`));
  });

  it('answers an unknown or forged upload id with 404 or 403', async () => {
    const forged = Buffer.from(`users/${bob.uid}/videos/none.mp4`).toString('base64url');
    expect((await headUpload(`${base}/uploads/${forged}`, bob)).status).toBe(404);
    expect((await headUpload(`${base}/uploads/${forged}`, alice)).status).toBe(403);
    expect((await headUpload(`${base}/uploads/not*base64`, alice)).status).toBe(404);
    const traversal = Buffer.from(`users/${alice.uid}/../${bob.uid}/x`).toString('base64url');
    expect((await headUpload(`${base}/uploads/${traversal}`, alice)).status).toBe(404);
  });

  it('works for a signed-in user without a backend record too (uploads come before projects)', async () => {
    const fresh = await signUpUser('fresh');
    const result = await tusUpload(base, fresh, mp4Bytes(6000), video);
    expect(result.record.path.startsWith(`users/${fresh.uid}/videos/`)).toBe(true);
  });
});

describe('protocol checks', () => {
  it('refuses a deferred length, a missing length, bad metadata and an empty file', async () => {
    const deferred = await createUpload(base, alice, null, video, { 'upload-defer-length': '1' });
    expect(deferred.status).toBe(400);
    expect(await detailOf(deferred)).toMatch(/deferred length is not accepted/);
    const noLength = await createUpload(base, alice, null, video);
    expect(noLength.status).toBe(400);
    expect(await detailOf(noLength)).toMatch(/Upload-Length/);
    const noPurpose = await createUpload(base, alice, 10, { filename: 'x.mp4' });
    expect(noPurpose.status).toBe(400);
    expect(await detailOf(noPurpose)).toMatch(/purpose: one of project-video/);
    const noName = await createUpload(base, alice, 10, { purpose: 'project-video' });
    expect(noName.status).toBe(400);
    expect(await detailOf(noName)).toMatch(/filename/);
    const noKind = await createUpload(base, alice, 10, {
      purpose: 'repository-image',
      filename: 'a.png',
    });
    expect(noKind.status).toBe(400);
    expect(await detailOf(noKind)).toMatch(/repositoryKind/);
    const empty = await createUpload(base, alice, 0, video);
    expect(empty.status).toBe(400);
    expect(await detailOf(empty)).toMatch(/empty/);
    const garbled = await fetch(`${base}/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        ...bearer(alice),
        'upload-length': '10',
        'upload-metadata': 'purpose !!!notbase64,,',
      },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.headers.get('content-type')).toContain('application/json');
  });

  it('answers tus protocol errors as JSON { detail }', async () => {
    const created = await createUpload(base, alice, 9000, video);
    const url = locationOf(base, created);
    const wrongOffset = await patchUpload(url, alice, 10, Buffer.alloc(5));
    expect(wrongOffset.status).toBe(409);
    expect(wrongOffset.headers.get('content-type')).toContain('application/json');
    expect(await detailOf(wrongOffset)).toBe('Upload-Offset conflict');
    const noVersion = await fetch(url, { method: 'HEAD', headers: bearer(alice) });
    expect(noVersion.status).toBe(412);
    const finished = await tusUpload(base, alice, mp4Bytes(5000), video);
    const terminate = await fetch(finished.url, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', ...bearer(alice) },
    });
    expect(terminate.status).toBe(400);
    expect(await detailOf(terminate)).toMatch(/completed upload/);
    expect(storedOnDisk(ctx.dataDir, finished.record.path).data).toBe(true);
  });
});
