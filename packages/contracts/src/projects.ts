import { z } from 'zod';
import {
  countSchema,
  fileUrlSchema,
  messageResponseSchema,
  requiredText,
  storagePathSchema,
  timestampSchema,
  uidSchema,
  uuidSchema,
} from './common';
import { PROJECT_VIDEO_MAX_BYTES, SHORT_FORM_VIDEO_MAX_BYTES } from './files';
import { TEXT_LIMITS, tooLongMessage } from './limits';
import { aiBreakdownDataSchema } from './media';
import { messages } from './messages';
import { STORAGE_PATH_MAX_LENGTH } from './storage-path';

/** The ten tags offered on the create screen (spec 9). */
export const PROJECT_TAGS = [
  'Woodworking',
  'DIY',
  'Electronics',
  'Crafts',
  'Home Improvement',
  'Gardening',
  'Cooking',
  'Software',
  'Art',
  'Science',
] as const;
export const projectTagSchema = z.enum(PROJECT_TAGS);
export type ProjectTag = z.infer<typeof projectTagSchema>;

/** Server-side bounds of a project (the spec sets none beyond the file sizes). */
export const PROJECT_LIMITS = {
  nameMax: TEXT_LIMITS.projectName,
  descriptionMax: TEXT_LIMITS.projectDescription,
  tagsMax: 50,
  videosMax: 50,
  fileNameMax: 1024,
  storagePathMax: STORAGE_PATH_MAX_LENGTH,
  fileUrlMax: 4096,
  mimeTypeMax: 255,
  /** `ai_breakdown_data` serialized as JSON (UTF-8 bytes). */
  aiBreakdownMaxBytes: 2 * 1024 * 1024,
} as const;

/** A project untouched for this long and still without steps is incomplete (cleanup). */
export const INCOMPLETE_PROJECT_MIN_AGE_MS = 60 * 60 * 1000;

/** A list of tags; duplicates are dropped, order kept. */
export const projectTagsSchema = z
  .array(projectTagSchema)
  .max(PROJECT_LIMITS.tagsMax, { error: `At most ${PROJECT_LIMITS.tagsMax} tags.` })
  .transform((tags) => [...new Set(tags)]);

const boundedPathSchema = storagePathSchema.max(PROJECT_LIMITS.storagePathMax, {
  error: `A storage path can be at most ${PROJECT_LIMITS.storagePathMax} characters.`,
});
const boundedUrlSchema = fileUrlSchema.max(PROJECT_LIMITS.fileUrlMax, {
  error: `A file URL can be at most ${PROJECT_LIMITS.fileUrlMax} characters.`,
});
const fileNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'A file name is required.' })
  .max(PROJECT_LIMITS.fileNameMax, {
    error: `A file name can be at most ${PROJECT_LIMITS.fileNameMax} characters.`,
  });
const mimeTypeSchema = z.string().trim().max(PROJECT_LIMITS.mimeTypeMax).nullish();

