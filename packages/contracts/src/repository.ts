import { z } from 'zod';
import {
  httpUrlSchema,
  messageResponseSchema,
  nullableTextSchema,
  requiredText,
  timestampSchema,
  uidSchema,
  uuidSchema,
} from './common';
import { imageFileSchema, repositoryKindSchema } from './files';
import { TEXT_LIMITS, tooLongMessage as tooLong } from './limits';
import { messages } from './messages';

/** Bounds of a repository item's texts (the typed ones from `TEXT_LIMITS`). */
export const REPOSITORY_ITEM_LIMITS = {
  name: TEXT_LIMITS.itemName,
  specification: TEXT_LIMITS.itemSpecification,
  purchaseLink: TEXT_LIMITS.purchaseLink,
  imagePath: 1_024,
} as const;

/** PostgreSQL text cannot hold NUL; refused here rather than failing in the database. */
const hasNoNul = (value: string) => !value.includes('\u0000');
const nulDetail = (label: string) => `${label} must not contain NUL characters.`;

/** A trimmed optional text, null when blank, at most `max` characters. */
const boundedText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: tooLong(label, max) })
    .refine(hasNoNul, { error: nulDetail(label) })
    .nullable();

const purchaseLink = httpUrlSchema
  .max(REPOSITORY_ITEM_LIMITS.purchaseLink, {
    error: tooLong('Purchase link', REPOSITORY_ITEM_LIMITS.purchaseLink),
  })
  .refine(hasNoNul, { error: nulDetail('Purchase link') })
  .nullable();

const nameField = (nameMessage: string, label: string) =>
  requiredText(nameMessage)
    .max(REPOSITORY_ITEM_LIMITS.name, { error: tooLong(label, REPOSITORY_ITEM_LIMITS.name) })
    .refine(hasNoNul, { error: nulDetail(label) });

/** Shared body fields of a repository tool or material (POST takes this body). */
function repositoryItemInputSchema(nameMessage: string, label: string) {
  return z.object({
    name: nameField(nameMessage, label),
    specification: nullableTextSchema.pipe(
      boundedText('Specification', REPOSITORY_ITEM_LIMITS.specification),
    ),
    purchase_link: nullableTextSchema.pipe(purchaseLink),
    /** A storage path inside the caller's own folder; the server checks the owner. */
    image_path: nullableTextSchema.pipe(
      boundedText('Image path', REPOSITORY_ITEM_LIMITS.imagePath),
    ),
  });
}

/** A text that is sent (possibly null): trimmed, blank becomes null. */
const sentText = z
  .string()
  .nullable()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });

/**
 * PATCH body: the same fields, each optional. A field left out keeps its value; an optional
 * field sent blank or null is cleared.
 */
function repositoryItemPatchSchema(nameMessage: string, label: string) {
  return z.object({
    name: nameField(nameMessage, label).optional(),
    specification: sentText
      .pipe(boundedText('Specification', REPOSITORY_ITEM_LIMITS.specification))
      .optional(),
    purchase_link: sentText.pipe(purchaseLink).optional(),
    image_path: sentText
      .pipe(boundedText('Image path', REPOSITORY_ITEM_LIMITS.imagePath))
      .optional(),
  });
}

/** POST /users/{uid}/tools body. */
export const toolInputSchema = repositoryItemInputSchema(
  messages.repository.toolNameRequired,
  'Tool name',
);
export type ToolInput = z.input<typeof toolInputSchema>;
export type ToolData = z.output<typeof toolInputSchema>;

/** POST /users/{uid}/materials body. */
export const materialInputSchema = repositoryItemInputSchema(
  messages.repository.materialNameRequired,
  'Material name',
);
export type MaterialInput = z.input<typeof materialInputSchema>;
export type MaterialData = z.output<typeof materialInputSchema>;

/** What a repository item is made of, whichever its kind. */
export type RepositoryItemData = ToolData;

/** PATCH /users/{uid}/tools/{tool_id} body (the POST body, every field optional). */
export const toolPatchSchema = repositoryItemPatchSchema(
  messages.repository.toolNameRequired,
  'Tool name',
);
export type ToolPatchInput = z.input<typeof toolPatchSchema>;

