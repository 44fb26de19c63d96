import { z } from 'zod';
import { ANNOTATION_COLORS, ANNOTATION_SHAPES, storedGeometrySchema } from './annotations';
import { countSchema, msSchema, timestampSchema, uuidSchema } from './common';
import { TEXT_LIMITS } from './limits';
import { projectIdParamSchema, projectTagSchema } from './projects';
import { storedQuantitySchema } from './step-items';

/**
 * Guides: the learner's side of a published project (issue #19). `GET /api/guides` lists and
 * searches published projects, `GET /api/guides/{projectId}` reads one with its steps, every file
 * URL signed for the caller.
 */

export const GUIDE_LIST_LIMITS = {
  /** A search is kept in the search history, whose terms are bounded the same. */
  qMax: TEXT_LIMITS.searchTerm,
  limitMax: 48,
  limitDefault: 24,
  cursorMax: 512,
} as const;

const LIMIT_ERROR = `limit must be a whole number from 1 to ${GUIDE_LIST_LIMITS.limitMax}.`;

/**
 * `GET /api/guides?q=&tag=&cursor=&limit=` query and tRPC `guides.list` input. `q` searches name,
 * description, tags and step names (full-text, English); `cursor` is the `next_cursor` of the
 * previous page, opaque; `limit` 1..48, 24 by default. An empty `q`, `tag` or `cursor` counts as
 * absent.
 */
export const guideListInputSchema = z.object({
  q: z
    .string({ error: 'The search must be text.' })
    .trim()
    .max(GUIDE_LIST_LIMITS.qMax, {
      error: `A search can be at most ${GUIDE_LIST_LIMITS.qMax} characters.`,
    })
    .optional()
    .transform((q) => q || undefined),
  tag: z
    .union([projectTagSchema, z.literal('')], {
      error: 'tag must be one of the ten project tags.',
    })
    .optional()
    .transform((tag) => tag || undefined)
    .meta({ description: 'One of the ten project tags.' }),
  cursor: z
    .string()
    .max(GUIDE_LIST_LIMITS.cursorMax, { error: 'The page cursor is not valid.' })
    .nullish()
    .transform((cursor) => cursor || undefined)
    .meta({ description: 'The `next_cursor` of the previous page (opaque).' }),
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int({ error: LIMIT_ERROR })
    .min(1, { error: LIMIT_ERROR })
    .max(GUIDE_LIST_LIMITS.limitMax, { error: LIMIT_ERROR })
    .default(GUIDE_LIST_LIMITS.limitDefault),
});
export type GuideListInput = z.input<typeof guideListInputSchema>;
export type GuideListQuery = z.output<typeof guideListInputSchema>;

/** One card of /guides: a published project. `rank` is present when the list answers a search. */
export const guideCardSchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  /** Signed URL of the thumbnail, or null. */
  thumbnail_url: z.string().nullable(),
  /** Signed URL of the first video (the thumbnail's video-frame fallback), or null. */
  frame_url: z.string().nullable(),
  creator_username: z.string(),
  step_count: countSchema,
  /** Sum of the steps' video segments (end - start), in ms. */
  total_duration_ms: countSchema,
  view_count: countSchema,
  like_count: countSchema,
  comment_count: countSchema,
  created_at: timestampSchema,
  rank: z.number().optional(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;

/** `GET /api/guides` reply: a page of cards; `next_cursor` null on the last page. */
export const guideListResponseSchema = z.object({
  guides: z.array(guideCardSchema),
  next_cursor: z.string().nullable(),
});
export type GuideListResponse = z.infer<typeof guideListResponseSchema>;

/** tRPC `guides.get` input. */
export const guideGetInputSchema = z.object({ project_id: projectIdParamSchema });
export type GuideGetInput = z.infer<typeof guideGetInputSchema>;

/** A project video of a guide, in `video_index` order (a step's `associated_video_index`). */
export const guideVideoSchema = z.object({
  video_index: z.int().nonnegative(),
  name: z.string(),
  /** Signed URL. */
  url: z.string(),
  mime_type: z.string().nullable(),
});
export type GuideVideo = z.infer<typeof guideVideoSchema>;

/** The project part of a guide. */
export const guideProjectSchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  creator_username: z.string(),
  /** The caller owns it (a draft is readable by its owner only). */
  is_owner: z.boolean(),
  is_published: z.boolean(),
  created_at: timestampSchema,
  thumbnail_url: z.string().nullable(),
  frame_url: z.string().nullable(),
  step_count: countSchema,
  total_duration_ms: countSchema,
  view_count: countSchema,
  like_count: countSchema,
  /** How many users saved the guide (the Save toggle's count). */
  save_count: countSchema,
  comment_count: countSchema,
  liked_by_me: z.boolean(),
  saved_by_me: z.boolean(),
  videos: z.array(guideVideoSchema),
});
export type GuideProject = z.infer<typeof guideProjectSchema>;

