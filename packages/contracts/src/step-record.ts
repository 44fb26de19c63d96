import {
  type Annotation,
  clampGeometry,
  colorOf,
  DEFAULT_ANNOTATION_COLOR,
  geometryFields,
  recordGeometry,
} from './annotations';
import { uuidSchema } from './common';
import type { StepRecord } from './drafts';
import { messages } from './messages';
import type { StepMaterial, StepTool, SupplementaryFile } from './step-items';
import { stripStepNumber } from './step-name';
import type { Step, StepInput } from './steps';
import { isBrowserOnlyUrl } from './storage-path';

/**
 * A step with nothing in it: no id (a new step's form; the editor gives it a client uuid when it
 * enters the step list), on the first video, texts empty, times unset,
 * no annotations, items, files or result image. The editor's cleared form and the smallest step a
 * draft holds both start from it.
 */
export function emptyStepRecord(): StepRecord {
  return {
    id: null,
    videoIndex: 0,
    name: '',
    description: '',
    startMs: null,
    endMs: null,
    cautionaryNotes: '',
    bestPracticeNotes: '',
    validationQuestion: '',
    validationAnswer: '',
    annotations: [],
    tools: [],
    materials: [],
    supplementaryFiles: [],
    resultImage: null,
    isAiGenerated: false,
    isFinalized: false,
  };
}

/**
 * THE pair of conversions between a `StepRecord` and the wire step (issue #20): the spec's
 * snake_case step, which both transports carry (REST and tRPC mount one schema per operation).
 * A step is read as GET steps returns it (`stepRecordFromWire`) and sent as POST /upload_steps
 * takes it (`stepRecordToWire`). Both sides keep whole ms and geometry in fractions 0-1: only names
 * and shapes change here, never units. The order is the list's: `step_order` is written from the
 * position at the wire and read back as the position of the reply (in step_order).
 */

/** A project video as the conversions need it: its storage path. */
export interface WireVideo {
  path: string;
}

type ValidationMetricLike = { question?: string | null; expected_answer?: string | null };

/**
 * A step as the server returns it (GET steps). Older records keep the sign-off check nested in
 * `validation_data` (spec 3 "possibly nested in validation_data"), so that form is read too.
 */
export type WireStep = Omit<Step, 'validation_metric'> & {
  validation_metric?: ValidationMetricLike | null;
  validation_data?: { validation_metric?: ValidationMetricLike | null } | null;
};

