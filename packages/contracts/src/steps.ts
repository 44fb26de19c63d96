import { z } from 'zod';
import { annotationInputSchema, annotationSchema } from './annotations';
import {
  fileUrlSchema,
  itemIdentityKey,
  msSchema,
  nullableHttpUrlSchema,
  nullableTextSchema,
  requiredText,
  storagePathSchema,
  timestampSchema,
  uuidSchema,
} from './common';
import { DEFAULTS } from './constants';
import { imageFileSchema } from './files';
import { messages } from './messages';

/** A quantity: a whole number of at least 1, default 1. */
export const quantitySchema = z.int().min(1).default(DEFAULTS.quantity);

/** Form input -> quantity: anything non-numeric (or below 1) becomes 1; decimals are cut. */
export function coerceQuantity(value: unknown): number {
  const parsed =
    typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : DEFAULTS.quantity;
}

function stepItemInputSchema(nameMessage: string) {
  return z.object({
    name: requiredText(nameMessage),
    specification: nullableTextSchema,
    purchase_link: nullableHttpUrlSchema,
    quantity: quantitySchema,
    image_url: nullableTextSchema,
    image_path: nullableTextSchema,
  });
}

/** A tool of a step in the finalize payload; `tool_id` when it comes from the repository. */
export const stepToolInputSchema = stepItemInputSchema(messages.repository.toolNameRequired).extend(
  {
    tool_id: uuidSchema.nullish(),
  },
);
export type StepToolInput = z.input<typeof stepToolInputSchema>;

/** A material of a step in the finalize payload. */
export const stepMaterialInputSchema = stepItemInputSchema(
  messages.repository.materialNameRequired,
).extend({ material_id: uuidSchema.nullish() });
export type StepMaterialInput = z.input<typeof stepMaterialInputSchema>;

const linkedItemFields = {
  name: z.string(),
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  image_file: imageFileSchema.nullable(),
};

/** A step's tool as the server returns it: quantity + nested tool. */
export const stepToolSchema = z.object({
  quantity: quantitySchema,
  tool: z.object({ tool_id: uuidSchema, ...linkedItemFields }),
});
export type StepTool = z.infer<typeof stepToolSchema>;

/** A step's material as the server returns it: quantity + nested material. */
export const stepMaterialSchema = z.object({
  quantity: quantitySchema,
  material: z.object({ material_id: uuidSchema, ...linkedItemFields }),
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
  display_name: nullableTextSchema,
  file_url: fileUrlSchema,
  file_path: storagePathSchema,
  original_filename: z.string().min(1),
  mime_type: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
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

/** The sign-off check of a step; null when both parts are blank. */
export const validationMetricSchema = z
  .object({ question: z.string().trim(), expected_answer: z.string().trim() })
  .nullish()
  .transform((metric) => (metric && (metric.question || metric.expected_answer) ? metric : null));
export type ValidationMetric = z.infer<typeof validationMetricSchema>;

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

const endAfterStart = <T extends { video_start_time_ms: number; video_end_time_ms: number }>(
  step: T,
): boolean => step.video_end_time_ms > step.video_start_time_ms;
const endAfterStartIssue = { error: messages.steps.endAfterStart, path: ['video_end_time_ms'] };

/** A step in the finalize payload (spec 7 POST /upload_steps). */
export const stepInputSchema = z
  .object({
    name: requiredText(messages.steps.nameRequired),
    description: requiredText(messages.steps.descriptionRequired),
    video_start_time_ms: msSchema,
    video_end_time_ms: msSchema,
    cautionary_notes: z.string().default(''),
    best_practice_notes: z.string().default(''),
    associated_video_index: z.int().nonnegative().default(0),
    associated_video_path: nullableTextSchema,
    step_order: z.int().nonnegative(),
    annotations: z.array(annotationInputSchema).default([]),
    tools: z.array(stepToolInputSchema).default([]),
    materials: z.array(stepMaterialInputSchema).default([]),
    supplementary_files: z.array(supplementaryFileInputSchema).default([]),
    validation_metric: validationMetricSchema,
    result_image_url: nullableTextSchema,
    result_image_path: nullableTextSchema,
    is_ai_generated: z.boolean().default(false),
  })
  .refine(endAfterStart, endAfterStartIssue);
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
    validation_metric: validationMetricSchema,
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
