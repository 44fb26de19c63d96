import { z } from 'zod';
import {
  ANNOTATION_SHAPES,
  annotationColorSchema,
  arrowHeadIssue,
  arrowHeadRule,
} from './annotations';
import { aiReviewPartSchema } from './media';
import { boundedString, STEP_LIMITS, videoMsSchema } from './step-limits';

/**
 * The step record (issue #20) and the autosaved server-side draft of the authoring editor (issue
 * #9 "Never lose work"). A `StepRecord` is a step as the editor holds it, in camelCase: times in
 * whole MILLISECONDS of its video (null while unset), annotation geometry in FRACTIONS 0-1 of the
 * frame, minus the opaque `file` handles (files are uploaded before they enter a draft, so only
 * their paths and URLs persist; unknown keys such as `file` are dropped). Units convert only where
 * a person sees or types them. The draft holds the steps not finalized yet and the step being
 * edited, restored when the project is reopened and cleared by a successful finalize. Texts are
 * kept exactly as typed (a draft is work in progress: blank names and the like are fine); the buy
 * list stays in the browser's local storage.
 *
 * Version 1 drafts (times in seconds, geometry in percent) are still read: `upgradeDraft` turns one
 * into version 2, and a save of one is upgraded before it is stored.
 */

/** A serialized draft (UTF-8 JSON) may be at most 4 MB. */
export const DRAFT_MAX_BYTES = 4 * 1024 * 1024;

export const DRAFT_LIMITS = {
  /** Steps a draft may hold: above finalize's 500, so autosave never refuses what the editor has. */
  steps: 2_000,
  /** The step id: a uuid (stored or made in the editor), or an older draft's `ai-step-{n}`. */
  stepId: 200,
  /** Seconds of video in a version 1 draft: the largest whole-ms time an `integer` column holds. */
  seconds: STEP_LIMITS.int4 / 1000,
  /** Bytes of a supplementary file or result image (any size a browser reports). */
  bytes: Number.MAX_SAFE_INTEGER,
  /** Sentences of a step's transcript, and the characters of one. */
  transcriptLines: 2_000,
  transcriptLine: 5_000,
} as const;

