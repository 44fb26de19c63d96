import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../support/database';
import { aProject, aStep, aTool, aUser } from './fixtures';

/** The rules the schema enforces by itself, whatever code writes to it. */

const fresh = useFreshDatabase();

const check = (constraint: string) => ({ code: '23514', constraint });
const unique = (constraint: string) => ({ code: '23505', constraint });

describe('quantities', () => {
  it('refuses a quantity below 1 for step tools, step materials and buy list items', async () => {
    const { db } = fresh;
    const user = await aUser(db);
    const project = await aProject(db, user);
    const step = await aStep(db, project);

    await expect(
      db
        .insertInto('step_tools')
        .values({ step_id: step.step_id, name: 'Saw', quantity: 0 })
        .execute(),
    ).rejects.toMatchObject(check('step_tools_quantity_check'));
    await expect(
      db
        .insertInto('step_materials')
        .values({ step_id: step.step_id, name: 'Pine board', quantity: -2 })
        .execute(),
    ).rejects.toMatchObject(check('step_materials_quantity_check'));
    await expect(
      db
        .insertInto('buy_list_items')
        .values({ project_id: project.project_id, name: 'Screws', quantity: 0 })
        .execute(),
    ).rejects.toMatchObject(check('buy_list_items_quantity_check'));
  });

  it('defaults a quantity to 1', async () => {
    const { db } = fresh;
    const step = await aStep(db, await aProject(db, await aUser(db)));
    const row = await db
      .insertInto('step_materials')
      .values({ step_id: step.step_id, name: 'Wood glue' })
      .returning('quantity')
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(1);
  });
});

describe('step timing and order', () => {
  it('refuses an end time that is not after the start time', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    for (const [start, end] of [
      [5_000, 5_000],
      [5_000, 4_999],
    ] as const) {
      await expect(
        db
          .insertInto('steps')
          .values({
            project_id: project.project_id,
            step_order: 0,
            name: 'Sand',
            video_start_time_ms: start,
            video_end_time_ms: end,
          })
          .execute(),
      ).rejects.toMatchObject(check('steps_video_time_range_check'));
    }
    const step = await aStep(db, project);
    await expect(
      db
        .updateTable('steps')
        .set({ video_end_time_ms: 500 })
        .where('step_id', '=', step.step_id)
        .execute(),
    ).rejects.toMatchObject(check('steps_video_time_range_check'));
  });

  it('refuses a negative start time and a blank step name', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    const values = {
      project_id: project.project_id,
      step_order: 0,
      name: 'Glue',
      video_start_time_ms: 0,
      video_end_time_ms: 10,
    };
    await expect(
      db
        .insertInto('steps')
        .values({ ...values, video_start_time_ms: -1 })
        .execute(),
    ).rejects.toMatchObject(check('steps_video_start_time_ms_check'));
    await expect(
      db
        .insertInto('steps')
        .values({ ...values, name: '   ' })
        .execute(),
    ).rejects.toMatchObject(check('steps_name_check'));
  });

  it('keeps step_order unique per project, and lets a transaction defer it to reorder', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    const first = await aStep(db, project, { step_order: 0, name: 'First' });
    const second = await aStep(db, project, { step_order: 1, name: 'Second' });
    await expect(aStep(db, project, { step_order: 1 })).rejects.toMatchObject(
      unique('steps_project_order_key'),
    );
    // Another project may use the same order.
    await aStep(db, await aProject(db, await aUser(db)), { step_order: 1 });

    await db.transaction().execute(async (trx) => {
      await sql`set constraints steps_project_order_key deferred`.execute(trx);
      await trx
        .updateTable('steps')
        .set({ step_order: 1 })
        .where('step_id', '=', first.step_id)
        .execute();
      await trx
        .updateTable('steps')
        .set({ step_order: 0 })
        .where('step_id', '=', second.step_id)
        .execute();
    });
    const order = await db
      .selectFrom('steps')
      .select('name')
      .where('project_id', '=', project.project_id)
      .orderBy('step_order')
      .execute();
    expect(order.map((s) => s.name)).toEqual(['Second', 'First']);
  });

  it('lets finalize replace all of a project steps in one transaction', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    await aStep(db, project, { step_order: 0, name: 'Old 1' });
    await aStep(db, project, { step_order: 1, name: 'Old 2' });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('steps').where('project_id', '=', project.project_id).execute();
      await aStep(trx, project, { step_order: 0, name: 'New 1' });
      await aStep(trx, project, { step_order: 1, name: 'New 2' });
    });
    const names = await db
      .selectFrom('steps')
      .select('name')
      .where('project_id', '=', project.project_id)
      .orderBy('step_order')
      .execute();
    expect(names.map((s) => s.name)).toEqual(['New 1', 'New 2']);
  });
});

