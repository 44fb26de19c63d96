import { type FileKind, UPLOAD_MAX_BYTES, type UploadPurpose } from './files';
import { messages } from './messages';

/**
 * What each upload purpose accepts and how a refusal reads: the spec's texts (sections 5 and 8)
 * where it has them, ours where it sets no limit. The web checks a file with these before any
 * byte goes out; the server refuses with the same words.
 */
export interface UploadRule {
  /** The kind the file must be; null accepts any file (executables aside). */
  kind: Exclude<FileKind, 'other'> | null;
  /** The refusal of a file of the wrong kind. */
  wrongType: string;
  /** The refusal of a file over `maxBytes`. */
  tooLarge: (fileName: string) => string;
  maxBytes: number;
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 ** 2)}MB`;

const image = (purpose: UploadPurpose, wrongType: string, tooLarge: string): UploadRule => ({
  kind: 'image',
  wrongType,
  tooLarge: () => tooLarge,
  maxBytes: UPLOAD_MAX_BYTES[purpose],
});

const frame = (purpose: UploadPurpose): UploadRule =>
  image(
    purpose,
    messages.repository.imageNotImage,
    `Image file too large. Please select a file under ${megabytes(UPLOAD_MAX_BYTES[purpose])}.`,
  );

export const EXECUTABLE_UPLOAD_DETAIL =
  'Executable files cannot be uploaded as supplementary files.';

export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRule>> = {
  'project-video': {
    kind: 'video',
    wrongType: messages.create.invalidVideoType,
    tooLarge: (name) => messages.create.videosTooLarge([name]),
    maxBytes: UPLOAD_MAX_BYTES['project-video'],
  },
  'short-form-video': {
    kind: 'video',
    wrongType: messages.create.invalidShortFormType,
    tooLarge: () => messages.create.shortFormTooLarge,
    maxBytes: UPLOAD_MAX_BYTES['short-form-video'],
  },
  thumbnail: image(
    'thumbnail',
    messages.myProjects.thumbnailNotImage,
    messages.myProjects.thumbnailTooLarge,
  ),
  'repository-image': image(
    'repository-image',
    messages.repository.imageNotImage,
    messages.repository.imageTooLarge,
  ),
  'step-tool-image': image(
    'step-tool-image',
    messages.repository.imageNotImage,
    messages.repository.imageTooLarge,
  ),
  'step-material-image': image(
    'step-material-image',
    messages.repository.imageNotImage,
    messages.repository.imageTooLarge,
  ),
  'buy-list-image': image(
    'buy-list-image',
    messages.repository.imageNotImage,
    messages.repository.imageTooLarge,
  ),
  'annotation-frame': frame('annotation-frame'),
  'result-image': frame('result-image'),
  'supplementary-file': {
    kind: null,
    wrongType: EXECUTABLE_UPLOAD_DETAIL,
    tooLarge: (name) =>
      `Supplementary files must be under ${megabytes(UPLOAD_MAX_BYTES['supplementary-file'])}. "${name}" is too large.`,
    maxBytes: UPLOAD_MAX_BYTES['supplementary-file'],
  },
};
