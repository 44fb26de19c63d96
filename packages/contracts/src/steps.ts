import { z } from 'zod';
import { annotationInputSchema, annotationSchema } from './annotations';
import {
  fileUrlSchema,
  itemIdentityKey,
  msSchema,
  storagePathSchema,
  timestampSchema,
  uuidSchema,
} from './common';
import { DEFAULTS } from './constants';
import { imageFileSchema } from './files';
import { messages } from './messages';
import {
  boundedString,
  keptText,
  optionalFileUrl,
  optionalPurchaseLink,
  optionalStoragePath,
  optionalText,
  requiredBoundedText,
  STEP_LIMITS,
  videoMsSchema,
} from './step-limits';

export { STEP_LIMITS } from './step-limits';

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

function itemFields(nameMessage: string) {
  return {
    name: requiredBoundedText(nameMessage, 'Name', STEP_LIMITS.name),
    specification: optionalText('Specification', STEP_LIMITS.specification),
    purchase_link: optionalPurchaseLink,
    image_file: imageFileInputSchema.nullish(),
    image_url: optionalFileUrl('Image URL'),
    image_path: optionalStoragePath('Image path'),
  };
}

/** The editor's flat form of a step item: the same fields, each optional. */
function flatItemFields() {
  return {
    name: optionalText('Name', STEP_LIMITS.name),
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
        ...itemFields(messages.repository.toolNameRequired),
      })
      .nullish(),
    ...flatItemFields(),
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
        ...itemFields(messages.repository.materialNameRequired),
      })
      .nullish(),
    ...flatItemFields(),
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
  display_name: optionalText('Display name', STEP_LIMITS.name),
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

const validationText = (label: string) =>
  boundedString(label, STEP_LIMITS.validationText)
    .nullish()
    .transform((value) => value?.trim() ?? '');

/** The sign-off check of a step; null when both parts are blank. */
export const validationMetricSchema = z
  .object({
    question: validationText('Validation question'),
    expected_answer: validationText('Validation answer'),
  })
  .nullish()
  .transform((metric) => (metric && (metric.question || metric.expected_answer) ? metric : null));
export type ValidationMetric = z.infer<typeof validationMetricSchema>;

/** The sign-off check as the server returns it (no transform, so replies encode). */
export const storedValidationMetricSchema = z
  .object({ question: z.string(), expected_answer: z.string() })
  .nullable();

export const mainVideoFileSchema = z.object({
  file_key: storagePathSchema,
  original_filename: z.string(),
  file_url: fileUrlSchema,
});
export type MainVideoFile = z.infer<typeof mainVideoFileSchema>;

/** Result image info kept while editing a step. */
export const resultImageInfoSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.int().nonnegative(),
  image_url: fileUrlSchema.nullable(),
  image_path: z.string().nullable(),
  hasExistingImage: z.boolean(),
});
export type ResultImageInfo = z.infer<typeof resultImageInfoSchema>;

const endAfterStart = (step: { video_start_time_ms?: unknown; video_end_time_ms?: unknown }) =>
  typeof step.video_start_time_ms !== 'number' ||
  typeof step.video_end_time_ms !== 'number' ||
  step.video_end_time_ms > step.video_start_time_ms;
const endAfterStartIssue = { error: messages.steps.endAfterStart, path: ['video_end_time_ms'] };

/** Refuses the same tool (or material) twice in one step: same name + specification, or same id. */
function noDuplicateItems(
  step: { tools?: StepItemData[]; materials?: StepItemData[] },
  ctx: z.RefinementCtx,
): void {
  const lists = [
    ['tools', step.tools, messages.repository.duplicateTool],
    ['materials', step.materials, messages.repository.duplicateMaterial],
  ] as const;
  for (const [field, items, message] of lists) {
    if (!Array.isArray(items)) continue;
    const seen = new Set<string>();
    items.forEach((entry, index) => {
      const keys = [
        entry.item ? `name:${itemIdentityKey(entry.item.name, entry.item.specification)}` : null,
        entry.repository_id ? `id:${entry.repository_id}` : null,
      ].filter((key): key is string => key !== null);
      if (keys.some((key) => seen.has(key))) {
        ctx.addIssue({ code: 'custom', message, path: [field, index] });
      }
      for (const key of keys) seen.add(key);
    });
  }
}

const arrayBound = (what: string, max: number) => ({ error: `At most ${max} ${what} per step.` });

