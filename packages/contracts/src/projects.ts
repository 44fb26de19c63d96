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
import { aiBreakdownDataSchema } from './media';
import { messages } from './messages';

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

/** A list of tags; duplicates are dropped, order kept. */
export const projectTagsSchema = z.array(projectTagSchema).transform((tags) => [...new Set(tags)]);

/** An uploaded project video (spec 3 "Uploaded video entry", without the browser file object). */
export const uploadedVideoSchema = z.object({
  name: z.string().min(1),
  url: fileUrlSchema,
  path: storagePathSchema,
  mime_type: z.string().nullish(),
  file_size_bytes: z.int().nonnegative().max(PROJECT_VIDEO_MAX_BYTES).nullish(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

/** The optional short-form promo video. */
export const shortFormVideoSchema = z.object({
  name: z.string().min(1),
  url: fileUrlSchema,
  path: storagePathSchema,
  mime_type: z.string().nullish(),
  file_size_bytes: z
    .int()
    .nonnegative()
    .max(SHORT_FORM_VIDEO_MAX_BYTES, { error: messages.create.shortFormTooLarge })
    .nullish(),
});
export type ShortFormVideo = z.infer<typeof shortFormVideoSchema>;

/** POST /projects/ body. */
export const createProjectInputSchema = z.object({
  name: requiredText(messages.create.nameRequired),
  description: z.string().default(''),
  tags: projectTagsSchema.default([]),
  firebase_uid: uidSchema,
  UploadVideos: z
    .array(uploadedVideoSchema, { error: messages.create.videoRequired })
    .min(1, { error: messages.create.videoRequired }),
  frame_url: fileUrlSchema.nullish().transform((value) => value ?? null),
  ai_breakdown_data: aiBreakdownDataSchema.nullish().transform((value) => value ?? null),
  ShortFormVideo: shortFormVideoSchema.nullish().transform((value) => value ?? null),
});
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;
export type CreateProjectData = z.output<typeof createProjectInputSchema>;

/** POST /projects/ reply. */
export const createProjectResponseSchema = z.object({ project_id: uuidSchema });
export type CreateProjectResponse = z.infer<typeof createProjectResponseSchema>;

export const projectCommentSchema = z.object({
  comment_id: uuidSchema,
  comment_text: z.string(),
  created_at: timestampSchema,
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;

/** A full project (GET /projects/{projectId}). */
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
  comments: z.array(projectCommentSchema),
  created_at: timestampSchema,
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
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /users/{uid}/projects reply. */
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

/** PATCH /projects/{projectId}/thumbnail body and reply. */
export const updateThumbnailInputSchema = z.object({
  firebase_uid: uidSchema,
  thumbnail_path: storagePathSchema,
});
export type UpdateThumbnailInput = z.infer<typeof updateThumbnailInputSchema>;
export const updateThumbnailResponseSchema = messageResponseSchema.extend({
  thumbnail_url: fileUrlSchema.nullable().optional(),
});
export type UpdateThumbnailResponse = z.infer<typeof updateThumbnailResponseSchema>;

/** DELETE /projects/{projectId}?firebase_uid= reply. */
export const deleteProjectResponseSchema = messageResponseSchema;
export type DeleteProjectResponse = z.infer<typeof deleteProjectResponseSchema>;

export const PROJECT_FILE_ROLES = ['PRIMARY_VIDEO', 'SHORT_FORM_VIDEO'] as const;
export const projectFileRoleSchema = z.enum(PROJECT_FILE_ROLES);
export type ProjectFileRole = z.infer<typeof projectFileRoleSchema>;

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
