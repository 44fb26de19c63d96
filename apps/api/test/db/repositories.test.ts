import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCheckViolation, isUniqueViolation, pgErrorInfo } from '../../src/db/errors';
import {
  findProjectById,
  insertProject,
  listProjectsByOwner,
} from '../../src/db/repositories/projects.repository';
import { findUserByUid, insertUser } from '../../src/db/repositories/users.repository';
import { useFreshDatabase } from '../support/database';
import { aProject, aUser } from './fixtures';

const fresh = useFreshDatabase();

describe('users repository', () => {
  it('inserts a user (a creator by default) and finds it by uid', async () => {
    const { db } = fresh;
    const inserted = await insertUser(db, {
      firebase_uid: 'uid-ada',
      username: 'ada',
      email: 'ada@example.com',
    });
    expect(inserted).toMatchObject({
      firebase_uid: 'uid-ada',
      username: 'ada',
      email: 'ada@example.com',
      affiliation: null,
      is_creator: true,
      profile_photo_url: null,
    });
    expect(inserted?.created_at).toBeInstanceOf(Date);
    expect(await findUserByUid(db, 'uid-ada')).toEqual(inserted);
  });

  it('leaves an existing user alone and answers undefined', async () => {
    const { db } = fresh;
    await insertUser(db, { firebase_uid: 'uid-bob', username: 'bob', email: 'bob@example.com' });
    const again = await insertUser(db, {
      firebase_uid: 'uid-bob',
      username: 'robert',
      email: 'robert@example.com',
    });
    expect(again).toBeUndefined();
    expect((await findUserByUid(db, 'uid-bob'))?.username).toBe('bob');
  });

  it('answers undefined for an unknown uid', async () => {
    expect(await findUserByUid(fresh.db, 'uid-nobody')).toBeUndefined();
  });
});

describe('projects repository', () => {
  it('inserts a project with generated id and defaults, and finds it again', async () => {
    const { db } = fresh;
    const owner = await aUser(db);
    const breakdown = [{ videoName: 'a.mp4', transcript: 'Hello', steps: [{ name: 'Cut' }] }];
    const project = await insertProject(db, {
      firebase_uid: owner.firebase_uid,
      name: 'Birdhouse',
      description: 'A small birdhouse.',
      tags: ['Woodworking', 'DIY'],
      frame_url: 'https://files.example.com/a.mp4',
      ai_breakdown_data: JSON.stringify(breakdown),
    });
    expect(project).toMatchObject({
      firebase_uid: owner.firebase_uid,
      name: 'Birdhouse',
      tags: ['Woodworking', 'DIY'],
      is_published: false,
      view_count: 0,
      like_count: 0,
      thumbnail_url: null,
      ai_breakdown_data: breakdown,
    });
    expect(project.project_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await findProjectById(db, project.project_id)).toEqual(project);

    const bare = await insertProject(db, { firebase_uid: owner.firebase_uid, name: 'Bare' });
    expect(bare).toMatchObject({ tags: [], description: null, ai_breakdown_data: null });
  });

  it('finds nothing for an unknown id or one that is not a uuid', async () => {
    expect(await findProjectById(fresh.db, randomUUID())).toBeUndefined();
    expect(await findProjectById(fresh.db, 'not-a-uuid')).toBeUndefined();
  });

  it('refuses a project for a user that does not exist', async () => {
    const error = await insertProject(fresh.db, { firebase_uid: 'uid-ghost', name: 'X' }).catch(
      (e: unknown) => e,
    );
    expect(pgErrorInfo(error)).toMatchObject({
      code: '23503',
      constraint: 'projects_firebase_uid_fkey',
    });
  });

  it("lists an owner's projects newest first, with counts and the creator's username", async () => {
    const { db } = fresh;
    const owner = await aUser(db, { username: 'grace' });
    const someoneElse = await aUser(db);
    const fans = [await aUser(db), await aUser(db)];
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const oldest = await aProject(db, owner, { name: 'Oldest', created_at: day(1) });
    const published = await aProject(db, owner, {
      name: 'Published',
      is_published: true,
      created_at: day(2),
    });
    const newest = await aProject(db, owner, { name: 'Newest', created_at: day(3) });
    await aProject(db, someoneElse, { name: 'Not theirs' });

    for (const fan of fans) {
      await db
        .insertInto('likes')
        .values({ firebase_uid: fan.firebase_uid, project_id: published.project_id })
        .execute();
      await db
        .insertInto('comments')
        .values({
          firebase_uid: fan.firebase_uid,
          project_id: published.project_id,
          comment_text: 'Great',
        })
        .execute();
    }
    await db
      .insertInto('comments')
      .values({
        firebase_uid: fans[0]!.firebase_uid,
        project_id: oldest.project_id,
        comment_text: 'Hm',
      })
      .execute();
    await db
      .insertInto('project_views')
      .values([{ project_id: published.project_id }, { project_id: published.project_id }])
      .execute();
    await db
      .insertInto('project_views')
      .values({ project_id: published.project_id, viewer_uid: fans[1]!.firebase_uid })
      .execute();

    const all = await listProjectsByOwner(db, owner.firebase_uid);
    expect(all.map((p) => p.name)).toEqual(['Newest', 'Published', 'Oldest']);
    expect(all[1]).toEqual({
      project_id: published.project_id,
      firebase_uid: owner.firebase_uid,
      creator_username: 'grace',
      name: 'Published',
      description: null,
      tags: [],
      is_published: true,
      thumbnail_url: null,
      frame_url: null,
      view_count: 3,
      like_count: 2,
      comment_count: 2,
      created_at: day(2),
      updated_at: expect.any(Date),
    });
    expect(all.map((p) => p.comment_count)).toEqual([0, 2, 1]);
    expect(typeof all[0]!.comment_count).toBe('number');

    const drafts = await listProjectsByOwner(db, owner.firebase_uid, { published: false });
    expect(drafts.map((p) => p.project_id)).toEqual([newest.project_id, oldest.project_id]);
    const live = await listProjectsByOwner(db, owner.firebase_uid, { published: true });
    expect(live.map((p) => p.project_id)).toEqual([published.project_id]);
    expect(await listProjectsByOwner(db, 'uid-nobody')).toEqual([]);
  });
});

describe('database errors and types', () => {
  it('recognises constraint violations by SQLSTATE and name', async () => {
    const { db } = fresh;
    const owner = await aUser(db);
    const duplicate = await aUser(db, { firebase_uid: owner.firebase_uid }).catch((e) => e);
    expect(isUniqueViolation(duplicate, 'users_pkey')).toBe(true);
    expect(isCheckViolation(duplicate)).toBe(false);
    const blank = await aProject(db, owner, { name: ' ' }).catch((e) => e);
    expect(isCheckViolation(blank, 'projects_name_check')).toBe(true);
    expect(pgErrorInfo(new Error('plain'))).toBeNull();
  });

  it('reads bigint columns as numbers (a 5 GB video fits)', async () => {
    const { db } = fresh;
    const project = await aProject(db, await aUser(db));
    const fiveGb = 5 * 1024 ** 3;
    const row = await db
      .insertInto('project_files')
      .values({
        project_id: project.project_id,
        role: 'PRIMARY_VIDEO',
        file_key: 'users/u/videos/big.mp4',
        file_url: 'https://files.example.com/big.mp4',
        original_filename: 'big.mp4',
        mime_type: 'video/mp4',
        file_size_bytes: fiveGb,
      })
      .returning(['file_size_bytes', 'video_order'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ file_size_bytes: fiveGb, video_order: 0 });
  });
});
