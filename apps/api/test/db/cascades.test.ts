import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../support/database';
import { aProject, aStep, aTool, aUser, countWhere } from './fixtures';

/** What deleting removes, what it keeps, and the counters and timestamps triggers maintain. */

const fresh = useFreshDatabase();

const unique = (constraint: string) => ({ code: '23505', constraint });

describe('deleting', () => {
  it('deleting a project removes its files, steps, step contents, buy list and social rows', async () => {
    const { db } = fresh;
    const owner = await aUser(db);
    const fan = await aUser(db);
    const project = await aProject(db, owner, { is_published: true });
    const other = await aProject(db, owner, { name: 'Other' });
    const tool = await aTool(db, owner);
    const step = await aStep(db, project);
    const otherStep = await aStep(db, other);
    const { project_id } = project;
    const { step_id } = step;

    await db
      .insertInto('project_files')
      .values({
        project_id,
        role: 'PRIMARY_VIDEO',
        file_key: 'users/u/videos/a.mp4',
        file_url: 'https://files.example.com/a.mp4',
        original_filename: 'a.mp4',
      })
      .execute();
    await db
      .insertInto('annotations')
      .values({ step_id, frame_timestamp_ms: 2_000, x: 0.1, y: 0.1, width: 0.2, height: 0.2 })
      .execute();
    await db
      .insertInto('step_tools')
      .values({ step_id, tool_id: tool.tool_id, name: tool.name })
      .execute();
    await db.insertInto('step_materials').values({ step_id, name: 'Board' }).execute();
    await db
      .insertInto('supplementary_files')
      .values({
        step_id,
        file_url: 'https://files.example.com/plan.pdf',
        file_path: 'users/u/p/supplementary_files/plan.pdf',
        original_filename: 'plan.pdf',
      })
      .execute();
    await db.insertInto('buy_list_items').values({ project_id, name: 'Screws' }).execute();
    await db.insertInto('likes').values({ firebase_uid: fan.firebase_uid, project_id }).execute();
    await db.insertInto('saves').values({ firebase_uid: fan.firebase_uid, project_id }).execute();
    await db
      .insertInto('comments')
      .values({ firebase_uid: fan.firebase_uid, project_id, comment_text: 'Nice!' })
      .execute();
    await db
      .insertInto('project_views')
      .values({ project_id, viewer_uid: fan.firebase_uid })
      .execute();

    await db.deleteFrom('projects').where('project_id', '=', project_id).execute();

    for (const table of [
      'project_files',
      'steps',
      'buy_list_items',
      'likes',
      'saves',
      'comments',
      'project_views',
    ] as const) {
      expect(await countWhere(db, table, 'project_id', project_id), table).toBe(0);
    }
    for (const table of [
      'annotations',
      'step_tools',
      'step_materials',
      'supplementary_files',
    ] as const) {
      expect(await countWhere(db, table, 'step_id', step_id), table).toBe(0);
    }
    // What the project did not own stays.
    expect(await countWhere(db, 'steps', 'step_id', otherStep.step_id)).toBe(1);
    expect(await countWhere(db, 'tools', 'tool_id', tool.tool_id)).toBe(1);
    expect(await countWhere(db, 'users', 'firebase_uid', fan.firebase_uid)).toBe(1);
  });

  it('deleting a user removes what they own and what they did, and fixes the counters', async () => {
    const { db } = fresh;
    const leaving = await aUser(db);
    const staying = await aUser(db);
    const theirs = await aProject(db, leaving);
    const mine = await aProject(db, staying);
    await aTool(db, leaving);
    await db
      .insertInto('search_history')
      .values({ firebase_uid: leaving.firebase_uid, term: 'dovetail' })
      .execute();
    await db
      .insertInto('likes')
      .values({ firebase_uid: leaving.firebase_uid, project_id: mine.project_id })
      .execute();
    await db
      .insertInto('project_views')
      .values({ project_id: mine.project_id, viewer_uid: leaving.firebase_uid })
      .execute();

    await db.deleteFrom('users').where('firebase_uid', '=', leaving.firebase_uid).execute();

    expect(await countWhere(db, 'projects', 'project_id', theirs.project_id)).toBe(0);
    for (const table of ['tools', 'search_history', 'likes'] as const) {
      expect(await countWhere(db, table, 'firebase_uid', leaving.firebase_uid), table).toBe(0);
    }
    // The view stays counted, anonymously; the like is gone from the count.
    const view = await db
      .selectFrom('project_views')
      .select('viewer_uid')
      .where('project_id', '=', mine.project_id)
      .executeTakeFirstOrThrow();
    expect(view.viewer_uid).toBeNull();
    const counts = await db
      .selectFrom('projects')
      .select(['like_count', 'view_count'])
      .where('project_id', '=', mine.project_id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ like_count: 0, view_count: 1 });
  });

  it('deleting a repository tool keeps the step tool and clears its link', async () => {
    const { db } = fresh;
    const owner = await aUser(db);
    const tool = await aTool(db, owner, 'Block plane');
    const step = await aStep(db, await aProject(db, owner));
    await db
      .insertInto('step_tools')
      .values({ step_id: step.step_id, tool_id: tool.tool_id, name: tool.name, quantity: 2 })
      .execute();

    await db.deleteFrom('tools').where('tool_id', '=', tool.tool_id).execute();

    const kept = await db
      .selectFrom('step_tools')
      .select(['tool_id', 'name', 'quantity'])
      .where('step_id', '=', step.step_id)
      .execute();
    expect(kept).toEqual([{ tool_id: null, name: 'Block plane', quantity: 2 }]);
  });
});

