import {
  materialListSchema,
  materialSchema,
  messageResponseSchema,
  repositoryCreateInputSchema,
  repositoryDeleteInputSchema,
  repositoryItemSchema,
  repositoryListInputSchema,
  repositoryListSchema,
  repositoryUpdateInputSchema,
  toolListSchema,
  toolSchema,
} from '@stepwise/contracts';
import {
  createRepositoryItem,
  deleteRepositoryItem,
  listRepositoryItems,
  updateRepositoryItem,
} from '../services/repository.service';
import { defineOperation } from './define';

const tags = ['repository'];

/**
 * Spec section 7, Repository items: `/users/{uid}/tools` and `/users/{uid}/materials`, one path
 * per kind. `{uid}` must be the caller (403); another user's or a missing item answers 404.
 */
const kinds = [
  {
    kind: 'tools',
    one: 'tool',
    many: 'tools',
    idParam: 'tool_id',
    item: toolSchema,
    list: toolListSchema,
  },
  {
    kind: 'materials',
    one: 'material',
    many: 'materials',
    idParam: 'material_id',
    item: materialSchema,
    list: materialListSchema,
  },
] as const;

const ownPath = (many: string) => ({ path: `/users/:uid/${many}`, ownerParam: 'uid', tags });
const itemPath = (many: string, idParam: string) => ({
  ...ownPath(many),
  path: `/users/:uid/${many}/:${idParam}`,
  params: { [idParam]: 'item_id' as const },
});

/** The caller's repository of tools and materials; `kind` picks the list. */
export const repositoryOperations = {
  list: defineOperation({
    kind: 'query',
    input: repositoryListInputSchema,
    output: repositoryListSchema,
    handler: (ctx, input) => listRepositoryItems(ctx.db, ctx.identity, ctx.ownerUid, input.kind),
    rest: kinds.map(({ kind, many, list }) => ({
      method: 'GET' as const,
      ...ownPath(many),
      summary: `The caller’s repository ${many}, newest first`,
      fixed: { kind },
      response: list,
    })),
  }),
  create: defineOperation({
    kind: 'mutation',
    input: repositoryCreateInputSchema,
    output: repositoryItemSchema,
    handler: (ctx, { kind, ...data }) =>
      createRepositoryItem(ctx.db, ctx.identity, ctx.ownerUid, kind, data),
    rest: kinds.map(({ kind, one, many, item }) => ({
      method: 'POST' as const,
      ...ownPath(many),
      summary: `Add a ${one} to the caller’s repository (201 with the created ${one})`,
      status: 201 as const,
      fixed: { kind },
      body: 'rest' as const,
      response: item,
    })),
  }),
  update: defineOperation({
    kind: 'mutation',
    input: repositoryUpdateInputSchema,
    output: repositoryItemSchema,
    handler: (ctx, { kind, item_id, ...patch }) =>
      updateRepositoryItem(ctx.db, ctx.identity, ctx.ownerUid, kind, item_id, patch),
    rest: kinds.map(({ kind, one, many, idParam, item }) => ({
      method: 'PATCH' as const,
      ...itemPath(many, idParam),
      summary: `Edit a repository ${one} (fields left out keep their value)`,
      fixed: { kind },
      body: 'rest' as const,
      response: item,
    })),
  }),
  delete: defineOperation({
    kind: 'mutation',
    input: repositoryDeleteInputSchema,
    output: messageResponseSchema,
    handler: (ctx, input) =>
      deleteRepositoryItem(ctx.db, ctx.identity, ctx.ownerUid, input.kind, input.item_id),
    rest: kinds.map(({ kind, one, many, idParam }) => ({
      method: 'DELETE' as const,
      ...itemPath(many, idParam),
      summary: `Delete a repository ${one} (200 with a message; steps keep their copy)`,
      fixed: { kind },
    })),
  }),
};