describe('purchase links', () => {
  const bad = ['ftp://example.com/saw', 'www.example.com', 'example.com', 'https://', ''];

  it('refuses a link that does not start with http:// or https://', async () => {
    const { db } = fresh;
    const user = await aUser(db);
    const project = await aProject(db, user);
    const step = await aStep(db, project);
    for (const link of bad) {
      await expect(
        db
          .insertInto('tools')
          .values({ firebase_uid: user.firebase_uid, name: 'Saw', purchase_link: link })
          .execute(),
      ).rejects.toMatchObject(check('tools_purchase_link_check'));
      await expect(
        db
          .insertInto('materials')
          .values({ firebase_uid: user.firebase_uid, name: 'Board', purchase_link: link })
          .execute(),
      ).rejects.toMatchObject(check('materials_purchase_link_check'));
      await expect(
        db
          .insertInto('buy_list_items')
          .values({ project_id: project.project_id, name: 'Board', purchase_link: link })
          .execute(),
      ).rejects.toMatchObject(check('buy_list_items_purchase_link_check'));
      await expect(
        db
          .insertInto('step_tools')
          .values({ step_id: step.step_id, name: 'Saw', purchase_link: link })
          .execute(),
      ).rejects.toMatchObject(check('step_tools_purchase_link_check'));
    }
  });

  it('accepts http, https and no link at all', async () => {
    const { db } = fresh;
    const user = await aUser(db);
    const rows = await db
      .insertInto('tools')
      .values([
        { firebase_uid: user.firebase_uid, name: 'Saw', purchase_link: 'https://example.com/a' },
        { firebase_uid: user.firebase_uid, name: 'Drill', purchase_link: 'http://example.com/b' },
        { firebase_uid: user.firebase_uid, name: 'Clamp', purchase_link: null },
        { firebase_uid: user.firebase_uid, name: 'Square' },
      ])
      .returning('purchase_link')
      .execute();
    expect(rows.map((r) => r.purchase_link)).toEqual([
      'https://example.com/a',
      'http://example.com/b',
      null,
      null,
    ]);
  });
});

describe('names, roles and annotations', () => {
  it('refuses blank names', async () => {
    const { db } = fresh;
    const user = await aUser(db);
    await expect(aUser(db, { username: ' ' })).rejects.toMatchObject(check('users_username_check'));
    await expect(aProject(db, user, { name: '' })).rejects.toMatchObject(
      check('projects_name_check'),
    );
    await expect(aTool(db, user, '\t ')).rejects.toMatchObject(check('tools_name_check'));
  });

  it('keeps one short-form video and distinct video orders per project', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    const file = (role: 'PRIMARY_VIDEO' | 'SHORT_FORM_VIDEO', video_order = 0) => ({
      project_id: project.project_id,
      role,
      video_order,
      file_key: `users/u/videos/${role}-${video_order}.mp4`,
      file_url: 'https://files.example.com/v.mp4',
      original_filename: 'v.mp4',
    });
    await db
      .insertInto('project_files')
      .values([file('PRIMARY_VIDEO', 0), file('PRIMARY_VIDEO', 1), file('SHORT_FORM_VIDEO')])
      .execute();
    await expect(
      db.insertInto('project_files').values(file('PRIMARY_VIDEO', 1)).execute(),
    ).rejects.toMatchObject(unique('project_files_project_role_order_key'));
    await expect(
      db.insertInto('project_files').values(file('SHORT_FORM_VIDEO')).execute(),
    ).rejects.toMatchObject(unique('project_files_project_role_order_key'));
    await expect(
      db.insertInto('project_files').values(file('SHORT_FORM_VIDEO', 1)).execute(),
    ).rejects.toMatchObject(check('project_files_video_order_check'));
    await expect(
      db
        .insertInto('project_files')
        .values({ ...file('PRIMARY_VIDEO', 5), role: 'THUMBNAIL' as never })
        .execute(),
    ).rejects.toMatchObject(check('project_files_role_check'));
  });

  it('stores annotation geometry as fractions of the image, within the image', async () => {
    const { db } = fresh;
    const step = await aStep(db, await aProject(db, await aUser(db)));
    const annotation = (geometry: { x: number; y: number; width?: number; height?: number }) => ({
      step_id: step.step_id,
      frame_timestamp_ms: 1_500,
      ...geometry,
    });
    const ok = await db
      .insertInto('annotations')
      .values([
        annotation({ x: 0.25, y: 0.1, width: 0.5, height: 0.9 }),
        annotation({ x: 0, y: 0, width: 1, height: 1 }),
        { ...annotation({ x: 0.3, y: 0.7 }), geometry_type: 'point' },
      ])
      .returning(['component_name', 'geometry_type', 'annotation_type', 'width'])
      .execute();
    expect(ok[0]).toEqual({
      component_name: 'Untitled annotation',
      geometry_type: 'rectangle',
      annotation_type: 'rectangle',
      width: 0.5,
    });
    expect(ok[2]).toMatchObject({ geometry_type: 'point', width: 0 });

    for (const geometry of [
      { x: 25, y: 10, width: 50, height: 20 }, // percentages, not fractions
      { x: -0.1, y: 0.1, width: 0.1, height: 0.1 },
      { x: 0.6, y: 0.1, width: 0.5, height: 0.1 }, // runs past the right edge
      { x: 0.1, y: 0.95, width: 0.1, height: 0.1 }, // runs past the bottom edge
    ]) {
      await expect(
        db.insertInto('annotations').values(annotation(geometry)).execute(),
      ).rejects.toMatchObject(check('annotations_geometry_check'));
    }
    await expect(
      db
        .insertInto('annotations')
        .values({ ...annotation({ x: 0.1, y: 0.1 }), geometry_type: 'triangle' as never })
        .execute(),
    ).rejects.toMatchObject(check('annotations_geometry_type_check'));
  });

  it('refuses the same tool (name and specification) twice in one step', async () => {
    const { db } = fresh;
    const step = await aStep(db, await aProject(db, await aUser(db)));
    await db
      .insertInto('step_tools')
      .values([
        { step_id: step.step_id, name: 'Chisel', specification: '12 mm' },
        { step_id: step.step_id, name: 'Chisel', specification: '6 mm' },
        { step_id: step.step_id, name: 'Mallet' },
      ])
      .execute();
    await expect(
      db
        .insertInto('step_tools')
        .values({ step_id: step.step_id, name: 'Chisel', specification: '12 mm' })
        .execute(),
    ).rejects.toMatchObject(unique('step_tools_step_name_specification_key'));
    await expect(
      db.insertInto('step_tools').values({ step_id: step.step_id, name: 'Mallet' }).execute(),
    ).rejects.toMatchObject(unique('step_tools_step_name_specification_key'));
  });
});
