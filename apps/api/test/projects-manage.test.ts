import { messages } from '@stepwise/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteProject } from '../src/services/projects.service';
import { aPayload, finalize } from './support/finalize';
import { createCreator } from './support/identity';
import { MISSING_ID, useProjectsHarness } from './support/projects';

const { h, call, trpc, video, projectPayload, createProject } = useProjectsHarness();

/** Publishing needs finished steps: finish one for alice's project. */
async function finishSteps(projectId: string) {
  const res = await finalize(h.ctx.app, h.alice, aPayload(h.alice, projectId, { steps: 1 }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/users/{uid}/projects', () => {
  it('splits published and drafts, newest first, with view, like and comment counts', async () => {
    const carol = await createCreator(h.ctx.app, 'carol');
    const first = await createProject(carol, { name: 'First' });
    const second = await createProject(carol, { name: 'Second' });
    const third = await createProject(carol, { name: 'Third' });
    // The oldest, whatever the clock: created_at is never updated by the app.
    await sql`update projects set created_at = '2026-01-01T00:00:00Z' where project_id = ${first}`.execute(
      h.ctx.db,
    );
    await h.ctx.db
      .updateTable('projects')
      .set({ is_published: true })
      .where('project_id', 'in', [first, third])
      .execute();
    for (const user of [h.alice, h.bob]) {
      expect((await call(user, 'POST', `/api/projects/${third}/like`)).statusCode).toBe(200);
    }
    for (const text of ['Nice', 'Great']) {
      const res = await call(h.bob, 'POST', `/api/projects/${third}/comments`, {
        comment_text: text,
      });
      expect(res.statusCode).toBe(201);
    }
    await h.ctx.db
      .insertInto('project_views')
      .values([{ project_id: first }, { project_id: first }, { project_id: first }])
      .execute();

    const res = await call(carol, 'GET', `/api/users/${carol.uid}/projects`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.published.map((p: { name: string }) => p.name)).toEqual(['Third', 'First']);
    expect(body.unpublished.map((p: { project_id: string }) => p.project_id)).toEqual([second]);
    expect(body.published[0]).toMatchObject({
      project_id: third,
      description: 'Build a birdhouse.',
      thumbnail_url: null,
      frame_url: `/files/users/${carol.uid}/videos/a.mp4`,
      view_count: 0,
      like_count: 2,
      comment_count: 2,
    });
    expect(body.published[1]).toMatchObject({ view_count: 3, like_count: 0, comment_count: 0 });
    expect(body.published[1].created_at).toBe('2026-01-01T00:00:00.000Z');

    const other = await call(h.bob, 'GET', `/api/users/${carol.uid}/projects`);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toContain('your own account');
    expect((await call(null, 'GET', `/api/users/${carol.uid}/projects`)).statusCode).toBe(401);
    const blank = await call(carol, 'GET', '/api/users/%20/projects');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('uid');
  });

  it('lists 100 projects with their counts quickly', async () => {
    const dave = await createCreator(h.ctx.app, 'dave');
    const rows = await h.ctx.db
      .insertInto('projects')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          firebase_uid: dave.uid,
          name: `Project ${i}`,
          is_published: i % 2 === 0,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning('project_id')
      .execute();
    await h.ctx.db
      .insertInto('comments')
      .values(
        rows.flatMap((row, i) =>
          Array.from({ length: i % 3 }, () => ({
            firebase_uid: dave.uid,
            project_id: row.project_id,
            comment_text: 'Note',
          })),
        ),
      )
      .execute();
    const started = performance.now();
    const res = await call(dave, 'GET', `/api/users/${dave.uid}/projects`);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const { published, unpublished } = res.json();
    expect(published).toHaveLength(50);
    expect(unpublished).toHaveLength(50);
    expect(published[0]).toMatchObject({ name: 'Project 98', comment_count: 98 % 3 });
    expect(unpublished.at(-1)).toMatchObject({ name: 'Project 1', comment_count: 1 });
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('DELETE /api/projects/{projectId}', () => {
  it('deletes the owner’s project with everything in it', async () => {
    const id = await createProject(h.alice);
    await call(h.bob, 'POST', `/api/projects/${id}/like`);
    await call(h.alice, 'POST', `/api/projects/${id}/comments`, { comment_text: 'Mine' });

    const denied = await call(h.bob, 'DELETE', `/api/projects/${id}?firebase_uid=${h.bob.uid}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(messages.annotate.accessDenied);
    const impostor = await call(h.alice, 'DELETE', `/api/projects/${id}?firebase_uid=${h.bob.uid}`);
    expect(impostor.statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/projects/${id}`)).statusCode).toBe(401);
    const bad = await call(h.alice, 'DELETE', '/api/projects/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(messages.annotate.invalidProjectId);

    const res = await call(h.alice, 'DELETE', `/api/projects/${id}?firebase_uid=${h.alice.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.myProjects.deleted });
    for (const table of ['projects', 'project_files', 'comments'] as const) {
      const left = await h.ctx.db
        .selectFrom(table)
        .select('project_id')
        .where('project_id', '=', id)
        .execute();
      expect(left, table).toEqual([]);
    }
    // The like was h.bob's: the cascade removed it too (no orphan to count).
    const likes = await h.ctx.db
      .selectFrom('likes')
      .selectAll()
      .where('project_id', '=', id)
      .execute();
    expect(likes).toEqual([]);
    const again = await call(h.alice, 'DELETE', `/api/projects/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(messages.annotate.projectNotFound);
  });

  it('tells the caller which storage files were the project’s alone', async () => {
    const shared = video(h.alice, 'shared.mp4');
    const keep = await createProject(h.alice, { UploadVideos: [shared] });
    const doomed = await createProject(h.alice, {
      UploadVideos: [video(h.alice, 'own.mp4'), shared],
    });
    const thumbnail = `users/${h.alice.uid}/${doomed}/thumbnails/t.png`;
    await call(h.alice, 'PATCH', `/api/projects/${doomed}/thumbnail`, {
      firebase_uid: h.alice.uid,
      thumbnail_path: thumbnail,
    });
    const result = await deleteProject(
      h.ctx.app.db,
      { uid: h.alice.uid, email: h.alice.email },
      doomed,
    );
    expect(result.message).toBe(messages.myProjects.deleted);
    expect(result.storage.file_keys.sort()).toEqual(
      [`users/${h.alice.uid}/videos/own.mp4`, thumbnail].sort(),
    );
    expect(result.storage.folders).toEqual([`users/${h.alice.uid}/${doomed}/`]);
    expect((await call(h.alice, 'GET', `/api/projects/${keep}`)).statusCode).toBe(200);
  });
});

describe('POST /api/projects/{projectId}/toggle-publication', () => {
  it('moves the project between drafts and published with the server message', async () => {
    const id = await createProject(h.alice, { name: 'Toggled' });
    await finishSteps(id);
    const url = `/api/projects/${id}/toggle-publication`;
    const on = await call(h.alice, 'POST', url, { firebase_uid: h.alice.uid });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: messages.myProjects.published, is_published: true });
    let lists = (await call(h.alice, 'GET', `/api/users/${h.alice.uid}/projects`)).json();
    expect(lists.published.some((p: { project_id: string }) => p.project_id === id)).toBe(true);

    const off = await call(h.alice, 'POST', url, { firebase_uid: h.alice.uid });
    expect(off.json()).toEqual({ message: messages.myProjects.unpublished, is_published: false });
    lists = (await call(h.alice, 'GET', `/api/users/${h.alice.uid}/projects`)).json();
    expect(lists.unpublished.some((p: { project_id: string }) => p.project_id === id)).toBe(true);

    const missingBody = await call(h.alice, 'POST', url, {});
    expect(missingBody.statusCode).toBe(400);
    expect(missingBody.json().detail).toContain('firebase_uid');
    const other = await call(h.bob, 'POST', url, { firebase_uid: h.bob.uid });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);
    const claimed = await call(h.alice, 'POST', url, { firebase_uid: h.bob.uid });
    expect(claimed.statusCode).toBe(403);
    expect((await call(null, 'POST', url, { firebase_uid: h.alice.uid })).statusCode).toBe(401);
    const missing = await call(h.alice, 'POST', `/api/projects/${MISSING_ID}/toggle-publication`, {
      firebase_uid: h.alice.uid,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PATCH /api/projects/{projectId}/thumbnail', () => {
  it('sets a thumbnail from the caller’s storage area and derives its URL', async () => {
    const id = await createProject(h.alice);
    const url = `/api/projects/${id}/thumbnail`;
    const path = `users/${h.alice.uid}/${id}/thumbnails/1a_cover image.png`;
    const res = await call(h.alice, 'PATCH', url, {
      firebase_uid: h.alice.uid,
      thumbnail_path: path,
    });
    expect(res.statusCode).toBe(200);
    const expectedUrl = `/files/users/${h.alice.uid}/${id}/thumbnails/1a_cover%20image.png`;
    expect(res.json()).toEqual({
      message: messages.myProjects.thumbnailUpdated,
      thumbnail_url: expectedUrl,
    });
    expect((await call(h.alice, 'GET', `/api/projects/${id}`)).json().thumbnail_url).toBe(
      expectedUrl,
    );

    const foreign = await call(h.alice, 'PATCH', url, {
      firebase_uid: h.alice.uid,
      thumbnail_path: `users/${h.bob.uid}/x/thumbnails/t.png`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toContain(
      'thumbnail_path must be a file in your own storage area',
    );
    const missing = await call(h.alice, 'PATCH', url, { firebase_uid: h.alice.uid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('thumbnail_path');
    const other = await call(h.bob, 'PATCH', url, {
      firebase_uid: h.bob.uid,
      thumbnail_path: `users/${h.bob.uid}/t.png`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);
    expect((await call(null, 'PATCH', url, { firebase_uid: h.alice.uid })).statusCode).toBe(401);
  });
});

describe('GET /api/projects/{projectId}/files', () => {
  it('lists every file, or one role when asked, for the owner only', async () => {
    const id = await createProject(h.alice, { ShortFormVideo: video(h.alice, 'promo.mp4') });
    const all = await call(h.alice, 'GET', `/api/projects/${id}/files`);
    expect(all.statusCode).toBe(200);
    expect(
      all.json().map((f: { role: string; video_order: number }) => [f.role, f.video_order]),
    ).toEqual([
      ['PRIMARY_VIDEO', 0],
      ['PRIMARY_VIDEO', 1],
      ['SHORT_FORM_VIDEO', 0],
    ]);
    expect(all.json()[0]).toEqual({
      role: 'PRIMARY_VIDEO',
      file_key: `users/${h.alice.uid}/videos/a.mp4`,
      file_url: `/files/users/${h.alice.uid}/videos/a.mp4`,
      original_filename: 'a.mp4',
      mime_type: 'video/mp4',
      file_size_bytes: 1234,
      video_order: 0,
    });
    const primary = await call(
      h.alice,
      'GET',
      `/api/projects/${id}/files?firebase_uid=${h.alice.uid}&role=PRIMARY_VIDEO`,
    );
    expect(primary.json()).toHaveLength(2);
    const badRole = await call(h.alice, 'GET', `/api/projects/${id}/files?role=THUMBNAIL`);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().detail).toContain('role');
    const other = await call(h.bob, 'GET', `/api/projects/${id}/files`);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);
    expect((await call(null, 'GET', `/api/projects/${id}/files`)).statusCode).toBe(401);
  });
});

describe('projects over tRPC', () => {
  it('runs every operation through the same services', async () => {
    const created = await trpc(
      h.alice,
      'create',
      projectPayload(h.alice, { name: 'Via tRPC' }),
      'mutation',
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.project_id as string;

    const got = await trpc(h.alice, 'get', { project_id: id }, 'query');
    expect(got.json().result.data).toMatchObject({ name: 'Via tRPC', comment_count: 0 });
    const denied = await trpc(h.bob, 'get', { project_id: id }, 'query');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(messages.annotate.accessDenied);
    const invalid = await trpc(
      h.alice,
      'create',
      projectPayload(h.alice, { name: '' }),
      'mutation',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain(messages.create.nameRequired);

    const list = await trpc(h.alice, 'list', { uid: h.alice.uid }, 'query');
    expect(
      list.json().result.data.unpublished.some((p: { project_id: string }) => p.project_id === id),
    ).toBe(true);
    const files = await trpc(h.alice, 'files', { project_id: id, role: 'PRIMARY_VIDEO' }, 'query');
    expect(files.json().result.data).toHaveLength(2);
    await finishSteps(id);
    const toggled = await trpc(h.alice, 'togglePublication', { project_id: id }, 'mutation');
    expect(toggled.json().result.data.message).toBe(messages.myProjects.published);
    const thumb = await trpc(
      h.alice,
      'updateThumbnail',
      { project_id: id, thumbnail_path: `users/${h.alice.uid}/${id}/thumbnails/t.png` },
      'mutation',
    );
    expect(thumb.json().result.data.thumbnail_url).toBe(
      `/files/users/${h.alice.uid}/${id}/thumbnails/t.png`,
    );
    const deleted = await trpc(h.alice, 'delete', { project_id: id }, 'mutation');
    expect(deleted.json().result.data).toEqual({ message: messages.myProjects.deleted });
    expect((await trpc(h.alice, 'get', { project_id: id }, 'query')).statusCode).toBe(404);
  });
});