function stepFields<N extends z.ZodType<string>, D extends z.ZodType<string>>(
  name: N,
  description: D,
) {
  return {
    name,
    description,
    video_start_time_ms: videoMsSchema,
    video_end_time_ms: videoMsSchema,
    cautionary_notes: keptText('Cautionary notes', STEP_LIMITS.notes),
    best_practice_notes: keptText('Best practice notes', STEP_LIMITS.notes),
    associated_video_index: z.int().min(0).max(STEP_LIMITS.videoIndex).default(0),
    associated_video_path: optionalStoragePath('Video path'),
    step_order: z.int().min(0).max(STEP_LIMITS.int4),
    annotations: z
      .array(annotationInputSchema)
      .max(
        STEP_LIMITS.annotationsPerStep,
        arrayBound('annotations', STEP_LIMITS.annotationsPerStep),
      )
      .default([]),
    tools: z
      .array(stepToolInputSchema)
      .max(STEP_LIMITS.itemsPerStep, arrayBound('tools', STEP_LIMITS.itemsPerStep))
      .default([]),
    materials: z
      .array(stepMaterialInputSchema)
      .max(STEP_LIMITS.itemsPerStep, arrayBound('materials', STEP_LIMITS.itemsPerStep))
      .default([]),
    supplementary_files: z
      .array(supplementaryFileInputSchema)
      .max(STEP_LIMITS.filesPerStep, arrayBound('supplementary files', STEP_LIMITS.filesPerStep))
      .default([]),
    validation_metric: validationMetricSchema,
    result_image_url: optionalFileUrl('Result image URL'),
    result_image_path: optionalStoragePath('Result image path'),
    is_ai_generated: z.boolean().default(false),
    /** Kept from an AI regeneration, so finalize does not lose it. */
    regenerated_at: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((value) => value ?? null),
  };
}

/** Builds the step schema of a payload from its name and description fields. */
export function stepInputSchemaWith<N extends z.ZodType<string>, D extends z.ZodType<string>>(
  name: N,
  description: D,
) {
  return z
    .object(stepFields(name, description))
    .refine(endAfterStart, endAfterStartIssue)
    .superRefine(noDuplicateItems);
}

/**
 * A step (spec 7 POST /upload_steps): name and description required (the step-save texts),
 * times in whole ms with the end after the start, annotation geometry in fractions 0–1, at most
 * 100 annotations, 100 tools, 100 materials and 50 supplementary files, no tool or material twice.
 */
export const stepInputSchema = stepInputSchemaWith(
  requiredBoundedText(messages.steps.nameRequired, 'Step name', STEP_LIMITS.name),
  requiredBoundedText(
    messages.steps.descriptionRequired,
    'Step description',
    STEP_LIMITS.description,
  ),
);
export type StepInput = z.input<typeof stepInputSchema>;
export type StepData = z.output<typeof stepInputSchema>;

/** A step as the server returns it (GET /projects/{projectId}/steps). */
export const stepSchema = z
  .object({
    id: uuidSchema,
    project_id: uuidSchema,
    name: z.string(),
    description: z.string(),
    video_start_time_ms: msSchema,
    video_end_time_ms: msSchema,
    cautionary_notes: z.string(),
    best_practice_notes: z.string(),
    associated_video_index: z.int().nonnegative(),
    associated_video_path: z.string().nullable(),
    step_order: z.int().nonnegative(),
    annotations: z.array(annotationSchema),
    tools: z.array(stepToolSchema),
    materials: z.array(stepMaterialSchema),
    supplementary_files: z.array(supplementaryFileSchema),
    validation_metric: storedValidationMetricSchema,
    /** The project's PRIMARY_VIDEO at `associated_video_index`; null when there is none. */
    main_video_file: mainVideoFileSchema.nullable(),
    result_image_url: fileUrlSchema.nullable(),
    result_image_path: z.string().nullable(),
    is_finalized: z.boolean(),
    is_ai_generated: z.boolean(),
    regenerated_at: timestampSchema.nullable(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type Step = z.infer<typeof stepSchema>;

export const stepListSchema = z.array(stepSchema);
export type StepList = z.infer<typeof stepListSchema>;

/** The editor's timing and text fields (times in seconds, null while unset). */
export interface StepDetailsFields {
  name: string;
  description: string;
  startTime: number | null;
  endTime: number | null;
}

/** Step save checks of spec 5, in order; the first failing message, or null. */
export function validateStepSave(step: StepDetailsFields): string | null {
  if (!step.name.trim()) return messages.steps.nameRequired;
  if (!step.description.trim()) return messages.steps.descriptionRequired;
  if (step.startTime == null || step.endTime == null) return messages.steps.timesRequired;
  if (step.endTime <= step.startTime) return messages.steps.endAfterStart;
  return null;
}

/** Labels of the empty required fields of the details tab (for the tab-switch warning). */
export function missingDetailsFields(step: StepDetailsFields): string[] {
  const labels = messages.steps.detailsLabels;
  const missing: string[] = [];
  if (!step.name.trim()) missing.push(labels.name);
  if (!step.description.trim()) missing.push(labels.description);
  if (step.startTime == null) missing.push(labels.startTime);
  if (step.endTime == null) missing.push(labels.endTime);
  return missing;
}

export interface StepSignoffFields {
  cautionaryNotes: string;
  bestPracticeNotes: string;
  validationQuestion: string;
  validationAnswer: string;
}

/** Labels of the empty required fields of the sign-off tab (each non-empty after trimming). */
export function missingSignoffFields(step: StepSignoffFields): string[] {
  const labels = messages.steps.signoffLabels;
  const pairs: Array<[string, string]> = [
    [step.cautionaryNotes, labels.cautionaryNotes],
    [step.bestPracticeNotes, labels.bestPracticeNotes],
    [step.validationQuestion, labels.validationQuestion],
    [step.validationAnswer, labels.validationAnswer],
  ];
  return pairs.filter(([value]) => !value.trim()).map(([, label]) => label);
}
