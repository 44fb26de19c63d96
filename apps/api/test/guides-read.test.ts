import { type GuideDetail, guideDetailSchema, messages } from '@stepwise/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getGuide } from '../src/services/guides/read';
import { useTwoCreators } from './support/creators';
import { putStoredFile } from './support/files';
import { aPayload, aProjectOf, countingDb, finalize, trpcCall } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';
import { MISSING_ID } from './support/projects';

/** Issue #19: reading one guide (GET /api/guides/{projectId}, tRPC guides.get) and its views. */
const h = useTwoCreators();

/** A finished project of `user` (2 videos, 2 steps, the test payload's buy list). */
async function finished(user: TestUser, options: { publish?: boolean } = {}) {
  const id = await aProjectOf(h.ctx.db, user, { name: 'Birdhouse', videos: 2 });
  const res = await finalize(h.ctx.app, user, aPayload(user, id, { steps: 2 }));
  expect(res.statusCode, res.body).toBe(200);
  if (options.publish ?? true) {
    await h.ctx.db
      .updateTable('projects')
      .set({ is_published: true })
      .where('project_id', '=', id)
      .execute();
  }
  return id;
}

function read(user: TestUser, id: string) {
  return h.ctx.app.inject({ method: 'GET', url: `/api/guides/${id}`, headers: bearer(user) });
}

async function guide(user: TestUser, id: string): Promise<GuideDetail> {
  const res = await read(user, id);
  expect(res.statusCode, res.body).toBe(200);
  return guideDetailSchema.parse(res.json());
}

const viewCount = async (id: string) =>
  (
    await h.ctx.db
      .selectFrom('projects')
      .select('view_count')
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow()
  ).view_count;

const signed = expect.stringMatching(/^\/files\/users\/.+\?exp=\d+&sig=[\w-]{43}$/);

