import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common';
import { messages } from './messages';
import { type User, userSchema } from './users';

/** GET /users/{uid}: the profile shown on /profile. */
export const userProfileSchema = userSchema;
export type UserProfile = User;

/** A liked or saved project as listed on the profile, with its creator's username. */
export const profileProjectSummarySchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  created_at: timestampSchema,
  creator: z.object({ username: z.string() }),
});
export type ProfileProjectSummary = z.infer<typeof profileProjectSummarySchema>;

/** GET /users/{uid}/liked_projects */
export const likedProjectsResponseSchema = z.array(profileProjectSummarySchema);
export type LikedProjectsResponse = z.infer<typeof likedProjectsResponseSchema>;

/** GET /users/{uid}/saved_projects */
export const savedProjectsResponseSchema = z.array(profileProjectSummarySchema);
export type SavedProjectsResponse = z.infer<typeof savedProjectsResponseSchema>;

/** A comment the user wrote, with the name of its project. */
export const userCommentSchema = z.object({
  comment_id: uuidSchema,
  comment_text: z.string(),
  created_at: timestampSchema,
  project: z.object({ name: z.string() }),
});
export type UserComment = z.infer<typeof userCommentSchema>;

/** GET /users/{uid}/comments */
export const userCommentsResponseSchema = z.array(userCommentSchema);
export type UserCommentsResponse = z.infer<typeof userCommentsResponseSchema>;

/** GET /users/{uid}/search_history: a list of terms, newest first. */
export const searchHistoryResponseSchema = z.array(z.string());
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;

/** 'Creator Account' or 'Standard Account'. */
export function accountTypeLabel(isCreator: boolean): string {
  return isCreator ? messages.profile.creatorAccount : messages.profile.standardAccount;
}

/** The affiliation, or 'Not specified' when empty. */
export function affiliationLabel(affiliation: string | null | undefined): string {
  return affiliation?.trim() ? affiliation : messages.profile.notSpecified;
}