/** The URL the api serves a stored file at: `/files/{path}` (each segment URL-encoded). */
export function storageFileUrl(path: string): string {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The storage path of a `/files/{path}` URL (query and fragment ignored), or null. */
export function storagePathFromFileUrl(url: string): string | null {
  if (!url.startsWith('/files/')) return null;
  const path = url.slice('/files/'.length).split(/[?#]/, 1)[0] ?? '';
  try {
    return path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** Size of a value serialized as JSON, in UTF-8 bytes. */
export function jsonByteLength(value: unknown): number {
  let bytes = 0;
  for (const char of JSON.stringify(value) ?? '') {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** An uploaded project video (spec 3 "Uploaded video entry", without the browser file object). */
export const uploadedVideoSchema = z.object({
  name: fileNameSchema,
  url: boundedUrlSchema,
  path: boundedPathSchema,
  mime_type: mimeTypeSchema,
  file_size_bytes: z
    .int()
    .nonnegative()
    .max(PROJECT_VIDEO_MAX_BYTES, { error: 'A project video can be at most 5GB.' })
    .nullish(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

/** The optional short-form promo video. */
export const shortFormVideoSchema = z.object({
  name: fileNameSchema,
  url: boundedUrlSchema,
  path: boundedPathSchema,
  mime_type: mimeTypeSchema,
  file_size_bytes: z
    .int()
    .nonnegative()
    .max(SHORT_FORM_VIDEO_MAX_BYTES, { error: messages.create.shortFormTooLarge })
    .nullish(),
});
export type ShortFormVideo = z.infer<typeof shortFormVideoSchema>;

/**
 * POST /projects/ body. Every video `path` must lie in the caller's storage area (checked by the
 * api, which also derives the stored URLs from the paths: `/files/{path}`).
 */
export const createProjectInputSchema = z.object({
  name: requiredText(messages.create.nameRequired).max(PROJECT_LIMITS.nameMax, {
    error: tooLongMessage('Project name', PROJECT_LIMITS.nameMax),
  }),
  description: z
    .string()
    .trim()
    .max(PROJECT_LIMITS.descriptionMax, {
      error: tooLongMessage('Project description', PROJECT_LIMITS.descriptionMax),
    })
    .nullish()
    .transform((value) => value ?? ''),
  tags: projectTagsSchema.nullish().transform((tags) => tags ?? []),
  firebase_uid: uidSchema,
  UploadVideos: z
    .array(uploadedVideoSchema, { error: messages.create.videoRequired })
    .min(1, { error: messages.create.videoRequired })
    .max(PROJECT_LIMITS.videosMax, {
      error: `A project can have at most ${PROJECT_LIMITS.videosMax} videos.`,
    })
    .refine((videos) => new Set(videos.map((video) => video.path)).size === videos.length, {
      error: 'Each video can be added to a project only once.',
    }),
  frame_url: boundedUrlSchema.nullish().transform((value) => value ?? null),
  ai_breakdown_data: aiBreakdownDataSchema
    .max(PROJECT_LIMITS.videosMax)
    .nullish()
    .transform((value) => value ?? null)
    .refine(
      (value) => value === null || jsonByteLength(value) <= PROJECT_LIMITS.aiBreakdownMaxBytes,
      {
        error: 'AI breakdown data is too large (at most 2 MB).',
      },
    ),
  ShortFormVideo: shortFormVideoSchema.nullish().transform((value) => value ?? null),
});
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;
export type CreateProjectData = z.output<typeof createProjectInputSchema>;

/** POST /projects/ reply. */
export const createProjectResponseSchema = z.object({ project_id: uuidSchema });
export type CreateProjectResponse = z.infer<typeof createProjectResponseSchema>;

/**
 * A project id as sent in a path or a tRPC input. Deliberately a plain string: the api answers a
 * malformed one with the spec's 400 'Invalid project ID format.'
 */
export const projectIdParamSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .meta({ description: 'The project id (a uuid).' });

/** Path params of every `/projects/{projectId}/...` call. */
export const projectRouteParamsSchema = z.object({ projectId: projectIdParamSchema });
export type ProjectRouteParams = z.infer<typeof projectRouteParamsSchema>;

/** tRPC input naming one project; `firebase_uid`, when sent, must be the caller. */
export const projectRefInputSchema = z.object({
  project_id: projectIdParamSchema,
  firebase_uid: uidSchema.optional(),
});
export type ProjectRefInput = z.infer<typeof projectRefInputSchema>;

export const projectCommentSchema = z.object({
  comment_id: uuidSchema,
  comment_text: z.string(),
  created_at: timestampSchema,
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;

/** How many of a project's comments GET /projects/{projectId} embeds (newest first). */
export const PROJECT_COMMENTS_EMBED_MAX = 100;

/** A full project (GET /projects/{projectId}); `comments` holds the newest 100. */
export const projectSchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  firebase_uid: uidSchema,
  thumbnail_url: fileUrlSchema.nullable(),
  frame_url: fileUrlSchema.nullable(),
  UploadVideos: z.array(uploadedVideoSchema),
  ai_breakdown_data: aiBreakdownDataSchema.nullable(),
  ShortFormVideo: shortFormVideoSchema.nullable(),
  is_published: z.boolean(),
  view_count: countSchema,
  like_count: countSchema,
  comment_count: countSchema,
  comments: z.array(projectCommentSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** One card of My Projects. `frame_url` feeds the video-frame fallback of the thumbnail. */
export const projectSummarySchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  thumbnail_url: fileUrlSchema.nullable(),
  frame_url: fileUrlSchema.nullable(),
  created_at: timestampSchema,
  view_count: countSchema,
  like_count: countSchema,
  comment_count: countSchema,
  /** Steps saved as finished (not in the spec's card): a draft needs one to be published. */
  finished_step_count: countSchema.default(0),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /users/{uid}/projects reply: each list newest first. */
export const userProjectsResponseSchema = z.object({
  published: z.array(projectSummarySchema),
  unpublished: z.array(projectSummarySchema),
});
export type UserProjectsResponse = z.infer<typeof userProjectsResponseSchema>;

/** POST /projects/{projectId}/toggle-publication body and reply. */
export const togglePublicationInputSchema = z.object({ firebase_uid: uidSchema });
export type TogglePublicationInput = z.infer<typeof togglePublicationInputSchema>;
export const togglePublicationResponseSchema = messageResponseSchema.extend({
  is_published: z.boolean().optional(),
});
export type TogglePublicationResponse = z.infer<typeof togglePublicationResponseSchema>;

/** PATCH /projects/{projectId}/thumbnail body and reply (the path must be the caller's). */
export const updateThumbnailInputSchema = z.object({
  firebase_uid: uidSchema,
  thumbnail_path: boundedPathSchema,
});
export type UpdateThumbnailInput = z.infer<typeof updateThumbnailInputSchema>;
export const updateThumbnailResponseSchema = messageResponseSchema.extend({
  thumbnail_url: fileUrlSchema.nullable().optional(),
});
export type UpdateThumbnailResponse = z.infer<typeof updateThumbnailResponseSchema>;

/** tRPC `projects.updateThumbnail` input. */
export const updateThumbnailProcedureInputSchema = projectRefInputSchema.extend({
  thumbnail_path: boundedPathSchema,
});
export type UpdateThumbnailProcedureInput = z.infer<typeof updateThumbnailProcedureInputSchema>;

/** DELETE /projects/{projectId}?firebase_uid= reply. */
export const deleteProjectResponseSchema = messageResponseSchema;
export type DeleteProjectResponse = z.infer<typeof deleteProjectResponseSchema>;

/** POST /projects/cleanup-incomplete reply: how many of the caller's projects were removed. */
export const cleanupIncompleteResponseSchema = z.object({ deleted: countSchema });
export type CleanupIncompleteResponse = z.infer<typeof cleanupIncompleteResponseSchema>;

export const PROJECT_FILE_ROLES = ['PRIMARY_VIDEO', 'SHORT_FORM_VIDEO'] as const;
export const projectFileRoleSchema = z.enum(PROJECT_FILE_ROLES);
export type ProjectFileRole = z.infer<typeof projectFileRoleSchema>;

/**
 * GET /projects/{projectId}/files query: `role` filters (the authoring screen asks for
 * `PRIMARY_VIDEO`); without it every file is listed.
 */
export const projectFilesQuerySchema = z.object({
  firebase_uid: uidSchema.optional(),
  role: projectFileRoleSchema.optional(),
});
export type ProjectFilesQuery = z.infer<typeof projectFilesQuerySchema>;

/** tRPC `projects.files` input. */
export const projectFilesInputSchema = projectRefInputSchema.extend({
  role: projectFileRoleSchema.optional(),
});
export type ProjectFilesInput = z.infer<typeof projectFilesInputSchema>;

/** A file record of GET /projects/{projectId}/files (videos in `video_order`). */
export const projectFileSchema = z.object({
  role: projectFileRoleSchema,
  file_key: storagePathSchema,
  file_url: fileUrlSchema,
  original_filename: z.string(),
  mime_type: z.string().nullable(),
  file_size_bytes: countSchema.nullable(),
  video_order: z.int().nonnegative(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

export const projectFileListSchema = z.array(projectFileSchema);
export type ProjectFileList = z.infer<typeof projectFileListSchema>;