/** PATCH /users/{uid}/materials/{material_id} body. */
export const materialPatchSchema = repositoryItemPatchSchema(
  messages.repository.materialNameRequired,
  'Material name',
);
export type MaterialPatchInput = z.input<typeof materialPatchSchema>;

/** The fields a PATCH changes; `undefined` means "keep". */
export type RepositoryItemPatch = z.output<typeof toolPatchSchema>;

const repositoryItemFields = {
  name: z.string(),
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  image_file: imageFileSchema.nullable(),
  image_path: z.string().nullable(),
  created_at: timestampSchema,
  /** Always sent by the server; optional so older stored fixtures still parse. */
  updated_at: timestampSchema.optional(),
};

/** A tool in a user's repository, as returned by the server. */
export const toolSchema = z.object({ tool_id: uuidSchema, ...repositoryItemFields });
export type Tool = z.infer<typeof toolSchema>;

/** A material in a user's repository, as returned by the server. */
export const materialSchema = z.object({ material_id: uuidSchema, ...repositoryItemFields });
export type Material = z.infer<typeof materialSchema>;

/** GET /users/{uid}/tools (newest first) */
export const toolListSchema = z.array(toolSchema);
export type ToolList = z.infer<typeof toolListSchema>;

/** GET /users/{uid}/materials (newest first) */
export const materialListSchema = z.array(materialSchema);
export type MaterialList = z.infer<typeof materialListSchema>;

export const INVALID_TOOL_ID = 'Invalid tool ID format.';
export const INVALID_MATERIAL_ID = 'Invalid material ID format.';

/** Path params of the list and create calls. */
export const repositoryOwnerParamsSchema = z.object({ uid: uidSchema });
export type RepositoryOwnerParams = z.infer<typeof repositoryOwnerParamsSchema>;

/** Path params of the PATCH / DELETE calls. */
export const toolParamsSchema = z.object({
  uid: uidSchema,
  tool_id: z.uuid({ error: INVALID_TOOL_ID }),
});
export type ToolParams = z.infer<typeof toolParamsSchema>;
export const materialParamsSchema = z.object({
  uid: uidSchema,
  material_id: z.uuid({ error: INVALID_MATERIAL_ID }),
});
export type MaterialParams = z.infer<typeof materialParamsSchema>;

/** DELETE reply. */
export const repositoryDeleteResponseSchema = messageResponseSchema;

// tRPC `repository.*`: the owner is always the verified caller, so no uid is sent.

const toolKind = z.literal('tools');
const materialKind = z.literal('materials');

/** `repository.list` */
export const repositoryListInputSchema = z.object({ kind: repositoryKindSchema });
export type RepositoryListInput = z.infer<typeof repositoryListInputSchema>;

/** One item of either kind. */
export const repositoryItemSchema = z.union([toolSchema, materialSchema]);
export type RepositoryItem = z.infer<typeof repositoryItemSchema>;

/** `repository.list` reply: the items of the kind asked for, newest first. */
export const repositoryListSchema = z.array(repositoryItemSchema);
export type RepositoryList = z.infer<typeof repositoryListSchema>;

/** `repository.create` */
export const repositoryCreateInputSchema = z.discriminatedUnion('kind', [
  toolInputSchema.extend({ kind: toolKind }),
  materialInputSchema.extend({ kind: materialKind }),
]);
export type RepositoryCreateInput = z.input<typeof repositoryCreateInputSchema>;

/** `repository.update` */
export const repositoryUpdateInputSchema = z.discriminatedUnion('kind', [
  toolPatchSchema.extend({ kind: toolKind, item_id: z.uuid({ error: INVALID_TOOL_ID }) }),
  materialPatchSchema.extend({
    kind: materialKind,
    item_id: z.uuid({ error: INVALID_MATERIAL_ID }),
  }),
]);
export type RepositoryUpdateInput = z.input<typeof repositoryUpdateInputSchema>;

/** `repository.delete` */
export const repositoryDeleteInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: toolKind, item_id: z.uuid({ error: INVALID_TOOL_ID }) }),
  z.object({ kind: materialKind, item_id: z.uuid({ error: INVALID_MATERIAL_ID }) }),
]);
export type RepositoryDeleteInput = z.input<typeof repositoryDeleteInputSchema>;
