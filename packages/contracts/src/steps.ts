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
import { messages } from './messages';
import {
  type StepItemData,
  stepMaterialInputSchema,
  stepMaterialSchema,
  stepToolInputSchema,
  stepToolSchema,
  supplementaryFileInputSchema,
  supplementaryFileSchema,
} from './step-items';
import {
  boundedString,
  keptText,
  optionalFileUrl,
  optionalStoragePath,
  requiredBoundedText,
  STEP_LIMITS,
  videoMsSchema,
} from './step-limits';

export * from './step-editing';
export * from './step-items';
export { STEP_LIMITS } from './step-limits';

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
    /**
     * The step's id (issue #20 "stable ids"): a stored step's (GET steps' `id`) keeps that step,
     * and what hangs on it (learners' progress), in place; any other uuid (the editor gives every
     * step it makes one) is a new step's, stored under that uuid unless a step of any project
     * already holds it, when the step gets a fresh id. Null or left out: a new step, fresh id.
     */
    step_id: z.uuid({ error: messages.steps.idNotUuid }).nullable().optional(),
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
