import {
  errorBodySchema,
  guideDetailSchema,
  guideGetInputSchema,
  guideListInputSchema,
  guideListResponseSchema,
} from '@stepwise/contracts';
import { listGuides } from '../services/guides/list';
import { getGuide } from '../services/guides/read';
import { defineOperation } from './define';

const tags = ['guides'];

/**
 * Issue #19, the learner's side: published guides to discover (search, tag, keyset pages) and
 * one guide to follow. The printable guide is rest/guide-pdf.ts (a REST-only stream).
 */
export const guidesOperations = {
  list: defineOperation({
    kind: 'query',
    input: guideListInputSchema,
    output: guideListResponseSchema,
    handler: (ctx, input) => listGuides(ctx.db, ctx.objects, ctx.identity, input),
    rest: [
      {
        method: 'GET',
        path: '/guides',
        tags,
        summary:
          'Published guides, newest first; with `q` a full-text search (name, description, tags, step names), best first; `tag` keeps one of the ten tags; keyset pages via `cursor` (the previous `next_cursor`), `limit` 1..48 (24). The first page of a search is kept in the caller’s search history.',
        query: ['q', 'tag', 'cursor', 'limit'],
        errorResponses: { 400: errorBodySchema, 401: errorBodySchema },
      },
    ],
  }),
  get: defineOperation({
    kind: 'query',
    input: guideGetInputSchema,
    output: guideDetailSchema,
    handler: (ctx, input) => getGuide(ctx.db, ctx, ctx.identity, input.project_id),
    rest: [
      {
        method: 'GET',
        path: '/guides/:projectId',
        tags,
        summary:
          'A published guide (or the caller’s own draft): the project, its steps in order with signed file URLs (no validation answers) and its buy list. Counts a view once per viewer and UTC day, never the owner’s. Another creator’s draft answers 404.',
        params: { projectId: 'project_id' },
        errorResponses: { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    ],
  }),
};
