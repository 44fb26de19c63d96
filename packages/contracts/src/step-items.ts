import { z } from 'zod';
import { fileUrlSchema, itemIdentityKey, uuidSchema } from './common';
import { DEFAULTS } from './constants';
import { imageFileSchema } from './files';
import { messages } from './messages';
import {
  boundedString,
  optionalFileUrl,
  optionalPurchaseLink,
  optionalStoragePath,
  optionalText,
  requiredBoundedText,
  STEP_LIMITS,
} from './step-limits';

/** Tools, materials and supplementary files of a step: as sent, as stored, as returned. */

/** A quantity as sent: a whole number from 1 to 10,000, default 1. */
export const quantitySchema = z.int().min(1).max(STEP_LIMITS.quantity).default(DEFAULTS.quantity);

/** A quantity as stored and returned (a merged buy list may add past the input bound). */
export const storedQuantitySchema = z.int().min(1);

/** Form input -> quantity: anything non-numeric (or below 1) becomes 1; decimals are cut. */
export function coerceQuantity(value: unknown): number {
  const parsed =
    typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : DEFAULTS.quantity;
}

/** A stored image reference as sent: `{ file_url, file_key }`. */
const imageFileInputSchema = z.object({
  file_url: boundedString('Image URL', STEP_LIMITS.url).min(1),
  file_key: boundedString('Image path', STEP_LIMITS.storagePath).trim().min(1),
});

function itemFields(nameMessage: string, nameLabel: string) {
  return {
    name: requiredBoundedText(nameMessage, nameLabel, STEP_LIMITS.itemName),
    specification: optionalText('Specification', STEP_LIMITS.specification),
    purchase_link: optionalPurchaseLink,
    image_file: imageFileInputSchema.nullish(),
    image_url: optionalFileUrl('Image URL'),
    image_path: optionalStoragePath('Image path'),
  };
}

/** The editor's flat form of a step item: the same fields, each optional. */
function flatItemFields(nameLabel: string) {
  return {
    name: optionalText(nameLabel, STEP_LIMITS.itemName),
    specification: optionalText('Specification', STEP_LIMITS.specification),
    purchase_link: optionalPurchaseLink,
    image_url: optionalFileUrl('Image URL'),
    image_path: optionalStoragePath('Image path'),
  };
}

/** What a step shows of a tool or material (its own copy, kept when the repository changes). */
export interface StepItemValues {
  name: string;
  specification: string | null;
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
}

/**
 * A step's tool or material after parsing, whichever form was sent: `repository_id` is the
 * tool_id / material_id to link, `item` what the step shows (null when only an id was sent: the
 * server copies the repository item).
 */
export interface StepItemData {
  quantity: number;
  repository_id: string | null;
  item: StepItemValues | null;
}

interface ParsedItemEntry {
  quantity: number;
  id: string | null | undefined;
  nested:
    | (Omit<StepItemValues, 'image_url' | 'image_path'> & {
        id: string | null | undefined;
        image_file?: { file_url: string; file_key: string } | null | undefined;
        image_url: string | null;
        image_path: string | null;
      })
    | null
    | undefined;
  flat: {
    name: string | null;
    specification: string | null;
    purchase_link: string | null;
    image_url: string | null;
    image_path: string | null;
  };
}

function toStepItemData(entry: ParsedItemEntry): StepItemData {
  const { nested, flat } = entry;
  if (nested) {
    return {
      quantity: entry.quantity,
      repository_id: nested.id ?? entry.id ?? null,
      item: {
        name: nested.name,
        specification: nested.specification,
        purchase_link: nested.purchase_link,
        image_url: nested.image_url ?? nested.image_file?.file_url ?? null,
        image_path: nested.image_path ?? nested.image_file?.file_key ?? null,
      },
    };
  }
  return {
    quantity: entry.quantity,
    repository_id: entry.id ?? null,
    item: flat.name ? { ...flat, name: flat.name } : null,
  };
}

function requireNameOrId(nameMessage: string) {
  return (
    entry: { id?: string | null; nested?: unknown; flat: { name: string | null } },
    ctx: z.RefinementCtx,
  ) => {
    if (!entry.nested && !entry.id && !entry.flat?.name) {
      ctx.addIssue({ code: 'custom', message: nameMessage, path: ['name'] });
    }
  };
}