export const draftMessages = {
  tooLarge: 'The draft is too large to autosave (over 4 MB).',
  conflict: 'This draft was changed in another tab. Reload to see the latest version.',
  notFound: 'No draft saved for this project.',
  cleared: 'Draft cleared successfully',
  currentIndexOutOfRange:
    'The step being edited must be one of the draft steps, or -1 for a new one.',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * A text of the editor as sent, kept as typed: bounded, without NUL; a lone UTF-16 surrogate (half
 * of a broken emoji, which JSON storage cannot hold) becomes U+FFFD rather than failing the save.
 */
function sentText(label: string, max: number) {
  return boundedString(label, max).transform((value) =>
    LONE_SURROGATE.test(value) ? value.replace(LONE_SURROGATES, '\uFFFD') : value,
  );
}

/** A text as stored: replies carry no transform, so they encode. */
const storedText = (_label: string, _max: number) => z.string();

type TextSchema = typeof sentText | typeof storedText;

const seconds = (label: string) =>
  z
    .number()
    .min(0, { error: `${label} must not be negative.` })
    .max(DRAFT_LIMITS.seconds, { error: `${label} is beyond the longest video.` })
    .nullable();

const wholeMs = (label: string) =>
  z
    .int({ error: `${label} must be a whole number of milliseconds.` })
    .min(0, { error: `${label} must not be negative.` })
    .max(STEP_LIMITS.int4, { error: `${label} is beyond the longest video.` })
    .nullable();

const percent = (label: string) =>
  z
    .number()
    .min(0, { error: `${label} must be between 0 and 100 (percent of the frame).` })
    .max(100, { error: `${label} must be between 0 and 100 (percent of the frame).` });

const fraction = (label: string) =>
  z
    .number()
    .min(0, { error: `${label} must be between 0 and 1 (a fraction of the frame).` })
    .max(1, { error: `${label} must be between 0 and 1 (a fraction of the frame).` });

const bounded = (what: string, max: number) => ({ error: `At most ${max} ${what}.` });

/** Geometry in a version 1 draft: percentages (0-100) of the frame image. */
const percentGeometrySchema = z.object({
  type: z.enum(ANNOTATION_SHAPES),
  x: percent('x'),
  y: percent('y'),
  width: percent('Width'),
  height: percent('Height'),
});

/**
 * Geometry of a step record's annotation: fractions (0-1) of the frame image, x, y top-left (an
 * arrow's tail, with its head at end_x, end_y).
 */
export const recordGeometrySchema = z
  .object({
    type: z.enum(ANNOTATION_SHAPES),
    x: fraction('x'),
    y: fraction('y'),
    width: fraction('Width'),
    height: fraction('Height'),
    end_x: fraction('Arrow head x').optional(),
    end_y: fraction('Arrow head y').optional(),
  })
  .refine(arrowHeadRule, arrowHeadIssue);
export type RecordGeometry = z.infer<typeof recordGeometrySchema>;

/** The units each draft version keeps times and geometry in. */
const V1_UNITS = {
  version: 1 as const,
  times: { startTime: seconds('Start time'), endTime: seconds('End time') },
  geometry: percentGeometrySchema,
};
const V2_UNITS = {
  version: 2 as const,
  times: { startMs: wholeMs('Start time'), endMs: wholeMs('End time') },
  geometry: recordGeometrySchema,
};

/** The draft's schemas of one version, over the texts as sent or as stored. */
function draftSchemas<
  T extends TextSchema,
  V extends 1 | 2,
  Times extends z.ZodRawShape,
  Geometry extends z.ZodType,
>(text: T, units: { version: V; times: Times; geometry: Geometry }) {
  const nullableText = (label: string, max: number) => text(label, max).nullable();

  /** `EditorAnnotation`: an annotation tied to the frame it was drawn on. */
  const annotation = z.object({
    text: text('Annotation text', STEP_LIMITS.annotationText),
    frameTimestampMs: videoMsSchema,
    frameImagePath: nullableText('Frame image path', STEP_LIMITS.storagePath),
    geometry: units.geometry,
    /** Absent in drafts saved before colours existed: yellow. */
    color: annotationColorSchema.optional(),
  });

  /** `EditorStepItem`: a tool or material of a step. */
  const item = z.object({
    name: text('Name', STEP_LIMITS.itemName),
    specification: text('Specification', STEP_LIMITS.specification),
    purchaseLink: text('Purchase link', STEP_LIMITS.purchaseLink),
    quantity: z.int().min(1).max(STEP_LIMITS.quantity),
    imageUrl: nullableText('Image URL', STEP_LIMITS.url),
    imagePath: nullableText('Image path', STEP_LIMITS.storagePath),
    repositoryId: nullableText('Repository id', STEP_LIMITS.sourceId),
  });

  /** `EditorSupplementaryFile` without its `file` handle. */
  const supplementaryFile = z.object({
    displayName: text('Display name', STEP_LIMITS.fileName),
    originalFilename: text('File name', STEP_LIMITS.fileName),
    fileSizeBytes: z.int().min(0).max(DRAFT_LIMITS.bytes).nullable(),
    mimeType: nullableText('MIME type', STEP_LIMITS.mimeType),
    fileUrl: nullableText('File URL', STEP_LIMITS.url),
    filePath: nullableText('File path', STEP_LIMITS.storagePath),
  });

  /** `EditorResultImage` without its `file` handle. */
  const resultImage = z.object({
    name: text('Result image name', STEP_LIMITS.fileName),
    type: text('Result image type', STEP_LIMITS.mimeType),
    size: z.int().min(0).max(DRAFT_LIMITS.bytes),
    imageUrl: nullableText('Result image URL', STEP_LIMITS.url),
    imagePath: nullableText('Result image path', STEP_LIMITS.storagePath),
    hasExistingImage: z.boolean(),
  });

  /** `EditorAiReview`: how sure the AI was of a step and what is left to check. */
  const aiReview = z.object({
    confidence: z.number().min(0).max(1).nullable(),
    review: z.array(aiReviewPartSchema).max(aiReviewPartSchema.options.length),
    uncertainItems: z
      .array(text('Uncertain item', STEP_LIMITS.itemName))
      .max(STEP_LIMITS.itemsPerStep * 2, bounded('uncertain items', STEP_LIMITS.itemsPerStep * 2)),
    transcript: z
      .array(
        z.object({
          start_ms: videoMsSchema,
          end_ms: videoMsSchema,
          text: text('Transcript line', DRAFT_LIMITS.transcriptLine),
        }),
      )
      .max(DRAFT_LIMITS.transcriptLines, bounded('transcript lines', DRAFT_LIMITS.transcriptLines)),
    reviewed: z.boolean(),
  });

  /** A step of the editor, saved or being edited (version 2: whole ms; version 1: seconds). */
  const step = z.object({
    /**
     * Stable from the moment the step is in the editor's list (see the machines' `step-editor/
     * ids.ts`); null in a new step's form, and in every step of a draft saved before ids (the
     * editor gives those one on restore).
     */
    id: nullableText('Step id', DRAFT_LIMITS.stepId),
    videoIndex: z.int().min(0).max(STEP_LIMITS.videoIndex),
    name: text('Step name', STEP_LIMITS.name),
    description: text('Description', STEP_LIMITS.description),
    cautionaryNotes: text('Cautionary notes', STEP_LIMITS.notes),
    bestPracticeNotes: text('Best practice notes', STEP_LIMITS.notes),
    validationQuestion: text('Validation question', STEP_LIMITS.validationText),
    validationAnswer: text('Validation answer', STEP_LIMITS.validationText),
    ...units.times,
    annotations: z
      .array(annotation)
      .max(STEP_LIMITS.annotationsPerStep, bounded('annotations', STEP_LIMITS.annotationsPerStep)),
    tools: z.array(item).max(STEP_LIMITS.itemsPerStep, bounded('tools', STEP_LIMITS.itemsPerStep)),
    materials: z
      .array(item)
      .max(STEP_LIMITS.itemsPerStep, bounded('materials', STEP_LIMITS.itemsPerStep)),
    supplementaryFiles: z
      .array(supplementaryFile)
      .max(STEP_LIMITS.filesPerStep, bounded('supplementary files', STEP_LIMITS.filesPerStep)),
    resultImage: resultImage.nullable(),
    isAiGenerated: z.boolean(),
    isFinalized: z.boolean(),
    /** Absent on a step the creator made and in drafts saved before it existed. */
    aiReview: aiReview.optional(),
  });

  /** The editor's state as autosaved: its steps, the step being edited and where it sits. */
  const draft = z
    .object({
      version: z.literal(units.version),
      steps: z.array(step).max(DRAFT_LIMITS.steps, bounded('steps in a draft', DRAFT_LIMITS.steps)),
      /** -1 for a new step, else the index in `steps` of the step being edited. */
      currentIndex: z.int().min(-1),
      step,
      /** The video shown in the player. */
      videoIndex: z.int().min(0).max(STEP_LIMITS.videoIndex),
    })
    .refine((value) => value.currentIndex < value.steps.length, {
      error: draftMessages.currentIndexOutOfRange,
      path: ['currentIndex'],
    });

  return { annotation, item, supplementaryFile, resultImage, aiReview, step, draft };
}

const sent = draftSchemas(sentText, V2_UNITS);
const stored = draftSchemas(storedText, V2_UNITS);
const sentV1 = draftSchemas(sentText, V1_UNITS);
const storedV1 = draftSchemas(storedText, V1_UNITS);

export const draftAnnotationSchema = sent.annotation;
export type DraftAnnotation = z.infer<typeof draftAnnotationSchema>;
export const draftStepItemSchema = sent.item;
export type DraftStepItem = z.infer<typeof draftStepItemSchema>;
export const draftSupplementaryFileSchema = sent.supplementaryFile;
export type DraftSupplementaryFile = z.infer<typeof draftSupplementaryFileSchema>;
export const draftResultImageSchema = sent.resultImage;
export type DraftResultImage = z.infer<typeof draftResultImageSchema>;
export const draftAiReviewSchema = sent.aiReview;
export type DraftAiReview = z.infer<typeof draftAiReviewSchema>;

/**
 * THE step record: a step as the editor holds it, autosaves it and finalizes it (whole ms, fractions
 * 0-1), minus file handles. Its order is its position in the list that holds it (the editor's
 * steps, a draft's steps): `stepRecordToWire` writes the wire's `step_order` from that position,
 * and GET steps answers in step_order, so a second copy of the order could only disagree with it.
 */
export const stepRecordSchema = sent.step;
export type StepRecord = z.infer<typeof stepRecordSchema>;
export type StepRecordInput = z.input<typeof stepRecordSchema>;

type DraftV1 = z.infer<typeof sentV1.draft>;
type StoredDraftV1 = z.infer<typeof storedV1.draft>;
type StepV1 = DraftV1['step'];

/** Seconds (a version 1 draft's time) as whole ms. */
const secondsToMs = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 1000);
/** A percentage (0-100) as a fraction (0-1), kept inside the frame. */
const percentToFraction = (value: number): number => Math.min(1, Math.max(0, value / 100));