type RecordItem = StepRecord['tools'][number];
type RecordAnnotation = StepRecord['annotations'][number];
type RecordFile = StepRecord['supplementaryFiles'][number];
type LinkedItem = StepTool['tool'] | StepMaterial['material'];

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The last segment of a path or URL, without its query. */
function baseName(pathOrUrl: string): string {
  const withoutQuery = pathOrUrl.split(/[?#]/)[0] ?? '';
  return withoutQuery.split('/').filter(Boolean).pop() ?? '';
}

function imageTypeOf(name: string): string {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? '';
}

const trimmedOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** An id the server takes as a uuid (a step's or a repository item's); others are left out. */
const uuidOrNull = (id: string | null): string | null =>
  id !== null && uuidSchema.safeParse(id).success ? id : null;

/** The video a stored step belongs to: its index when it names a video, else its path's match. */
function videoIndexOf(step: WireStep, videos: readonly WireVideo[]): number {
  const index = step.associated_video_index;
  if (Number.isInteger(index) && index >= 0 && (videos.length === 0 || index < videos.length)) {
    return index;
  }
  const byPath = step.associated_video_path
    ? videos.findIndex((video) => video.path === step.associated_video_path)
    : -1;
  return Math.max(byPath, 0);
}

/** An arrow keeps its head; yellow, the default colour, is left out (no colour is yellow). */
function annotationFromWire(annotation: Annotation): RecordAnnotation {
  return {
    text: annotation.component_name,
    frameTimestampMs: annotation.frame_timestamp_ms,
    frameImagePath: annotation.frame_image_path ?? annotation.frame_image_file?.file_key ?? null,
    geometry: recordGeometry(annotation.geometry),
    ...(annotation.color === DEFAULT_ANNOTATION_COLOR ? {} : { color: annotation.color }),
  };
}

function itemFromWire(quantity: number, item: LinkedItem, repositoryId: string | null): RecordItem {
  return {
    name: item.name,
    specification: item.specification ?? '',
    purchaseLink: item.purchase_link ?? '',
    quantity,
    imageUrl: item.image_url ?? item.image_file?.file_url ?? null,
    imagePath: item.image_path ?? item.image_file?.file_key ?? null,
    repositoryId,
  };
}

function fileFromWire(file: SupplementaryFile): RecordFile {
  return {
    displayName: file.display_name ?? '',
    originalFilename: file.original_filename,
    fileSizeBytes: file.file_size_bytes,
    mimeType: file.mime_type,
    fileUrl: file.file_url,
    filePath: file.file_path,
  };
}

function resultImageFromWire(step: WireStep): StepRecord['resultImage'] {
  const { result_image_url: url, result_image_path: path } = step;
  if (!url && !path) return null;
  const name = baseName(path ?? url ?? '');
  return {
    name,
    type: imageTypeOf(name),
    size: 0,
    imageUrl: url,
    imagePath: path,
    hasExistingImage: true,
  };
}

/**
 * A stored step (GET steps) as the step record: its id kept, finalized, a "Step N:" saved into
 * its name dropped (the position is the number, see `stripStepNumber`).
 */
export function stepRecordFromWire(step: WireStep, videos: readonly WireVideo[]): StepRecord {
  const metric = step.validation_metric ?? step.validation_data?.validation_metric ?? null;
  return {
    id: step.id,
    videoIndex: videoIndexOf(step, videos),
    name: stripStepNumber(step.name),
    description: step.description,
    startMs: step.video_start_time_ms,
    endMs: step.video_end_time_ms,
    cautionaryNotes: step.cautionary_notes ?? '',
    bestPracticeNotes: step.best_practice_notes ?? '',
    validationQuestion: metric?.question ?? '',
    validationAnswer: metric?.expected_answer ?? '',
    annotations: step.annotations.map(annotationFromWire),
    tools: step.tools.map(({ quantity, tool }) => itemFromWire(quantity, tool, tool.tool_id)),
    materials: step.materials.map(({ quantity, material }) =>
      itemFromWire(quantity, material, material.material_id),
    ),
    supplementaryFiles: step.supplementary_files.map(fileFromWire),
    resultImage: resultImageFromWire(step),
    isAiGenerated: step.is_ai_generated,
    isFinalized: true,
  };
}

function annotationToWire(annotation: RecordAnnotation) {
  const geometry = clampGeometry(annotation.geometry);
  return {
    frame_timestamp_ms: Math.max(0, Math.round(annotation.frameTimestampMs)),
    annotation_type: geometry.type,
    component_name: annotation.text.trim() || messages.annotation.defaultText,
    data: geometryFields(geometry),
    frame_image_path: annotation.frameImagePath,
    color: colorOf(annotation),
  };
}

function itemToWire(item: RecordItem) {
  return {
    name: item.name.trim(),
    specification: trimmedOrNull(item.specification),
    purchase_link: trimmedOrNull(item.purchaseLink),
    image_url: isBrowserOnlyUrl(item.imageUrl) ? null : item.imageUrl,
    image_path: item.imagePath,
  };
}

const hasName = (item: RecordItem): boolean => item.name.trim().length > 0;

/** Supplementary files that reached storage; one not uploaded is skipped (spec 8). */
function filesToWire(files: readonly RecordFile[]) {
  return files.flatMap((file) =>
    file.fileUrl && file.filePath && !isBrowserOnlyUrl(file.fileUrl)
      ? [
          {
            display_name: trimmedOrNull(file.displayName),
            file_url: file.fileUrl,
            file_path: file.filePath,
            original_filename: file.originalFilename || baseName(file.filePath),
            mime_type: file.mimeType,
            file_size_bytes: file.fileSizeBytes,
          },
        ]
      : [],
  );
}

function validationMetricToWire(step: StepRecord) {
  const question = step.validationQuestion.trim();
  const expected = step.validationAnswer.trim();
  return question || expected ? { question, expected_answer: expected } : null;
}

/**
 * A step record as the finalize payload sends it (spec 7 POST /upload_steps) at position `index`
 * of the list: whole ms, geometry in fractions 0-1, `step_order` index + 1 and the path of the
 * step's video. Files and images that never reached storage (object URLs) are left out.
 */
export function stepRecordToWire(
  step: StepRecord,
  index: number,
  videos: readonly WireVideo[],
): StepInput {
  const startMs = step.startMs ?? 0;
  const result = step.resultImage;
  return {
    // Every step's id goes, and the server stores the step under it (issue #20 "stable ids"): a
    // stored step's is kept, and so is a made step's client uuid unless a step of another project
    // holds it (then the step gets a fresh id). An id that is no uuid (an 'ai-step-N' of a draft
    // saved before AI steps had uuids) is left out: that step gets a fresh id.
    step_id: uuidOrNull(step.id),
    name: step.name,
    description: step.description,
    video_start_time_ms: startMs,
    video_end_time_ms: step.endMs ?? startMs,
    cautionary_notes: step.cautionaryNotes,
    best_practice_notes: step.bestPracticeNotes,
    associated_video_index: step.videoIndex,
    associated_video_path: videos[step.videoIndex]?.path ?? null,
    step_order: index + 1,
    annotations: step.annotations.map(annotationToWire),
    tools: step.tools.filter(hasName).map((item) => ({
      quantity: item.quantity,
      tool: { ...itemToWire(item), tool_id: uuidOrNull(item.repositoryId) },
    })),
    materials: step.materials.filter(hasName).map((item) => ({
      quantity: item.quantity,
      material: { ...itemToWire(item), material_id: uuidOrNull(item.repositoryId) },
    })),
    supplementary_files: filesToWire(step.supplementaryFiles),
    validation_metric: validationMetricToWire(step),
    result_image_url: result && !isBrowserOnlyUrl(result.imageUrl) ? result.imageUrl : null,
    result_image_path: result?.imagePath ?? null,
    is_ai_generated: step.isAiGenerated,
  };
}