/**
 * A tool of a step in the finalize payload, in any of three forms:
 * `{ quantity, tool: { name, specification, purchase_link, image_file, tool_id? } }` (the shape
 * GET steps returns), `{ quantity, tool_id }` (a repository tool, copied as it is), or the
 * editor's flat `{ name, specification, purchase_link, quantity, image_url, image_path, tool_id? }`.
 */
export const stepToolInputSchema = z
  .object({
    quantity: quantitySchema,
    tool_id: uuidSchema.nullish(),
    tool: z
      .object({
        tool_id: uuidSchema.nullish(),
        ...itemFields(messages.repository.toolNameRequired, 'Tool name'),
      })
      .nullish(),
    ...flatItemFields('Tool name'),
  })
  .transform(({ quantity, tool_id, tool, ...flat }) => ({
    quantity,
    id: tool_id,
    nested: tool && { ...tool, id: tool.tool_id },
    flat,
  }))
  .superRefine(requireNameOrId(messages.repository.toolNameRequired))
  .transform(toStepItemData);
export type StepToolInput = z.input<typeof stepToolInputSchema>;

/** A material of a step in the finalize payload (the same three forms, with `material`). */
export const stepMaterialInputSchema = z
  .object({
    quantity: quantitySchema,
    material_id: uuidSchema.nullish(),
    material: z
      .object({
        material_id: uuidSchema.nullish(),
        ...itemFields(messages.repository.materialNameRequired, 'Material name'),
      })
      .nullish(),
    ...flatItemFields('Material name'),
  })
  .transform(({ quantity, material_id, material, ...flat }) => ({
    quantity,
    id: material_id,
    nested: material && { ...material, id: material.material_id },
    flat,
  }))
  .superRefine(requireNameOrId(messages.repository.materialNameRequired))
  .transform(toStepItemData);
export type StepMaterialInput = z.input<typeof stepMaterialInputSchema>;

const linkedItemFields = {
  name: z.string(),
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  image_file: imageFileSchema.nullable(),
  image_url: z.string().nullable(),
  image_path: z.string().nullable(),
};

/**
 * A step's tool as the server returns it: quantity + nested tool (the step's own copy of name,
 * specification, link and image). `tool_id` is the linked repository tool; null once that tool
 * was deleted from the repository.
 */
export const stepToolSchema = z.object({
  quantity: storedQuantitySchema,
  tool: z.object({ tool_id: uuidSchema.nullable(), ...linkedItemFields }),
});
export type StepTool = z.infer<typeof stepToolSchema>;

/** A step's material as the server returns it: quantity + nested material. */
export const stepMaterialSchema = z.object({
  quantity: storedQuantitySchema,
  material: z.object({ material_id: uuidSchema.nullable(), ...linkedItemFields }),
});
export type StepMaterial = z.infer<typeof stepMaterialSchema>;

/** True when `items` already hold the same name + specification (case-insensitive). */
export function hasSameItem(
  items: ReadonlyArray<{ name: string; specification?: string | null }>,
  candidate: { name: string; specification?: string | null },
): boolean {
  const key = itemIdentityKey(candidate.name, candidate.specification);
  return items.some((item) => itemIdentityKey(item.name, item.specification) === key);
}

/** A supplementary file of a step in the finalize payload (display name optional). */
export const supplementaryFileInputSchema = z.object({
  display_name: optionalText('Display name', STEP_LIMITS.fileName),
  file_url: boundedString('File URL', STEP_LIMITS.url).min(1),
  file_path: boundedString('File path', STEP_LIMITS.storagePath).trim().min(1),
  original_filename: boundedString('File name', STEP_LIMITS.fileName).min(1),
  mime_type: optionalText('MIME type', STEP_LIMITS.mimeType),
  file_size_bytes: z
    .int()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? null),
});
export type SupplementaryFileInput = z.input<typeof supplementaryFileInputSchema>;

export const supplementaryFileSchema = z.object({
  id: uuidSchema,
  display_name: z.string().nullable(),
  file_url: fileUrlSchema,
  file_path: z.string(),
  original_filename: z.string(),
  mime_type: z.string().nullable(),
  file_size_bytes: z.int().nonnegative().nullable(),
});
export type SupplementaryFile = z.infer<typeof supplementaryFileSchema>;
