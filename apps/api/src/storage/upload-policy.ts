import { randomBytes } from 'node:crypto';
import {
  EXECUTABLE_UPLOAD_DETAIL,
  fileExtension,
  PROJECT_UPLOAD_PURPOSES,
  storageFolderFor,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  type UploadMetadata,
  type UploadPurpose,
  uploadMetadataSchema,
} from '@stepwise/contracts';
import type { Executor } from '../db/database';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import { requireOwnedProject } from '../services/access';

/**
 * What may be uploaded where, decided before a byte is stored: the server builds the path from the
 * verified uid and the declared purpose (spec section 7), checks the project is the caller's, and
 * refuses a declared length over the purpose's limit. The real type is checked later, from the
 * first bytes (`uploads/type-rules.ts`).
 */

export type AcceptedKind = 'video' | 'image' | 'document';

const KIND_OF: Readonly<Record<UploadPurpose, AcceptedKind>> = {
  'project-video': 'video',
  'short-form-video': 'video',
  thumbnail: 'image',
  'repository-image': 'image',
  'step-tool-image': 'image',
  'step-material-image': 'image',
  'buy-list-image': 'image',
  'result-image': 'image',
  'annotation-frame': 'image',
  'supplementary-file': 'document',
};

/** Names of programs, refused as supplementary files before a byte is sent. */
const EXECUTABLE_EXTENSIONS = new Set([
  '.exe',
  '.dll',
  '.msi',
  '.bat',
  '.cmd',
  '.com',
  '.scr',
  '.ps1',
  '.vbs',
  '.sh',
  '.apk',
  '.deb',
  '.rpm',
  '.jar',
  '.app',
  '.elf',
]);

export const EXECUTABLE_DETAIL = EXECUTABLE_UPLOAD_DETAIL;
export const EMPTY_FILE_DETAIL = 'The file is empty. Please choose a file with content.';
export const DEFERRED_LENGTH_DETAIL =
  'Uploads must declare their size (Upload-Length); a deferred length is not accepted.';

/** The type a file is stored and served with once its first bytes were checked. */
export const GENERIC_TYPE = 'application/octet-stream';

export function acceptedKind(purpose: UploadPurpose): AcceptedKind {
  return KIND_OF[purpose];
}

/** The refusal of a declared length over the purpose's limit (contracts' UPLOAD_RULES). */
export function tooLargeDetail(purpose: UploadPurpose, fileName: string): string {
  return UPLOAD_RULES[purpose].tooLarge(fileName);
}

/** The refusal of first bytes that are not of the purpose's kind. */
export function wrongTypeDetail(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].wrongType;
}

const MAX_NAME_LENGTH = 120;

/**
 * A file name safe as the last path segment: the base name only, letters, digits and `._()-`
 * (anything else becomes `_`), no leading dots, at most 120 characters keeping the extension.
 */
export function sanitizeFileName(original: string): string {
  const base = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .trim()
    .replace(/[^\p{L}\p{N}._()-]+/gu, '_')
    .replace(/^[._]+/, '')
    .replace(/_+/g, '_');
  const ext = fileExtension(name);
  if (name.length > MAX_NAME_LENGTH) {
    const keep = ext.length <= 16 ? ext : '';
    name = name.slice(0, MAX_NAME_LENGTH - keep.length) + keep;
  }
  if (name === '' || name === ext) name = `file${ext}`;
  return name;
}

/** A unique name prefix: 16 hex characters from a random 64-bit value. */
export function uniquePrefix(): string {
  return randomBytes(8).toString('hex');
}

/** What the server stores as an upload's metadata: the declared facts plus the owner. */
export interface StoredUploadMetadata {
  [key: string]: string | null;
  purpose: UploadPurpose;
  /** The original file name, as the uploaded file record's `name`. */
  filename: string;
  /** `application/octet-stream` until the first bytes are checked, then the sniffed type. */
  filetype: string;
  /** The type the client declared (kept for reference, never trusted). */
  declaredType: string | null;
  uid: string;
  projectId: string | null;
}

export interface UploadPlan {
  /** The storage path, which is also the tus upload id. */
  path: string;
  size: number;
  metadata: StoredUploadMetadata;
}

export interface UploadRequestHeaders {
  uploadLength: string | undefined;
  uploadDeferLength: string | undefined;
  /** `Upload-Metadata`, already parsed into its key/value pairs. */
  metadata: Record<string, string | null | undefined>;
}

function parseLength(value: string | undefined): number {
  if (value === undefined || !/^\d{1,16}$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new AppError(
      'BAD_REQUEST',
      'Upload-Length must be the file size in bytes (a whole number).',
    );
  }
  return Number(value);
}

function parseMetadata(metadata: UploadRequestHeaders['metadata']): UploadMetadata {
  const purpose = metadata.purpose ?? undefined;
  if (!purpose || !(UPLOAD_PURPOSES as readonly string[]).includes(purpose)) {
    throw new AppError(
      'BAD_REQUEST',
      `Upload-Metadata needs a purpose: one of ${UPLOAD_PURPOSES.join(', ')}.`,
    );
  }
  const parsed = uploadMetadataSchema.safeParse({
    purpose,
    filename: metadata.filename ?? undefined,
    filetype: metadata.filetype ?? undefined,
    projectId: metadata.projectId ?? undefined,
    repositoryKind: metadata.repositoryKind ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'BAD_REQUEST',
      `Upload-Metadata ${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/**
 * Checks a new upload (tus POST) and decides its path. Throws 400 for a missing or malformed
 * length or metadata or an executable's name, 413 over the limit, and the project checks of
 * `requireOwnedProject` (400/403/404) for project folders.
 */
export async function planUpload(
  db: Executor,
  actor: Identity,
  request: UploadRequestHeaders,
): Promise<UploadPlan> {
  if (request.uploadDeferLength !== undefined) {
    throw new AppError('BAD_REQUEST', DEFERRED_LENGTH_DETAIL);
  }
  const size = parseLength(request.uploadLength);
  const declared = parseMetadata(request.metadata);
  const { purpose, filename } = declared;
  if (size === 0) throw new AppError('BAD_REQUEST', EMPTY_FILE_DETAIL);
  if (size > UPLOAD_MAX_BYTES[purpose]) {
    throw new AppError('PAYLOAD_TOO_LARGE', tooLargeDetail(purpose, filename));
  }
  if (purpose === 'supplementary-file' && EXECUTABLE_EXTENSIONS.has(fileExtension(filename))) {
    throw new AppError('BAD_REQUEST', EXECUTABLE_DETAIL);
  }
  let projectId: string | null = null;
  if (PROJECT_UPLOAD_PURPOSES.includes(purpose)) {
    if (!declared.projectId) {
      throw new AppError('BAD_REQUEST', `Upload-Metadata needs the projectId of the ${purpose}.`);
    }
    projectId = (await requireOwnedProject(db, actor, declared.projectId)).project_id;
  }
  if (purpose === 'repository-image' && !declared.repositoryKind) {
    throw new AppError(
      'BAD_REQUEST',
      'Upload-Metadata needs repositoryKind (tools or materials) for a repository-image.',
    );
  }
  const folder = storageFolderFor(purpose, {
    uid: actor.uid,
    projectId,
    repositoryKind: declared.repositoryKind ?? null,
  });
  return {
    path: `${folder}/${uniquePrefix()}-${sanitizeFileName(filename)}`,
    size,
    metadata: {
      purpose,
      filename,
      filetype: GENERIC_TYPE,
      declaredType: declared.filetype ?? null,
      uid: actor.uid,
      projectId,
    },
  };
}
