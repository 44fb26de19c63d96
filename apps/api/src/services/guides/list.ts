import type { GuideCard, GuideListQuery, GuideListResponse } from '@stepwise/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/database';
import {
  type GuideCardRow,
  type GuideKeyset,
  listPublishedGuides,
} from '../../db/repositories/guides.repository';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import type { ObjectStore } from '../../storage/objects';
import { UrlSigner } from './urls';

export const INVALID_CURSOR =
  'This page link is no longer valid. Start again from the first page of results.';

/**
 * What a cursor holds: the mode it was made for (`n`ewest or `s`earch), the last card's keyset,
 * and for a search its rank. Encoded as base64url JSON; clients treat it as opaque.
 */
const cursorSchema = z.object({
  m: z.enum(['n', 's']),
  c: z.string().regex(/^-?\d{1,20}$/),
  i: z.uuid(),
  r: z.number().finite().optional(),
});
type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(text: string, searching: boolean): GuideKeyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  }
  const result = cursorSchema.safeParse(parsed);
  const cursor = result.success ? result.data : undefined;
  if (!cursor || cursor.m !== (searching ? 's' : 'n') || (searching && cursor.r === undefined)) {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  }
  return { created_key: cursor.c, project_id: cursor.i, rank: cursor.r };
}

async function toCard(row: GuideCardRow, signer: UrlSigner): Promise<GuideCard> {
  const [thumbnail, frame] = await Promise.all([
    signer.url(row.thumbnail_path, row.thumbnail_url),
    signer.url(null, row.frame_url),
  ]);
  const card: GuideCard = {
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    thumbnail_url: thumbnail,
    frame_url: frame,
    creator_username: row.creator_username,
    step_count: row.step_count,
    total_duration_ms: Number(row.total_duration_ms),
    view_count: row.view_count,
    like_count: row.like_count,
    comment_count: row.comment_count,
    created_at: row.created_at,
  };
  if (row.rank !== null) card.rank = Number(row.rank);
  return card;
}

/**
 * GET /api/guides: a page of published projects, newest first, or with `q` the ones matching the
 * search, best first; `tag` keeps one tag. Pages are keyset (no OFFSET): `next_cursor` is where
 * the next starts, null after the last. The first page of a search records the term in the
 * caller's search history (not twice in a row).
 */
export async function listGuides(
  db: Executor,
  objects: ObjectStore,
  actor: Identity,
  query: GuideListQuery,
): Promise<GuideListResponse> {
  const searching = query.q !== undefined;
  const after = query.cursor ? decodeCursor(query.cursor, searching) : undefined;
  // The first page of a search records the term, in the same statement.
  const rows = await listPublishedGuides(db, {
    q: query.q,
    tag: query.tag,
    after,
    limit: query.limit + 1,
    ...(searching && !query.cursor ? { recordFor: actor.uid } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last
      ? encodeCursor({
          m: searching ? 's' : 'n',
          c: last.created_key,
          i: last.project_id,
          ...(searching ? { r: Number(last.rank ?? 0) } : {}),
        })
      : null;
  const signer = new UrlSigner(objects);
  return {
    guides: await Promise.all(page.map((row) => toCard(row, signer))),
    next_cursor: next,
  };
}
