import { z } from 'zod';
import { fileUrlSchema, storagePathSchema, uuidSchema } from './common';

/** What an upload is for; decides the storage folder and the size limit. */
export const UPLOAD_PURPOSES = [
  'project-video',
  'short-form-video',
  'thumbnail',
  'repository-image',
  'step-tool-image',
  'step-material-image',
  'supplementary-file',
  'result-image',
  'annotation-frame',
  'buy-list-image',
] as const;
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const repositoryKindSchema = z.enum(['tools', 'materials']);
export type RepositoryKind = z.infer<typeof repositoryKindSchema>;

/** Fields sent with an upload (multipart) besides the file itself. */
export const uploadRequestSchema = z.object({
  purpose: uploadPurposeSchema,
  project_id: uuidSchema.optional(),
  repository_kind: repositoryKindSchema.optional(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/**
 * The tus `Upload-Metadata` of an upload to `/uploads`. The server builds the storage path from
 * these (spec section 7); `projectId` is needed for the project folders, `repositoryKind` for
 * repository images.
 */
export const uploadMetadataSchema = z.object({
  purpose: uploadPurposeSchema,
  filename: z.string().trim().min(1, 'filename is required').max(255),
  filetype: z.string().max(255).optional(),
  projectId: z.string().max(64).optional(),
  repositoryKind: repositoryKindSchema.optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** Purposes whose files live in a project's folder (`users/{uid}/{projectId}/...`). */
export const PROJECT_UPLOAD_PURPOSES: readonly UploadPurpose[] = [
  'thumbnail',
  'step-tool-image',
  'step-material-image',
  'supplementary-file',
  'result-image',
  'annotation-frame',
  'buy-list-image',
];

/** What an upload returns (spec 3 "Uploaded file record"). */
export const uploadedFileRecordSchema = z.object({
  url: fileUrlSchema,
  path: storagePathSchema,
  name: z.string(),
  type: z.string(),
  size: z.int().nonnegative(),
});
export type UploadedFileRecord = z.infer<typeof uploadedFileRecordSchema>;

/** A stored image reference as the server returns it: {file_url, file_key}. */
export const imageFileSchema = z.object({
  file_url: fileUrlSchema,
  file_key: storagePathSchema,
});
export type ImageFile = z.infer<typeof imageFileSchema>;

const KIB = 1024;
export const GIB = KIB ** 3;
/** Project video: at most 5 GB each. */
export const PROJECT_VIDEO_MAX_BYTES = 5 * GIB;
/** Short-form video: at most 1 GB. */
export const SHORT_FORM_VIDEO_MAX_BYTES = GIB;
/** Thumbnail, repository and step item images: at most 5 MB. */
export const IMAGE_MAX_BYTES = 5_242_880;

/** Supplementary files (any document or media, not executables): at most 100 MB (our choice). */
export const SUPPLEMENTARY_FILE_MAX_BYTES = 100 * KIB ** 2;
/** Frames captured from a video (up to 8K stills as JPEG): at most 10 MB (our choice). */
export const CAPTURED_FRAME_MAX_BYTES = 10 * KIB ** 2;

/** Size limit per purpose: the spec's where it sets one, else our documented choice. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadPurpose, number>> = {
  'project-video': PROJECT_VIDEO_MAX_BYTES,
  'short-form-video': SHORT_FORM_VIDEO_MAX_BYTES,
  thumbnail: IMAGE_MAX_BYTES,
  'repository-image': IMAGE_MAX_BYTES,
  'step-tool-image': IMAGE_MAX_BYTES,
  'step-material-image': IMAGE_MAX_BYTES,
  'buy-list-image': IMAGE_MAX_BYTES,
  'supplementary-file': SUPPLEMENTARY_FILE_MAX_BYTES,
  'result-image': CAPTURED_FRAME_MAX_BYTES,
  'annotation-frame': CAPTURED_FRAME_MAX_BYTES,
};

/** Spec 5 "Helper file detection". */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg'] as const;
export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg', '.mov', '.avi', '.mkv'] as const;
/** Supplementary files get an image preview for these (no svg). */
export const PREVIEW_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp'] as const;

/** The lower-case extension with its dot ('.mp4'), or '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot).toLowerCase();
}

export type FileKind = 'image' | 'video' | 'other';

/** Detects image / video from the MIME type first, then from the extension. */
export function detectFileKind(fileName: string, mimeType?: string | null): FileKind {
  if (mimeType?.startsWith('image/')) return 'image';
  if (mimeType?.startsWith('video/')) return 'video';
  const ext = fileExtension(fileName);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return 'other';
}

export function isImageFile(fileName: string, mimeType?: string | null): boolean {
  return detectFileKind(fileName, mimeType) === 'image';
}

export function isVideoFile(fileName: string, mimeType?: string | null): boolean {
  return detectFileKind(fileName, mimeType) === 'video';
}

export function hasImagePreview(fileName: string): boolean {
  return (PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** The MIME type of a data URL, or null when it has none (spec: such a data URL is rejected). */
export function dataUrlMimeType(dataUrl: string): string | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)[;,]/i.exec(dataUrl);
  return match?.[1]?.toLowerCase() ?? null;
}

export const FILE_NAME_DISPLAY_MAX = 25;

/**
 * Cuts the base name to `max` characters before the extension: a long
 * 'my-very-long-workshop-recording-final.mp4' becomes 'my-very-long-workshop-rec....mp4'.
 */
export function truncateFileName(fileName: string, max: number = FILE_NAME_DISPLAY_MAX): string {
  const ext = fileExtension(fileName);
  const base = ext ? fileName.slice(0, fileName.length - ext.length) : fileName;
  if (base.length <= max) return fileName;
  return `${base.slice(0, max)}...${ext ? fileName.slice(fileName.length - ext.length) : ''}`;
}

export interface StorageFolderContext {
  uid: string;
  projectId?: string | null;
  repositoryKind?: RepositoryKind | null;
}

/** Storage folder of an upload (spec 7 "Cloud file storage"). Throws when a needed id is missing. */
export function storageFolderFor(purpose: UploadPurpose, context: StorageFolderContext): string {
  const { uid, projectId, repositoryKind } = context;
  const inProject = (folder: string): string => {
    if (!projectId) throw new Error(`A project id is needed to upload a ${purpose}.`);
    return `users/${uid}/${projectId}/${folder}`;
  };
  switch (purpose) {
    case 'project-video':
      return `users/${uid}/videos`;
    case 'short-form-video':
      return `users/${uid}/shortform`;
    case 'repository-image':
      return `users/${uid}/repository/${repositoryKind ?? 'tools'}`;
    case 'thumbnail':
      return inProject('thumbnails');
    case 'step-tool-image':
      return inProject('tools');
    case 'step-material-image':
      return inProject('materials');
    case 'supplementary-file':
      return inProject('supplementary_files');
    case 'result-image':
      return inProject('result_images');
    case 'annotation-frame':
      return inProject('annotation_frames');
    case 'buy-list-image':
      return inProject('buy_list_images');
  }
}

/** Captured frame file names (spec 3 "Captured frames"). */
export const frameFileName = (timestampMs: number): string => `frame_${timestampMs}.jpg`;
export const resultFrameFileName = (timestampMs: number): string =>
  `result_frame_${timestampMs}.jpg`;
export const annotatedResultFileName = (time: number | string): string =>
  `result_with_annotations_${time}.jpg`;

/** Reads the timestamp back from a `frame_{ms}.jpg` name (or `{unique}-frame_{ms}.jpg`), or null. */
export function frameTimestampFromFileName(fileName: string): number | null {
  const match = /(?:^|[/-])(?:result_)?frame_(\d+)\.jpe?g$/i.exec(fileName);
  return match?.[1] ? Number(match[1]) : null;
}

/** At most this many paths per `files.sign` / `POST /api/files/sign` call. */
export const SIGN_FILE_PATHS_MAX = 200;

/** Storage paths to sign for reading (`POST /api/files/sign`, tRPC `files.sign`). */
export const signFileUrlsInputSchema = z.object({
  paths: z
    .array(z.string().min(1).max(1024))
    .min(1, { error: 'Send at least one path to sign.' })
    .max(SIGN_FILE_PATHS_MAX, { error: `Sign at most ${SIGN_FILE_PATHS_MAX} paths per call.` }),
});
export type SignFileUrlsInput = z.infer<typeof signFileUrlsInputSchema>;

/**
 * A short-lived URL per asked-for path (`{ urls: { [path]: url } }`): `/files/{path}?exp=&sig=`
 * on local disk, the bucket's own signed URL with the gcs driver.
 */
export const signFileUrlsResponseSchema = z.object({
  urls: z.record(z.string(), fileUrlSchema),
});
export type SignFileUrlsResponse = z.infer<typeof signFileUrlsResponseSchema>;