describe('counters and timestamps', () => {
  it('keeps like_count and view_count equal to the likes and views', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    const [a, b] = [await aUser(db), await aUser(db)];
    const counts = () =>
      db
        .selectFrom('projects')
        .select(['like_count', 'view_count'])
        .where('project_id', '=', project.project_id)
        .executeTakeFirstOrThrow();

    await db
      .insertInto('likes')
      .values([
        { firebase_uid: a.firebase_uid, project_id: project.project_id },
        { firebase_uid: b.firebase_uid, project_id: project.project_id },
      ])
      .execute();
    await db
      .insertInto('project_views')
      .values([
        { project_id: project.project_id, viewer_uid: a.firebase_uid },
        { project_id: project.project_id, viewer_uid: null },
        { project_id: project.project_id, viewer_uid: null },
      ])
      .execute();
    expect(await counts()).toEqual({ like_count: 2, view_count: 3 });

    await expect(
      db
        .insertInto('likes')
        .values({ firebase_uid: a.firebase_uid, project_id: project.project_id })
        .execute(),
    ).rejects.toMatchObject(unique('likes_pkey'));
    await db.deleteFrom('likes').where('firebase_uid', '=', a.firebase_uid).execute();
    expect(await counts()).toEqual({ like_count: 1, view_count: 3 });
  });

  it('stamps updated_at on a real change only, and not for counter changes', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    const stamp = async () =>
      (
        await db
          .selectFrom('projects')
          .select('updated_at')
          .where('project_id', '=', project.project_id)
          .executeTakeFirstOrThrow()
      ).updated_at.getTime();
    const created = await stamp();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

    await pause();
    await db
      .insertInto('likes')
      .values({ firebase_uid: (await aUser(db)).firebase_uid, project_id: project.project_id })
      .execute();
    await db
      .updateTable('projects')
      .set({ name: project.name })
      .where('project_id', '=', project.project_id)
      .execute();
    expect(await stamp()).toBe(created);

    await pause();
    await db
      .updateTable('projects')
      .set({ name: 'Renamed' })
      .where('project_id', '=', project.project_id)
      .execute();
    expect(await stamp()).toBeGreaterThan(created);
  });
});
