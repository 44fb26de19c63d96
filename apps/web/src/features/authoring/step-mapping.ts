import {
  type AiBreakdownEntry,
  type AiStep,
  type Annotation,
  clampGeometry,
  colorOf,
  DEFAULT_ANNOTATION_COLOR,
  type FinalizeInput,
  geometryFields,
  hasSameItem,
  isBrowserOnlyUrl,
  messages,
  recordGeometry,
  type Step,
  type StepMaterial,
  type StepTool,
  type SupplementaryFile,
  stripStepNumber,
  uuidSchema,
} from '@stepwise/contracts';
import {
  aiReviewFromAiStep,
  type EditorAnnotation,
  type EditorResultImage,
  type EditorStep,
  type EditorStepItem,
  type EditorSupplementaryFile,
  newStepId,
  spokenQuantity,
} from '@stepwise/machines';

/**
 * Between the editor's steps (`EditorStep`, the step record in camelCase) and the server's: a step
 * as GET steps returns it, the AI breakdown of the project, and the steps of the finalize payload
 * (POST /upload_steps, snake_case). Both sides keep whole ms and geometry in fractions 0-1: only
 * names and shapes change here, never units.
 */

/** A project video as the mapping needs it: its storage path (and display name, when known). */
export interface MappingVideo {
  name?: string;
  path: string;
}

type ValidationMetricLike = { question?: string | null; expected_answer?: string | null };

/**
 * A step as the server returns it. Older records keep the sign-off check nested in
 * `validation_data` (spec 3 "possibly nested in validation_data"), so that form is read too.
 */
export type ServerStep = Omit<Step, 'validation_metric'> & {
  validation_metric?: ValidationMetricLike | null;
  validation_data?: { validation_metric?: ValidationMetricLike | null } | null;
};

type FinalizeStep = FinalizeInput['steps'][number];

/** An id the server takes as a uuid (a step's or a repository item's); others are left out. */
const isUuid = (id: string | null): id is string => id !== null && uuidSchema.safeParse(id).success;

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

/** The video a server step belongs to: its index when it names a video, else its path's match. */
function videoIndexOf(step: ServerStep, videos: readonly MappingVideo[]): number {
  const index = step.associated_video_index;
  if (Number.isInteger(index) && index >= 0 && (videos.length === 0 || index < videos.length)) {
    return index;
  }
  const byPath = step.associated_video_path
    ? videos.findIndex((video) => video.path === step.associated_video_path)
    : -1;
  return Math.max(byPath, 0);
}

/**
 * A stored annotation as the editor holds it: an arrow keeps its head; yellow, the default colour,
 * is left out as the editor and drafts hold it (no colour is yellow).
 */
function annotationFromServer(annotation: Annotation): EditorAnnotation {
  return {
    text: annotation.component_name,
    frameTimestampMs: annotation.frame_timestamp_ms,
    frameImagePath: annotation.frame_image_path ?? annotation.frame_image_file?.file_key ?? null,
    geometry: recordGeometry(annotation.geometry),
    ...(annotation.color === DEFAULT_ANNOTATION_COLOR ? {} : { color: annotation.color }),
  };
}

type LinkedItem = StepTool['tool'] | StepMaterial['material'];

function itemFromServer(quantity: number, item: LinkedItem, repositoryId: string | null) {
  return {
    name: item.name,
    specification: item.specification ?? '',
    purchaseLink: item.purchase_link ?? '',
    quantity,
    imageUrl: item.image_url ?? item.image_file?.file_url ?? null,
    imagePath: item.image_path ?? item.image_file?.file_key ?? null,
    repositoryId,
  } satisfies EditorStepItem;
}

function fileFromServer(file: SupplementaryFile): EditorSupplementaryFile {
  return {
    displayName: file.display_name ?? '',
    originalFilename: file.original_filename,
    fileSizeBytes: file.file_size_bytes,
    mimeType: file.mime_type,
    fileUrl: file.file_url,
    filePath: file.file_path,
    file: null,
  };
}

function resultImageFromServer(step: ServerStep): EditorResultImage | null {
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
    file: null,
  };
}

/** A stored step as the editor edits it (the step record: whole ms, geometry in fractions). */
export function editorStepFromServer(
  step: ServerStep,
  videos: readonly MappingVideo[],
): EditorStep {
  const metric = step.validation_metric ?? step.validation_data?.validation_metric ?? null;
  return {
    id: step.id,
    videoIndex: videoIndexOf(step, videos),
    // A name never carries its number (the position is the number): see `stripStepNumber`.
    name: stripStepNumber(step.name),
    description: step.description,
    startMs: step.video_start_time_ms,
    endMs: step.video_end_time_ms,
    cautionaryNotes: step.cautionary_notes ?? '',
    bestPracticeNotes: step.best_practice_notes ?? '',
    validationQuestion: metric?.question ?? '',
    validationAnswer: metric?.expected_answer ?? '',
    annotations: step.annotations.map(annotationFromServer),
    tools: step.tools.map(({ quantity, tool }) => itemFromServer(quantity, tool, tool.tool_id)),
    materials: step.materials.map(({ quantity, material }) =>
      itemFromServer(quantity, material, material.material_id),
    ),
    supplementaryFiles: step.supplementary_files.map(fileFromServer),
    resultImage: resultImageFromServer(step),
    isAiGenerated: step.is_ai_generated,
    isFinalized: true,
  };
}

/**
 * The AI's names as step items, each name once (case-insensitive), with the quantity the video
 * said ("two tire levers"), else 1.
 */
