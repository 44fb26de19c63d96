import {
  type CreateProjectData,
  type CreateProjectResponse,
  messages,
  type ProjectFileRole,
  storageFileUrl,
  storagePathFromFileUrl,
  stripStepNumber,
} from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import {
  insertProjectFiles,
  insertProjectReturningId,
} from '../../db/repositories/projects.repository';
import type { NewProjectFile } from '../../db/tables/project-files.table';
import type { Identity } from '../../domain/identity';
import { AppError } from '../../errors';
import { assertSelf } from '../access';
import { assertOwnStoragePath } from '../own-storage-path';
import { mapRefusals, projectFileRefusal, withTransaction } from './guards';

interface StoredFile {
  name: string;
  url: string;
  path: string;
  mime_type?: string | null;
  file_size_bytes?: number | null;
}

/** The AI breakdown with no step name keeping a leading "Step N:" (the number is the position). */
function withPlainStepNames(data: NonNullable<CreateProjectData['ai_breakdown_data']>) {
  return data.map((entry) => ({
    ...entry,
    steps: entry.steps.map((step) => ({ ...step, name: stripStepNumber(step.name) })),
  }));
}

function fileRow(
  projectId: string,
  role: ProjectFileRole,
  videoOrder: number,
  file: StoredFile,
): NewProjectFile {
  return {
    project_id: projectId,
    role,
    video_order: videoOrder,
    file_key: file.path,
    file_url: storageFileUrl(file.path),
    original_filename: file.name,
    mime_type: file.mime_type ?? null,
    file_size_bytes: file.file_size_bytes ?? null,
  };
}

/**
 * `frame_url` is the first video's URL unless the client names another video of the project or
 * another file of its own storage area. Stored URLs are always the server's `/files/{path}`.
 */
function resolveFrameUrl(
  actor: Identity,
  frameUrl: string | null,
  videos: readonly StoredFile[],
): string {
  const [first] = videos;
  if (!first) throw new AppError('BAD_REQUEST', messages.create.videoRequired);
  if (frameUrl === null) return storageFileUrl(first.path);
  const video = videos.find((v) => v.url === frameUrl || storageFileUrl(v.path) === frameUrl);
  if (video) return storageFileUrl(video.path);
  const path = storagePathFromFileUrl(frameUrl);
  if (path === null) {
    throw new AppError(
      'BAD_REQUEST',
      'frame_url must be the URL of one of the project’s videos or of a file in your storage area.',
    );
  }
  assertOwnStoragePath(actor.uid, path, projectFileRefusal(actor, 'frame_url'));
  return storageFileUrl(path);
}

/**
 * Creates the caller's project with its videos in one transaction: the project row, its
 * `PRIMARY_VIDEO` files (video_order 0..n-1) and the optional `SHORT_FORM_VIDEO`. A refusal of
 * any row leaves nothing behind.
 */
export async function createProject(
  db: Executor,
  actor: Identity,
  input: CreateProjectData,
): Promise<CreateProjectResponse> {
  assertSelf(actor, input.firebase_uid);
  input.UploadVideos.forEach((video, index) => {
    assertOwnStoragePath(
      actor.uid,
      video.path,
      projectFileRefusal(actor, `UploadVideos.${index}.path`),
    );
  });
  const shortForm = input.ShortFormVideo;
  if (shortForm) {
    assertOwnStoragePath(
      actor.uid,
      shortForm.path,
      projectFileRefusal(actor, 'ShortFormVideo.path'),
    );
  }
  const frameUrl = resolveFrameUrl(actor, input.frame_url, input.UploadVideos);

  return mapRefusals(() =>
    withTransaction(db, async (trx) => {
      const projectId = await insertProjectReturningId(trx, {
        firebase_uid: actor.uid,
        name: input.name,
        description: input.description || null,
        tags: input.tags,
        frame_url: frameUrl,
        ai_breakdown_data:
          input.ai_breakdown_data === null
            ? null
            : JSON.stringify(withPlainStepNames(input.ai_breakdown_data)),
      });
      await insertProjectFiles(trx, [
        ...input.UploadVideos.map((video, index) =>
          fileRow(projectId, 'PRIMARY_VIDEO', index, video),
        ),
        ...(shortForm ? [fileRow(projectId, 'SHORT_FORM_VIDEO', 0, shortForm)] : []),
      ]);
      return { project_id: projectId };
    }),
  );
}
