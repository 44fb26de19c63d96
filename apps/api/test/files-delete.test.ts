import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useTwoCreators } from './support/creators';
import { putStoredFile, someBytes } from './support/files';
import { aPayload, finalize, trpcCall } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';

const h = useTwoCreators();

const stored = (path: string) => existsSync(join(h.ctx.dataDir, 'files', path));
const put = (path: string) => putStoredFile(h.ctx.dataDir, path, someBytes(256));

function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return h.ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
}

async function createProject(user: TestUser, name: string, videos: string[]): Promise<string> {
  const res = await call(user, 'POST', '/api/projects/', {
    name,
    firebase_uid: user.uid,
    UploadVideos: videos.map((video) => ({
      name: video,
      url: `/files/users/${user.uid}/videos/${video}`,
      path: `users/${user.uid}/videos/${video}`,
    })),
  });
  expect(res.statusCode, res.body).toBe(201);
  for (const video of videos) put(`users/${user.uid}/videos/${video}`);
  return res.json().project_id;
}

/** A finished project (steps, frames, tools, files, result images, thumbnail) with its files on disk. */
async function finishedProject(user: TestUser, name: string, videos: string[]) {
  const projectId = await createProject(user, name, videos);
  const payload = aPayload(user, projectId, { steps: 1 });
  expect((await finalize(h.ctx.app, user, payload)).statusCode).toBe(200);
  const folder = `users/${user.uid}/${projectId}`;
  const files = {
    cover: `${folder}/thumbnails/cover.jpg`,
    frame: `${folder}/annotation_frames/frame_1000.jpg`,
    plan: `${folder}/supplementary_files/plan-0.pdf`,
    result: `${folder}/result_images/result-0.jpg`,
    /** Finalize also put this tool in the owner's repository, which keeps using its image. */
    toolImage: `${folder}/tools/tool-0.jpg`,
    leftover: `${folder}/annotation_frames/frame_never_saved.jpg`,
  };
  for (const path of Object.values(files)) put(path);
  return { projectId, folder, files };
}

describe('deleting a project removes its stored files', () => {
  it('REST: removes its own video and folder, keeps what other projects or the repository use', async () => {
    const keep = await createProject(h.alice, 'Keep', ['shared.mp4']);
    const doomed = await finishedProject(h.alice, 'Doomed', ['own.mp4', 'shared.mp4']);
    // Another project's thumbnail that happens to live in the doomed project's folder.
    const borrowed = `${doomed.folder}/thumbnails/borrowed.jpg`;
    put(borrowed);
    const patched = await call(h.alice, 'PATCH', `/api/projects/${keep}/thumbnail`, {
      firebase_uid: h.alice.uid,
      thumbnail_path: borrowed,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const bobsVideo = `users/${h.bob.uid}/videos/own.mp4`;
    put(bobsVideo);

    const res = await call(h.alice, 'DELETE', `/api/projects/${doomed.projectId}`);
    expect(res.statusCode, res.body).toBe(200);

    expect(stored(`users/${h.alice.uid}/videos/own.mp4`)).toBe(false);
    expect(stored(`users/${h.alice.uid}/videos/own.mp4.json`)).toBe(false);
    for (const path of [
      doomed.files.cover,
      doomed.files.frame,
      doomed.files.plan,
      doomed.files.result,
      doomed.files.leftover,
    ]) {
      expect(stored(path), path).toBe(false);
      expect(stored(`${path}.json`), path).toBe(false);
    }
    expect(stored(`users/${h.alice.uid}/videos/shared.mp4`)).toBe(true);
    expect(stored(borrowed)).toBe(true);
    expect(stored(`${borrowed}.json`)).toBe(true);
    expect(stored(doomed.files.toolImage)).toBe(true);
    expect(stored(bobsVideo)).toBe(true);
  });

  it('tRPC projects.delete removes the files too', async () => {
    const doomed = await finishedProject(h.alice, 'Doomed by tRPC', ['trpc.mp4']);
    const res = await trpcCall(
      h.ctx.app,
      h.alice,
      'projects.delete',
      { project_id: doomed.projectId },
      'mutation',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(stored(`users/${h.alice.uid}/videos/trpc.mp4`)).toBe(false);
    expect(stored(doomed.files.frame)).toBe(false);
    expect(existsSync(join(h.ctx.dataDir, 'files', doomed.folder, 'annotation_frames'))).toBe(
      false,
    );
  });

  it('a storage failure is logged, never turns the successful delete into a 500', async () => {
    const doomed = await finishedProject(h.alice, 'Storage down', ['down.mp4']);
    const spy = vi
      .spyOn(h.ctx.app.objects, 'removePrefix')
      .mockRejectedValueOnce(new Error('bucket unavailable'));
    try {
      const res = await call(h.alice, 'DELETE', `/api/projects/${doomed.projectId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(spy).toHaveBeenCalledWith(`${doomed.folder}/`, expect.anything());
    } finally {
      spy.mockRestore();
    }
    expect((await call(h.alice, 'GET', `/api/projects/${doomed.projectId}`)).statusCode).toBe(404);
    // The rest of the removal still ran; the folder is what the failure left behind.
    expect(stored(`users/${h.alice.uid}/videos/down.mp4`)).toBe(false);
    expect(stored(doomed.files.frame)).toBe(true);
  });

  it('another user’s delete attempt (403) removes nothing', async () => {
    const mine = await finishedProject(h.alice, 'Not yours', ['not-yours.mp4']);
    const res = await call(h.bob, 'DELETE', `/api/projects/${mine.projectId}`);
    expect(res.statusCode).toBe(403);
    expect(stored(`users/${h.alice.uid}/videos/not-yours.mp4`)).toBe(true);
    expect(stored(mine.files.frame)).toBe(true);
  });
});

describe('the incomplete-project cleanup removes the files of the projects it deleted', () => {
  async function age(projectId: string) {
    await sql`update projects set updated_at = now() - interval '2 hours' where project_id = ${projectId}`.execute(
      h.ctx.db,
    );
  }

  it('REST and tRPC', async () => {
    const carol = await createCreator(h.ctx.app, 'carol');
    const stale = await createProject(carol, 'Stale', ['stale.mp4']);
    const staleFrame = `users/${carol.uid}/${stale}/annotation_frames/frame_5.jpg`;
    put(staleFrame);
    const fresh = await createProject(carol, 'Fresh', ['fresh.mp4']);
    await age(stale);

    const res = await call(carol, 'POST', '/api/projects/cleanup-incomplete');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(stored(`users/${carol.uid}/videos/stale.mp4`)).toBe(false);
    expect(stored(staleFrame)).toBe(false);
    expect(stored(`users/${carol.uid}/videos/fresh.mp4`)).toBe(true);

    await age(fresh);
    const viaTrpc = await trpcCall(h.ctx.app, carol, 'projects.cleanupIncomplete', {}, 'mutation');
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data).toEqual({ deleted: 1 });
    expect(stored(`users/${carol.uid}/videos/fresh.mp4`)).toBe(false);
  });
});
