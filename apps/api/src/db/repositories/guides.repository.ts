import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../database';
import { isoTimestamp } from '../json';
import { stepsArray } from './steps-json.repository';

/** What a guide card needs of a published project (the service signs the URLs). */
export interface GuideCardRow {
  project_id: string;
  name: string;
  description: string | null;
  tags: string[];
  thumbnail_url: string | null;
  thumbnail_path: string | null;
  frame_url: string | null;
  creator_username: string;
  step_count: number;
  total_duration_ms: number;
  view_count: number;
  like_count: number;
  comment_count: number;
  created_at: string;
  /** Microseconds since the epoch, as text: the exact keyset position. */
  created_key: string;
  /** Only when searching. */
  rank: number | null;
}

/** Where the previous page stopped (the last card it held). */
export interface GuideKeyset {
  created_key: string;
  project_id: string;
  /** Only when searching. */
  rank?: number;
}

export interface GuideListQuery {
  q?: string;
  tag?: string;
  after?: GuideKeyset;
  /** Rows to fetch (the service asks one more than a page to know whether another follows). */
  limit: number;
  /** Records `q` in this user's search history in the same statement (`searchTermInsert`). */
  recordFor?: string;
}

const microsToTimestamp = (micros: string) =>
  sql`('epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond')`;

/**
 * The cards of the page `ids` (project_id, created_at and rank of each, already ordered and
 * limited), so the per-card counts are computed for the page only, never for every match.
 */
function cardsOf(page: RawBuilder<unknown>, before?: RawBuilder<unknown>) {
  return sql<GuideCardRow>`
    with ${before ? sql`recorded as (${before}), ` : sql``}page as (${page})
    select p.project_id, p.name, p.description, p.tags, p.thumbnail_url, p.thumbnail_path,
      p.frame_url, u.username as creator_username, p.view_count, p.like_count,
      (select count(*) from comments c where c.project_id = p.project_id)::int as comment_count,
      st.step_count, st.total_duration_ms,
      ${isoTimestamp(sql.ref('p.created_at'))} as created_at,
      ((extract(epoch from p.created_at) * 1000000)::bigint)::text as created_key,
      page.rank
    from page
    join projects p on p.project_id = page.project_id
    join users u on u.firebase_uid = p.firebase_uid
    cross join lateral (
      select count(*)::int as step_count,
        coalesce(sum(greatest(s.video_end_time_ms - s.video_start_time_ms, 0)), 0)::float8
          as total_duration_ms
      from steps s where s.project_id = p.project_id
    ) st
    order by page.rank desc nulls last, page.created_at desc, page.project_id desc`;
}

/**
 * A page of published projects. Without `q`: newest first, keyset on (created_at, project_id).
 * With `q`: the projects whose search vector matches `websearch_to_tsquery('english', q)`, best
 * rank first, keyset on (rank, created_at, project_id). `tag` keeps projects carrying that tag.
 */
export async function listPublishedGuides(
  db: Executor,
  query: GuideListQuery,
): Promise<GuideCardRow[]> {
  const tagFilter = query.tag ? sql`and ${query.tag} = any(p.tags)` : sql``;
  if (query.q === undefined) {
    const after = query.after
      ? sql`and (p.created_at, p.project_id) < (${microsToTimestamp(query.after.created_key)}, ${query.after.project_id}::uuid)`
      : sql``;
    const { rows } = await cardsOf(sql`
      select p.project_id, p.created_at, null::float8 as rank
      from projects p
      where p.is_published ${tagFilter} ${after}
      order by p.created_at desc, p.project_id desc
      limit ${query.limit}
    `).execute(db);
    return rows;
  }
  const rankExpr = sql`ts_rank(p.search_vector, query.q)::float8`;
  const after = query.after
    ? sql`and (${rankExpr}, p.created_at, p.project_id) < (${query.after.rank ?? 0}::float8, ${microsToTimestamp(query.after.created_key)}, ${query.after.project_id}::uuid)`
    : sql``;
  // A data-modifying WITH runs once whether or not the rest reads it.
  const { rows } = await cardsOf(
    sql`
    select p.project_id, p.created_at, ${rankExpr} as rank
    from projects p
    cross join websearch_to_tsquery('english', ${query.q}) as query(q)
    where p.is_published and p.search_vector @@ query.q ${tagFilter} ${after}
    order by rank desc, p.created_at desc, p.project_id desc
    limit ${query.limit}
  `,
    query.recordFor === undefined ? undefined : searchTermInsert(query.recordFor, query.q),
  ).execute(db);
  return rows;
}

/**
 * Records a search of the user unless their latest search was the same term (letter case and
 * surrounding spaces aside): the history has no duplicates in a row.
 */