function itemsFromNames(
  names: readonly string[],
  quantities: Readonly<Record<string, number>> | undefined,
): EditorStepItem[] {
  const items: EditorStepItem[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name || hasSameItem(items, { name, specification: '' })) continue;
    items.push({
      name,
      specification: '',
      purchaseLink: '',
      quantity: spokenQuantity(quantities, name),
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    });
  }
  return items;
}

function videoIndexOfEntry(
  entry: AiBreakdownEntry,
  entryIndex: number,
  videos: readonly MappingVideo[],
): number {
  const byName = videos.findIndex((video) => video.name === entry.videoName);
  return byName >= 0 ? byName : entryIndex;
}

function editorStepFromAi(step: AiStep, id: string, videoIndex: number): EditorStep {
  return {
    id,
    videoIndex,
    name: stripStepNumber(step.name),
    description: step.description,
    startMs: step.video_start_time_ms,
    endMs: step.video_end_time_ms,
    cautionaryNotes: step.cautions
      .map((caution) => caution.trim())
      .filter(Boolean)
      .join('\n'),
    bestPracticeNotes: '',
    validationQuestion: step.validation_metric?.question ?? '',
    validationAnswer: step.validation_metric?.expected_answer ?? '',
    annotations: [],
    tools: itemsFromNames(step.tools, step.quantities),
    materials: itemsFromNames(step.materials, step.quantities),
    supplementaryFiles: [],
    resultImage: null,
    isAiGenerated: true,
    isFinalized: false,
    aiReview: aiReviewFromAiStep(step),
  };
}

/**
 * Spec 3 "Auto-made step from AI": one step per AI step of each video's breakdown, in order, each
 * with a client uuid of its own (`newStepId`), kept by drafts and by the finish. The video is the
 * one named like the entry, else the entry's position.
 */
export function editorStepsFromAiBreakdown(
  entries: readonly AiBreakdownEntry[] | null | undefined,
  videos: readonly MappingVideo[],
): EditorStep[] {
  const steps: EditorStep[] = [];
  (entries ?? []).forEach((entry, entryIndex) => {
    const videoIndex = videoIndexOfEntry(entry, entryIndex, videos);
    for (const aiStep of entry.steps) {
      steps.push(editorStepFromAi(aiStep, newStepId(), videoIndex));
    }
  });
  return steps;
}

function annotationForFinalize(annotation: EditorAnnotation) {
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

function itemValues(item: EditorStepItem) {
  return {
    name: item.name.trim(),
    specification: trimmedOrNull(item.specification),
    purchase_link: trimmedOrNull(item.purchaseLink),
    image_url: isBrowserOnlyUrl(item.imageUrl) ? null : item.imageUrl,
    image_path: item.imagePath,
  };
}

const linkableId = (id: string | null): string | null => (isUuid(id) ? id : null);

const hasName = (item: EditorStepItem): boolean => item.name.trim().length > 0;

/** Supplementary files that reached storage; one not uploaded is skipped (spec 8). */
function filesForFinalize(files: readonly EditorSupplementaryFile[]) {
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

function validationMetricFor(step: EditorStep) {
  const question = step.validationQuestion.trim();
  const expected = step.validationAnswer.trim();
  return question || expected ? { question, expected_answer: expected } : null;
}

function finalizeStep(
  step: EditorStep,
  index: number,
  videos: readonly { path: string }[],
): FinalizeStep {
  const startMs = step.startMs ?? 0;
  const result = step.resultImage;
  return {
    // Every step's id goes, and the server stores the step under it (issue #20 "stable ids"): a
    // stored step's is kept, and so is a made step's client uuid unless a step of another project
    // holds it (then the step gets a fresh id). An id that is no uuid (an 'ai-step-N' of a draft
    // saved before AI steps had uuids) is left out: that step gets a fresh id.
    step_id: isUuid(step.id) ? step.id : null,
    name: step.name,
    description: step.description,
    video_start_time_ms: startMs,
    video_end_time_ms: step.endMs ?? startMs,
    cautionary_notes: step.cautionaryNotes,
    best_practice_notes: step.bestPracticeNotes,
    associated_video_index: step.videoIndex,
    associated_video_path: videos[step.videoIndex]?.path ?? null,
    step_order: index + 1,
    annotations: step.annotations.map(annotationForFinalize),
    tools: step.tools.filter(hasName).map((item) => ({
      quantity: item.quantity,
      tool: { ...itemValues(item), tool_id: linkableId(item.repositoryId) },
    })),
    materials: step.materials.filter(hasName).map((item) => ({
      quantity: item.quantity,
      material: { ...itemValues(item), material_id: linkableId(item.repositoryId) },
    })),
    supplementary_files: filesForFinalize(step.supplementaryFiles),
    validation_metric: validationMetricFor(step),
    result_image_url: result && !isBrowserOnlyUrl(result.imageUrl) ? result.imageUrl : null,
    result_image_path: result?.imagePath ?? null,
    is_ai_generated: step.isAiGenerated,
  };
}

/**
 * The editor's steps as the finalize payload sends them (spec 7 POST /upload_steps): whole ms,
 * geometry in fractions 0–1, `step_order` 1, 2, ... and the path of each step's video. Files and
 * images that never reached storage (object URLs) are left out.
 */
export function finalizeStepsFromEditor(
  steps: readonly EditorStep[],
  videos: readonly { path: string }[],
): FinalizeInput['steps'] {
  return steps.map((step, index) => finalizeStep(step, index, videos));
}
