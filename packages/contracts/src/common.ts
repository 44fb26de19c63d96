import { z } from 'zod';
import { messages } from './messages';

/** Ids of the product's own records (projects, steps, tools, materials, buy items...). */
export const uuidSchema = z.uuid();
export type Uuid = z.infer<typeof uuidSchema>;

/** A project id read from a route: spec 5 'Invalid project ID format.' */
export const projectIdSchema = z.uuid({ error: messages.annotate.invalidProjectId });
export type ProjectId = z.infer<typeof projectIdSchema>;

/** An identity-provider user id (firebase_uid). */
export const uidSchema = z.string().trim().min(1).max(128);
export type Uid = z.infer<typeof uidSchema>;

/**
 * A point in time on the wire: an ISO 8601 string. A `Date` (what the database driver returns)
 * is accepted and turned into its ISO string, so the api can validate rows as they come.
 */
export const timestampSchema = z.union([
  z.iso.datetime({ offset: true }),
  z.date().transform((date) => date.toISOString()),
]);
export type Timestamp = z.infer<typeof timestampSchema>;

/** Anything a browser can load: a signed storage URL, an API-relative path, a blob or data URL. */
export const fileUrlSchema = z.string().min(1);
export type FileUrl = z.infer<typeof fileUrlSchema>;

/** A path (key) inside the file storage, e.g. `users/{uid}/videos/abc_clip.mp4`. */
export const storagePathSchema = z.string().trim().min(1);
export type StoragePath = z.infer<typeof storagePathSchema>;

export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** True when `value` is a link starting with http:// or https:// followed by a host. */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value.trim());
}

/** A purchase link: must start with http:// or https:// (spec 5). */
export const httpUrlSchema = z
  .string({ error: messages.repository.invalidPurchaseLink })
  .trim()
  .regex(HTTP_URL_PATTERN, { error: messages.repository.invalidPurchaseLink });
export type HttpUrl = z.infer<typeof httpUrlSchema>;

/** Trims a text; blank, null or missing become null. */
export const nullableTextSchema = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });
export type NullableText = z.infer<typeof nullableTextSchema>;

/** An optional purchase link: blank, null or missing become null; otherwise it must be http(s). */
export const nullableHttpUrlSchema = nullableTextSchema.pipe(httpUrlSchema.nullable());

/** A required, trimmed text whose blank or missing value reports `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A non-negative whole number of milliseconds. */
export const msSchema = z.int().nonnegative();

/** A non-negative whole count (views, likes, sizes...). */
export const countSchema = z.int().nonnegative();

/** Replies that only carry a human-readable message. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Query `?firebase_uid={uid}` used by several project calls (optional on some). */
export const ownerQuerySchema = z.object({ firebase_uid: uidSchema });
export type OwnerQuery = z.infer<typeof ownerQuerySchema>;
export const optionalOwnerQuerySchema = z.object({ firebase_uid: uidSchema.optional() });
export type OptionalOwnerQuery = z.infer<typeof optionalOwnerQuerySchema>;

/**
 * The identity of a tool, material or buy item: same name and specification, compared
 * case-insensitively and ignoring surrounding spaces (a missing specification equals '').
 */
export function itemIdentityKey(name: string, specification?: string | null): string {
  return `${name.trim().toLowerCase()}\u0000${(specification ?? '').trim().toLowerCase()}`;
}
