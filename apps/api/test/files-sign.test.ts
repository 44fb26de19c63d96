import { SIGN_FILE_PATHS_MAX } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { putStoredFile, someBytes } from './support/files';
import { aPayload, aProjectOf, finalize, trpcCall } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let bob: TestUser;
let published: string;
let draft: string;

function sign(user: TestUser | null, paths: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/sign',
    headers: user ? bearer(user) : {},
    payload: { paths },
  });
}

async function togglePublication(user: TestUser, projectId: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/toggle-publication`,
    headers: bearer(user),
    payload: { firebase_uid: user.uid },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every kind of file a finished project refers to. */
function filesOf(uid: string, projectId: string) {
  const folder = `users/${uid}/${projectId}`;
  return {
    video: `users/${uid}/videos/video-0.mp4`,
    thumbnail: `${folder}/thumbnails/cover.jpg`,
    frame: `${folder}/annotation_frames/frame_1000.jpg`,
    toolImage: `${folder}/tools/tool-0.jpg`,
    supplementary: `${folder}/supplementary_files/plan-0.pdf`,
    result: `${folder}/result_images/result-0.jpg`,
    buyListImage: `${folder}/buy_list_images/glue.jpg`,
  };
}

async function finishedProject(user: TestUser, name: string): Promise<string> {
  const projectId = await aProjectOf(ctx.db, user, { name, videos: 2 });
  const res = await finalize(ctx.app, user, aPayload(user, projectId));
  expect(res.statusCode, res.body).toBe(200);
  await ctx.db
    .updateTable('buy_list_items')
    .set({ image_path: filesOf(user.uid, projectId).buyListImage })
    .where('project_id', '=', projectId)
    .execute();
  return projectId;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  bob = await createCreator(ctx.app, 'bob');
  published = await finishedProject(alice, 'Published birdhouse');
  draft = await finishedProject(alice, 'Draft shelf');
  await togglePublication(alice, published);
});
afterAll(() => ctx?.close());

describe('POST /api/files/sign', () => {
  it('signs the caller’s own paths, existing or not, as { urls: { [path]: url } }', async () => {
    const paths = [
      `users/${bob.uid}/videos/mine.mp4`,
      `users/${bob.uid}/repository/tools/saw.png`,
      `tools/${bob.uid}/saw.png`,
      `materials/${bob.uid}/pine.png`,
    ];
    const res = await sign(bob, [...paths, paths[0]]);
    expect(res.statusCode, res.body).toBe(200);
    const { urls } = res.json() as { urls: Record<string, string> };
    expect(Object.keys(urls).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      expect(urls[path]).toMatch(new RegExp(`^/files/${encoded}\\?exp=\\d+&sig=[\\w-]{43}$`));
    }
  });

  it('signs any file a published project of another creator refers to, and the URL downloads', async () => {
    const files = Object.values(filesOf(alice.uid, published));
    const res = await sign(bob, files);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().urls).sort()).toEqual([...files].sort());

    const bytes = someBytes(4096);
    const frame = filesOf(alice.uid, published).frame;
    putStoredFile(ctx.dataDir, frame, bytes, { filetype: 'image/jpeg' });
    const download = await ctx.app.inject({ method: 'GET', url: res.json().urls[frame] });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a draft’s files to anyone but the owner (403 naming the path)', async () => {
    for (const path of Object.values(filesOf(alice.uid, draft)).filter(
      (p) => !p.includes('/videos/'),
    )) {
      const res = await sign(bob, [`users/${bob.uid}/videos/mine.mp4`, path]);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().detail).toContain(path);
    }
    const own = await sign(alice, Object.values(filesOf(alice.uid, draft)));
    expect(own.statusCode).toBe(200);
  });

  it('refuses a path nobody refers to, and a published project’s file once it is unpublished', async () => {
    const nobody = `users/${alice.uid}/videos/private-take.mp4`;
    const res = await sign(bob, [nobody]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      `You cannot open ${nobody}: only your own files and the files of published projects can be read.`,
    );
    const other = await createCreator(ctx.app, 'carol');
    const project = await finishedProject(other, 'Toggled');
    const { thumbnail } = filesOf(other.uid, project);
    await togglePublication(other, project);
    expect((await sign(bob, [thumbnail])).statusCode).toBe(200);
    await togglePublication(other, project);
    expect((await sign(bob, [thumbnail])).statusCode).toBe(403);
  });

  it('does not let a published project open a file outside its owner’s area', async () => {
    // Written behind the services' backs: they already refuse such a path.
    const secret = `users/${bob.uid}/videos/bobs-private.mp4`;
    await ctx.db
      .updateTable('projects')
      .set({ thumbnail_path: secret })
      .where('project_id', '=', published)
      .execute();
    const carol = await createCreator(ctx.app, 'carol');
    // Together with one of alice's files, so both owners' projects are looked at.
    const res = await sign(carol, [filesOf(alice.uid, published).frame, secret]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain(secret);
    await ctx.db
      .updateTable('projects')
      .set({ thumbnail_path: filesOf(alice.uid, published).thumbnail })
      .where('project_id', '=', published)
      .execute();
  });

  it('answers 400 for a malformed path or list, and 401 without a token', async () => {
    const bad: unknown[] = [
      [`users/${bob.uid}/../${alice.uid}/videos/video-0.mp4`],
      [`/users/${bob.uid}/a.mp4`],
      [`users/${bob.uid}//a.mp4`],
      [],
      Array.from({ length: SIGN_FILE_PATHS_MAX + 1 }, (_, i) => `users/${bob.uid}/v/${i}.mp4`),
      'users/x/a.mp4',
      [42],
    ];
    for (const paths of bad) {
      const res = await sign(bob, paths);
      expect(res.statusCode, JSON.stringify(paths).slice(0, 80)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const max = Array.from(
      { length: SIGN_FILE_PATHS_MAX },
      (_, i) => `users/${bob.uid}/v/${i}.mp4`,
    );
    expect((await sign(bob, max)).statusCode).toBe(200);

    const anonymous = await sign(null, [`users/${bob.uid}/a.mp4`]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBeTruthy();
  });
});

describe('tRPC files.sign', () => {
  it('signs like the REST call and refuses the same paths', async () => {
    const { frame } = filesOf(alice.uid, published);
    const ok = await trpcCall(ctx.app, bob, 'files.sign', { paths: [frame] }, 'mutation');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.data.urls[frame]).toMatch(/^\/files\/users\/.+\?exp=\d+&sig=/);

    const { frame: draftFrame } = filesOf(alice.uid, draft);
    const refused = await trpcCall(ctx.app, bob, 'files.sign', { paths: [draftFrame] }, 'mutation');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(draftFrame);
  });
});