function upgradeStep<S extends StepV1>(step: S) {
  const { startTime, endTime, annotations, ...rest } = step;
  return {
    ...rest,
    startMs: secondsToMs(startTime),
    endMs: secondsToMs(endTime),
    annotations: annotations.map((annotation) => ({
      ...annotation,
      geometry: {
        type: annotation.geometry.type,
        x: percentToFraction(annotation.geometry.x),
        y: percentToFraction(annotation.geometry.y),
        width: percentToFraction(annotation.geometry.width),
        height: percentToFraction(annotation.geometry.height),
      },
    })),
  };
}

/** A draft of either version as version 2 (times in whole ms, geometry in fractions). */
export function upgradeDraft<D extends { version: 1 | 2 }>(draft: D) {
  if (draft.version === 2) return draft as unknown as StoredAuthoringDraft;
  const old = draft as unknown as StoredDraftV1;
  return {
    ...old,
    version: 2 as const,
    steps: old.steps.map(upgradeStep),
    step: upgradeStep(old.step),
  } as StoredAuthoringDraft;
}

const isVersion1 = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1;

/**
 * A draft as sent: what a save validates. A valid version 1 draft (from a tab opened before
 * version 2) is upgraded first; anything else is checked as version 2, so its errors name
 * version 2's fields.
 */
export const authoringDraftSchema = z.preprocess((value) => {
  if (!isVersion1(value)) return value;
  const old = sentV1.draft.safeParse(value);
  return old.success ? upgradeDraft(old.data) : value;
}, sent.draft);
export type AuthoringDraft = z.infer<typeof sent.draft>;
export type AuthoringDraftInput = z.input<typeof sent.draft>;

/**
 * A draft as the server returns it: as stored, without transforms so replies encode. Drafts stored
 * before version 2 come back as version 1; `upgradeDraft` reads both.
 */
export const storedAuthoringDraftSchema = z.union([stored.draft, storedV1.draft]);
export type StoredAuthoringDraft = z.infer<typeof stored.draft>;

/** The size in bytes of `text` encoded as UTF-8 (what the database and the wire hold). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** The size of a draft as JSON, in bytes. */
export function draftByteSize(draft: AuthoringDraft): number {
  return utf8ByteLength(JSON.stringify(draft));
}

/** True when a draft is small enough to autosave (at most DRAFT_MAX_BYTES as JSON). */
export function isDraftWithinLimit(draft: AuthoringDraft): boolean {
  return draftByteSize(draft) <= DRAFT_MAX_BYTES;
}
