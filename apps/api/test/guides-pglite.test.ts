import { describe, expect, it } from 'vitest';
import { listPublishedGuides, readGuide } from '../src/db/repositories/guides.repository';
import { useMigratedPglite } from './support/pglite';

/**
 * The guides' full-text search and daily views on PGlite (PostgreSQL 18), whatever database the
 * rest of the suite runs on: the search vector triggers, the English configuration and the
 * view-per-day index all exist there too.
 */
const pglite = useMigratedPglite();

describe('guides on PGlite', () => {
  it('finds a published project by a stemmed word of a step name and counts a view once a day', async () => {
    const { db } = pglite;
    for (const uid of ['owner', 'reader']) {
      await db
        .insertInto('users')
        .values({ firebase_uid: uid, username: uid, email: `${uid}@example.com` })
        .execute();
    }
    const { project_id } = await db
      .insertInto('projects')
      .values({ firebase_uid: 'owner', name: 'Shelf', tags: ['DIY'], is_published: true })
      .returning('project_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('steps')
      .values({
        project_id,
        step_order: 0,
        name: 'Countersink the holes',
        video_start_time_ms: 0,
        video_end_time_ms: 2_000,
      })
      .execute();

    const found = await listPublishedGuides(db, { q: 'countersinking', limit: 5 });
    expect(found.map((row) => [row.project_id, row.step_count])).toEqual([[project_id, 1]]);
    expect(found[0]!.rank).toBeGreaterThan(0);
    expect(await listPublishedGuides(db, { q: 'countersinking', tag: 'Art', limit: 5 })).toEqual(
      [],
    );

    // Opening the guide counts the reader's view (once a day), never the owner's.
    const opened = async (uid: string) => {
      const row = await readGuide(db, project_id, uid);
      return [row?.view_count, row?.steps?.length];
    };
    expect(await opened('owner')).toEqual([0, 1]);
    expect(await opened('reader')).toEqual([1, 1]);
    expect(await opened('reader')).toEqual([1, 1]);
    const { view_count } = await db
      .selectFrom('projects')
      .select('view_count')
      .where('project_id', '=', project_id)
      .executeTakeFirstOrThrow();
    expect(view_count).toBe(1);
  });
});