/** One annotation drawn over a frame: its label and shape (fractions 0–1 of the image). */
export const guideAnnotationSchema = z.object({
  annotation_id: uuidSchema,
  /** Empty for a blur region: its text names what the creator hid (the editor keeps it). */
  label: z.string(),
  annotation_type: z.enum(ANNOTATION_SHAPES),
  geometry: storedGeometrySchema,
  color: z.enum(ANNOTATION_COLORS),
});
export type GuideAnnotation = z.infer<typeof guideAnnotationSchema>;

/** An annotated frame of a step: the image (signed) and the annotations drawn over it. */
export const guideFrameSchema = z.object({
  frame_timestamp_ms: msSchema,
  /** Signed URL of the frame image; null when the annotations have no stored image. */
  image_url: z.string().nullable(),
  annotations: z.array(guideAnnotationSchema),
});
export type GuideFrame = z.infer<typeof guideFrameSchema>;

/** A tool or material of a step, with its quantity. */
export const guideItemSchema = z.object({
  name: z.string(),
  quantity: storedQuantitySchema,
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  /** Signed URL of the item's image, or null. */
  image_url: z.string().nullable(),
});
export type GuideItem = z.infer<typeof guideItemSchema>;

/** A supplementary file of a step to open or download. */
export const guideFileSchema = z.object({
  file_id: uuidSchema,
  /** The display name, else the original file name. */
  name: z.string(),
  original_filename: z.string(),
  /** Signed URL. */
  url: z.string(),
  mime_type: z.string().nullable(),
  file_size_bytes: countSchema.nullable(),
});
export type GuideFile = z.infer<typeof guideFileSchema>;

/** A step of a guide, as a learner sees it (the validation ANSWER is never sent). */
export const guideStepSchema = z.object({
  step_id: uuidSchema,
  step_order: z.int().nonnegative(),
  name: z.string(),
  description: z.string(),
  video_start_time_ms: msSchema,
  video_end_time_ms: msSchema,
  associated_video_index: z.int().nonnegative(),
  /** Signed URL of the step's video (the project video at `associated_video_index`), or null. */
  video_url: z.string().nullable(),
  cautionary_notes: z.string(),
  best_practice_notes: z.string(),
  /** The question the learner answers (checked on the server); null when the step has none. */
  validation_question: z.string().nullable(),
  /** Signed URL of the result image, or null. */
  result_image_url: z.string().nullable(),
  /** Annotated frames in the order of their first annotation. */
  frames: z.array(guideFrameSchema),
  tools: z.array(guideItemSchema),
  materials: z.array(guideItemSchema),
  supplementary_files: z.array(guideFileSchema),
});
export type GuideStep = z.infer<typeof guideStepSchema>;

export const GUIDE_BUY_ITEM_SOURCES = ['buy_list', 'material', 'tool'] as const;

/**
 * One line of the guide's buy list: the creator's buy list when it has items, otherwise every
 * step's materials then tools; either way merged by spec 4's rule (same name and specification,
 * case-insensitive: quantities added, first place kept).
 */
export const guideBuyItemSchema = z.object({
  name: z.string(),
  quantity: storedQuantitySchema,
  specification: z.string().nullable(),
  purchase_link: z.string().nullable(),
  image_url: z.string().nullable(),
  source: z.enum(GUIDE_BUY_ITEM_SOURCES),
});
export type GuideBuyItem = z.infer<typeof guideBuyItemSchema>;

/** `GET /api/guides/{projectId}` reply and tRPC `guides.get` output. */
export const guideDetailSchema = z.object({
  project: guideProjectSchema,
  /** In step_order. */
  steps: z.array(guideStepSchema),
  buy_list: z.array(guideBuyItemSchema),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;