describe('GET /api/guides/{projectId}', () => {
  it('returns the project, its steps in order with signed URLs, and never the expected answer', async () => {
    const id = await finished(h.alice);
    const res = await read(h.bob, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('expected_answer');
    expect(res.body).not.toContain('"Yes"');
    const body = guideDetailSchema.parse(res.json());

    expect(body.project).toMatchObject({
      project_id: id,
      name: 'Birdhouse',
      creator_username: expect.stringContaining('alice'),
      is_owner: false,
      is_published: true,
      step_count: 2,
      total_duration_ms: 10_000,
      liked_by_me: false,
      saved_by_me: false,
      thumbnail_url: signed,
    });
    expect(body.project.videos.map((v) => [v.video_index, v.name])).toEqual([
      [0, 'video-0.mp4'],
      [1, 'video-1.mp4'],
    ]);
    expect(body.project.videos[0]?.url).toEqual(signed);

    expect(body.steps.map((s) => [s.step_order, s.name])).toEqual([
      [0, 'Step 1'],
      [1, 'Step 2'],
    ]);
    const step = body.steps[1]!;
    expect(step).toMatchObject({
      video_start_time_ms: 10_000,
      video_end_time_ms: 15_000,
      associated_video_index: 1,
      video_url: signed,
      cautionary_notes: 'Wear goggles.\nKeep fingers clear.',
      best_practice_notes: 'Measure twice.',
      validation_question: 'Is it square?',
      result_image_url: signed,
    });
    expect(step.video_url).toContain('video-1.mp4');
    // Two annotations on two frames, each with its shape and label.
    expect(step.frames).toHaveLength(2);
    expect(step.frames[0]).toMatchObject({
      frame_timestamp_ms: 11_000,
      image_url: signed,
      annotations: [
        {
          label: 'Part 1',
          annotation_type: 'rectangle',
          geometry: { type: 'rectangle', x: 0.1, y: 0.25, width: 0.5, height: 0.125 },
        },
      ],
    });
    expect(step.tools.map((t) => [t.name, t.quantity, t.specification])).toEqual([
      ['Item tool 0', 1, null],
      ['Item tool 1', 2, '10 mm'],
    ]);
    expect(step.tools[0]).toMatchObject({
      purchase_link: 'https://shop.example.com/tool-0',
      image_url: signed,
    });
    expect(step.materials).toEqual([
      {
        name: 'Item material 0',
        quantity: 3,
        specification: 'pine',
        purchase_link: null,
        image_url: null,
      },
    ]);
    expect(step.supplementary_files).toEqual([
      expect.objectContaining({ name: 'Plan 1', original_filename: 'plan-0.pdf', url: signed }),
    ]);

    // The creator's buy list, merged by spec 4's rule (same name and specification).
    expect(body.buy_list).toEqual([
      {
        name: 'Wood glue',
        quantity: 3,
        specification: '250 ml',
        purchase_link: null,
        image_url: null,
        source: 'buy_list',
      },
    ]);
  });

  it('lets the signed URLs download the published files for another user, with no token', async () => {
    const id = await finished(h.alice);
    const path = `users/${h.alice.uid}/${id}/supplementary_files/plan-0.pdf`;
    putStoredFile(h.ctx.dataDir, path, Buffer.from('%PDF-1.4 plan'), {
      filetype: 'application/pdf',
    });
    const body = await guide(h.bob, id);
    const url = body.steps[0]!.supplementary_files[0]!.url;
    const res = await h.ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('%PDF-1.4 plan');
    const sig = /sig=(.)/.exec(url)![1];
    const forgedUrl = url.replace(/sig=./, `sig=${sig === 'A' ? 'B' : 'A'}`);
    const forged = await h.ctx.app.inject({ method: 'GET', url: forgedUrl });
    expect(forged.statusCode).not.toBe(200);
  });

  it('builds the buy list from the steps, merged, when the creator left theirs empty', async () => {
    const id = await finished(h.alice);
    await h.ctx.db.deleteFrom('buy_list_items').where('project_id', '=', id).execute();
    const body = await guide(h.bob, id);
    expect(body.buy_list.map((item) => [item.name, item.quantity, item.source])).toEqual([
      ['Item material 0', 6, 'material'],
      ['Item tool 0', 2, 'tool'],
      ['Item tool 1', 4, 'tool'],
    ]);
  });

  it('refuses another creator’s draft with 404 and a detail, but opens it for its owner', async () => {
    const id = await finished(h.alice, { publish: false });
    const refused = await read(h.bob, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: messages.annotate.projectNotFound });
    const own = await guide(h.alice, id);
    expect(own.project).toMatchObject({ is_owner: true, is_published: false, view_count: 0 });
    expect(await viewCount(id)).toBe(0);
  });

  it('answers 400 for a malformed id and 404 for a missing project, each with a detail', async () => {
    const bad = await read(h.bob, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: messages.annotate.invalidProjectId });
    const missing = await read(h.bob, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: messages.annotate.projectNotFound });
  });

  it('reports the caller’s like and save', async () => {
    const id = await finished(h.alice);
    for (const mark of ['like', 'save']) {
      const res = await h.ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/${mark}`,
        headers: bearer(h.bob),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const body = await guide(h.bob, id);
    expect(body.project).toMatchObject({
      liked_by_me: true,
      saved_by_me: true,
      like_count: 1,
      save_count: 1,
    });
    expect((await guide(h.alice, id)).project).toMatchObject({
      liked_by_me: false,
      saved_by_me: false,
      like_count: 1,
      save_count: 1,
    });
  });
});

describe('views', () => {
  it('counts a signed-in viewer once per day, and never the owner', async () => {
    const id = await finished(h.alice);
    expect((await guide(h.alice, id)).project.view_count).toBe(0);
    expect((await guide(h.bob, id)).project.view_count).toBe(1);
    expect((await guide(h.bob, id)).project.view_count).toBe(1);
    expect((await guide(h.alice, id)).project.view_count).toBe(1);
    const carol = await createCreator(h.ctx.app, 'carol');
    expect((await guide(carol, id)).project.view_count).toBe(2);
    expect(await viewCount(id)).toBe(2);

    // Yesterday's view does not stop today's from counting.
    await h.ctx.db
      .updateTable('project_views')
      .set({ view_day: sql`view_day - 1` } as never)
      .where('project_id', '=', id)
      .where('viewer_uid', '=', h.bob.uid)
      .execute();
    expect((await guide(h.bob, id)).project.view_count).toBe(3);
    expect((await guide(h.bob, id)).project.view_count).toBe(3);
  });

  it('opens a guide in one statement, its view counted; a refused draft counts none', async () => {
    const id = await finished(h.alice);
    const draft = await finished(h.alice, { publish: false });
    const counting = countingDb(h.ctx.databaseUrl);
    const files = { objects: h.ctx.app.objects, redactedFrames: h.ctx.app.redactedFrames };
    const bob = { uid: h.bob.uid, email: h.bob.email };
    try {
      const opened = await getGuide(counting.db, files, bob, id);
      expect(counting.counter.statements).toBe(1);
      expect(opened.steps).toHaveLength(2);
      expect(opened.project.videos).toHaveLength(2);
      expect(opened.project.view_count).toBe(1);
      expect(await viewCount(id)).toBe(1);

      counting.counter.statements = 0;
      await expect(getGuide(counting.db, files, bob, draft)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(counting.counter.statements).toBe(1);
      expect(await viewCount(draft)).toBe(0);
    } finally {
      await counting.close();
    }
  });

  it('keeps one view per viewer and day even when reads race', async () => {
    const id = await finished(h.alice);
    await Promise.all(Array.from({ length: 6 }, () => read(h.bob, id)));
    expect(await viewCount(id)).toBe(1);
  });
});

describe('tRPC guides.get', () => {
  it('returns the same guide, and NOT_FOUND for another creator’s draft', async () => {
    const id = await finished(h.alice);
    const res = await trpcCall(h.ctx.app, h.bob, 'guides.get', { project_id: id }, 'query');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.steps).toHaveLength(2);
    const draft = await finished(h.alice, { publish: false });
    const refused = await trpcCall(h.ctx.app, h.bob, 'guides.get', { project_id: draft }, 'query');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(messages.annotate.projectNotFound);
  });
});