function searchTermInsert(firebaseUid: string, term: string) {
  return sql<{ search_id: string }>`
    insert into search_history (firebase_uid, term)
    select ${firebaseUid}, ${term}
    where exists (select 1 from users where firebase_uid = ${firebaseUid})
    and coalesce((
      select lower(btrim(h.term)) from search_history h
      where h.firebase_uid = ${firebaseUid}
      order by h.created_at desc, h.search_id desc
      limit 1
    ), '') <> lower(btrim(${term}))
    returning search_id`;
}

/** A project as a guide's header needs it, seen by `viewerUid`. */
export interface GuideProjectRow {
  project_id: string;
  firebase_uid: string;
  name: string;
  description: string | null;
  tags: string[];
  is_published: boolean;
  thumbnail_url: string | null;
  thumbnail_path: string | null;
  frame_url: string | null;
  creator_username: string;
  view_count: number;
  like_count: number;
  save_count: number;
  comment_count: number;
  created_at: string;
  liked_by_me: boolean;
  saved_by_me: boolean;
}

/** A guide as one read returns it: the project, and its videos, steps and buy list. */
export interface GuideReadRow extends GuideProjectRow {
  /** Null when the viewer may not read the project (another creator's draft). */
  videos:
    | {
        video_order: number;
        original_filename: string;
        file_key: string;
        file_url: string;
        mime_type: string | null;
      }[]
    | null;
  /** The steps in `stepListSchema`'s shape; null as `videos`. */
  steps: unknown[] | null;
  /** The creator's buy list in its order; null as `videos`. */
  buy_list:
    | {
        name: string;
        quantity: number;
        specification: string | null;
        purchase_link: string | null;
        image_url: string | null;
        image_path: string | null;
      }[]
    | null;
}

/**
 * Opens a guide in one statement: the project as `viewerUid` sees it (its likes and saves), the
 * view counted (once per viewer, project and UTC day, never the owner's; the reply's `view_count`
 * includes it), and only when the viewer may read it (published, or their own) its primary videos
 * in order, its steps (`stepsArray`) and its buy list. Undefined when the project does not exist.
 */
export async function readGuide(
  db: Executor,
  projectId: string,
  viewerUid: string,
): Promise<GuideReadRow | undefined> {
  const readable = sql`(seen.is_published or seen.firebase_uid = ${viewerUid})`;
  const { rows } = await sql<GuideReadRow>`
    with seen as (
      select p.project_id, p.firebase_uid, p.name, p.description, p.tags, p.is_published,
        p.thumbnail_url, p.thumbnail_path, p.frame_url, u.username as creator_username,
        p.view_count, p.like_count, p.created_at
      from projects p
      join users u on u.firebase_uid = p.firebase_uid
      where p.project_id = ${projectId}::uuid
    ), counted as (
      insert into project_views (project_id, viewer_uid, view_day)
      select seen.project_id, ${viewerUid}, (now() at time zone 'utc')::date
      from seen
      where seen.is_published and seen.firebase_uid <> ${viewerUid}
        and exists (select 1 from users where firebase_uid = ${viewerUid})
      on conflict (project_id, viewer_uid, view_day) do nothing
      returning view_id
    )
    select seen.project_id, seen.firebase_uid, seen.name, seen.description, seen.tags,
      seen.is_published, seen.thumbnail_url, seen.thumbnail_path, seen.frame_url,
      seen.creator_username,
      -- The trigger counts the new view after this statement's snapshot: add it here.
      seen.view_count + (select count(*) from counted)::int as view_count,
      seen.like_count,
      (select count(*) from saves s where s.project_id = seen.project_id)::int as save_count,
      (select count(*) from comments c where c.project_id = seen.project_id)::int as comment_count,
      ${isoTimestamp(sql.ref('seen.created_at'))} as created_at,
      exists (select 1 from likes l
        where l.project_id = seen.project_id and l.firebase_uid = ${viewerUid}) as liked_by_me,
      exists (select 1 from saves s
        where s.project_id = seen.project_id and s.firebase_uid = ${viewerUid}) as saved_by_me,
      case when ${readable} then coalesce((
        select json_agg(json_build_object(
          'video_order', f.video_order, 'original_filename', f.original_filename,
          'file_key', f.file_key, 'file_url', f.file_url, 'mime_type', f.mime_type
        ) order by f.video_order)
        from project_files f
        where f.project_id = seen.project_id and f.role = 'PRIMARY_VIDEO'
      ), '[]'::json) end as videos,
      case when ${readable} then ${stepsArray(sql.ref('seen.project_id'))} end as steps,
      case when ${readable} then coalesce((
        select json_agg(json_build_object(
          'name', b.name, 'quantity', b.quantity, 'specification', b.specification,
          'purchase_link', b.purchase_link, 'image_url', b.image_url, 'image_path', b.image_path
        ) order by b.position)
        from buy_list_items b where b.project_id = seen.project_id
      ), '[]'::json) end as buy_list
    from seen
  `.execute(db);
  return rows[0];
}
