import { z } from 'zod';
import { HTTP_URL_PATTERN } from './common';
import { TEXT_LIMITS, tooLongMessage } from './limits';
import { messages } from './messages';

/**
 * Server-side bounds of steps, their parts and the buy list. The issue sets the array bounds; the
 * texts a person types take theirs from `TEXT_LIMITS` (one set for the whole product), and the
 * numbers fit the database's `integer` columns.
 */
export const STEP_LIMITS = {
  steps: 500,
  annotationsPerStep: 100,
  /** Tools per step, and materials per step. */
  itemsPerStep: 100,
  filesPerStep: 50,
  buyListItems: 500,
  /** A step's name (tools, materials and buy items use `TEXT_LIMITS.itemName`). */
  name: TEXT_LIMITS.stepName,
  description: TEXT_LIMITS.stepDescription,
  notes: TEXT_LIMITS.stepNotes,
  validationText: TEXT_LIMITS.validationText,
  annotationText: TEXT_LIMITS.annotationText,
  itemName: TEXT_LIMITS.itemName,
  specification: TEXT_LIMITS.itemSpecification,
  purchaseLink: TEXT_LIMITS.purchaseLink,
  storagePath: 1_024,
  url: 4_096,
  fileName: 1_024,
  mimeType: 255,
  sourceId: 200,
  quantity: 10_000,
  videoIndex: 999,
  /** The largest value of a PostgreSQL `integer` (times in ms, step order). */
  int4: 2_147_483_647,
} as const;

export const NUL_MESSAGE = 'Text must not contain NUL characters.';
export const tooLong = tooLongMessage;

const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** A string of at most `max` characters without NUL (PostgreSQL text cannot hold one). */
export function boundedString(label: string, max: number) {
  return z
    .string()
    .max(max, { error: tooLong(label, max) })
    .refine(hasNoNul, { error: NUL_MESSAGE });
}

/** An optional text: trimmed; blank, null or missing become null. */
export function optionalText(label: string, max: number) {
  return boundedString(label, max)
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    });
}

/** A required text: trimmed, non-blank (else `message`), bounded. */
export function requiredBoundedText(message: string, label: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(label, max) })
    .refine(hasNoNul, { error: NUL_MESSAGE });
}

/** A text kept as sent (notes keep their line breaks); null or missing become ''. */
export function keptText(label: string, max: number) {
  return boundedString(label, max)
    .nullish()
    .transform((value) => value ?? '');
}

/** A storage path (`users/{uid}/...`); the api checks it lies in the caller's own folder. */
export const optionalStoragePath = (label: string) => optionalText(label, STEP_LIMITS.storagePath);

/** A URL a browser can load (a stored file's URL, a blob or data URL); blank becomes null. */
export const optionalFileUrl = (label: string) => optionalText(label, STEP_LIMITS.url);

/** An optional purchase link: blank becomes null; otherwise http(s) (spec 5), bounded. */
export const optionalPurchaseLink = optionalText('Purchase link', STEP_LIMITS.purchaseLink).refine(
  (value) => value === null || HTTP_URL_PATTERN.test(value),
  {
    error: messages.repository.invalidPurchaseLink,
  },
);

/** Whole milliseconds of video, within the database's integer range. */
export const videoMsSchema = z.int().min(0).max(STEP_LIMITS.int4);
