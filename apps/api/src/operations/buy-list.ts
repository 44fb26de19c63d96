import {
  buyListReplaceInputSchema,
  buyListSchema,
  clearBuyListResponseSchema,
  projectRefInputSchema,
} from '@stepwise/contracts';
import { clearBuyList, getBuyList, replaceBuyList } from '../services/buy-list.service';
import { defineOperation } from './define';

const tags = ['buy list'];
/** Spec section 7, Projects: `/projects/{id}/buy_list?firebase_uid=`. */
const path = '/projects/:projectId/buy_list';
const project = { params: { projectId: 'project_id' }, query: ['firebase_uid'] } as const;

/** A project's buy list (the owner's alone); `replace` stores the merged list. */
export const buyListOperations = {
  get: defineOperation({
    kind: 'query',
    input: projectRefInputSchema,
    output: buyListSchema,
    handler: (ctx, input) => getBuyList(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    rest: [{ method: 'GET', path, tags, summary: 'The owner’s project buy list', ...project }],
  }),
  replace: defineOperation({
    kind: 'mutation',
    input: buyListReplaceInputSchema,
    output: buyListSchema,
    handler: (ctx, input) =>
      replaceBuyList(ctx.db, ctx.identity, input.project_id, input.items, input.firebase_uid),
    rest: [
      {
        method: 'PATCH',
        path,
        tags,
        summary:
          'Replace the buy list with the items sent, merged (same name + specification, case-insensitive: quantities added); answers the stored list',
        ...project,
        body: 'items',
      },
    ],
  }),
  clear: defineOperation({
    kind: 'mutation',
    input: projectRefInputSchema,
    output: clearBuyListResponseSchema,
    handler: (ctx, input) =>
      clearBuyList(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    rest: [{ method: 'DELETE', path, tags, summary: 'Clear the buy list', ...project }],
  }),
};
