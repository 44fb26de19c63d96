import { z } from 'zod';
import { countSchema, timestampSchema, uidSchema, uuidSchema } from './common';
import { TEXT_LIMITS, tooLongMessage } from './limits';
import { messages } from './messages';
import { projectIdParamSchema } from './projects';
import { type User, userSchema } from './users';

/** GET /users/{uid}: the profile shown on /profile. */
export const userProfileSchema = userSchema;
export type UserProfile = User;

/** Server-side bounds of the profile's lists and writes. */
export const PROFILE_LIMITS = {
  /** The most entries one list call returns (also what it returns without `limit`). */
  listMax: 100,
  commentMax: TEXT_LIMITS.comment,
  searchTermMax: TEXT_LIMITS.searchTerm,
} as const;

/**
 * `?limit=` of the profile lists: 1..100. Without it a list returns everything, up to 100
 * entries (the profile screen shows the first 5, or 10 search terms).
 */
export const profileListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int({ error: 'limit must be a whole number from 1 to 100.' })
    .min(1, { error: 'limit must be a whole number from 1 to 100.' })
    .max(PROFILE_LIMITS.listMax, { error: 'limit must be a whole number from 1 to 100.' })
    .optional(),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;

/** tRPC input of the profile lists: whose (must be the caller) and how many. */
export const profileListInputSchema = profileListQuerySchema.extend({ uid: uidSchema });
export type ProfileListInput = z.infer<typeof profileListInputSchema>;

/** A liked or saved project as listed on the profile, with its creator's username. */
export const profileProjectSummarySchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  created_at: timestampSchema,
  creator: z.object({ username: z.string() }),
});
export type ProfileProjectSummary = z.infer<typeof profileProjectSummarySchema>;

/** GET /users/{uid}/liked_projects (most recently liked first). */
export const likedProjectsResponseSchema = z.array(profileProjectSummarySchema);
export type LikedProjectsResponse = z.infer<typeof likedProjectsResponseSchema>;

/** GET /users/{uid}/saved_projects (most recently saved first). */
export const savedProjectsResponseSchema = z.array(profileProjectSummarySchema);
export type SavedProjectsResponse = z.infer<typeof savedProjectsResponseSchema>;

/** A comment the user wrote, with its project's id and name. */
export const userCommentSchema = z.object({
  comment_id: uuidSchema,
  comment_text: z.string(),
  created_at: timestampSchema,
  project: z.object({ project_id: uuidSchema, name: z.string() }),
});
export type UserComment = z.infer<typeof userCommentSchema>;

/** GET /users/{uid}/comments (newest first). */
export const userCommentsResponseSchema = z.array(userCommentSchema);
export type UserCommentsResponse = z.infer<typeof userCommentsResponseSchema>;

/** GET /users/{uid}/search_history: a list of terms, newest first, each term once. */
export const searchHistoryResponseSchema = z.array(z.string());
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;

/** POST /users/{uid}/search_history body. */
export const searchTermInputSchema = z.object({
  term: z
    .string({ error: 'A search term is required.' })
    .trim()
    .min(1, { error: 'A search term is required.' })
    .max(PROFILE_LIMITS.searchTermMax, {
      error: tooLongMessage('A search term', PROFILE_LIMITS.searchTermMax),
    }),
});
export type SearchTermInput = z.infer<typeof searchTermInputSchema>;

/** tRPC `profile.addSearchTerm` input. */
export const addSearchTermInputSchema = searchTermInputSchema.extend({ uid: uidSchema });
export type AddSearchTermInput = z.infer<typeof addSearchTermInputSchema>;

/** POST /users/{uid}/search_history reply: the stored entry. */
export const searchHistoryEntrySchema = z.object({
  term: z.string(),
  created_at: timestampSchema,
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

/** POST /projects/{projectId}/comments body. */
export const commentInputSchema = z.object({
  comment_text: z
    .string({ error: 'Comment text is required.' })
    .trim()
    .min(1, { error: 'Comment text is required.' })
    .max(PROFILE_LIMITS.commentMax, {
      error: tooLongMessage('A comment', PROFILE_LIMITS.commentMax),
    }),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** tRPC `profile.addComment` input. */
export const addCommentInputSchema = commentInputSchema.extend({
  project_id: projectIdParamSchema,
});
export type AddCommentInput = z.infer<typeof addCommentInputSchema>;

/** tRPC input of like / unlike / save / unsave. */
export const projectActionInputSchema = z.object({ project_id: projectIdParamSchema });
export type ProjectActionInput = z.infer<typeof projectActionInputSchema>;

/** POST and DELETE /projects/{projectId}/like reply (idempotent). */
export const likeResponseSchema = z.object({
  project_id: uuidSchema,
  liked: z.boolean(),
  like_count: countSchema,
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** POST and DELETE /projects/{projectId}/save reply (idempotent). */
export const saveResponseSchema = z.object({ project_id: uuidSchema, saved: z.boolean() });
export type SaveResponse = z.infer<typeof saveResponseSchema>;

/** 'Creator Account' or 'Standard Account'. */
export function accountTypeLabel(isCreator: boolean): string {
  return isCreator ? messages.profile.creatorAccount : messages.profile.standardAccount;
}

/** The affiliation, or 'Not specified' when empty. */
export function affiliationLabel(affiliation: string | null | undefined): string {
  return affiliation?.trim() ? affiliation : messages.profile.notSpecified;
}
