import {
  type GuideBuyItem,
  type GuideDetail,
  type GuideFrame,
  type GuideItem,
  type GuideStep,
  mergeBuyItems,
  type Step,
  storagePathFromFileUrl,
} from '@stepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { type GuideReadRow, readGuide } from '../../db/repositories/guides.repository';
import type { Identity } from '../../domain/identity';
import type { ObjectStore } from '../../storage/objects';
import { assertProjectIdFormat, assertReadable } from '../access';
import { blurRegionsOf, type RedactedFrames } from './redacted-frames';
import { UrlSigner } from './urls';

/** Where a guide's files come from: the store, the redacted frames, and where failures go. */
export interface GuideFiles {
  objects: ObjectStore;
  redactedFrames: RedactedFrames;
  log?: FastifyBaseLogger;
}

/** Signs a guide's files; a frame with blur regions only ever as its redacted derivative. */
interface Signing {
  signer: UrlSigner;
  files: GuideFiles;
}

type StepItem = Pick<
  Step['tools'][number]['tool'],
  'name' | 'specification' | 'purchase_link' | 'image_url' | 'image_path'
>;

async function toItem(
  quantity: number,
  item: StepItem,
  signer: UrlSigner,
): Promise<GuideItem & { image_path: string | null }> {
  return {
    name: item.name,
    quantity,
    specification: item.specification,
    purchase_link: item.purchase_link,
    image_url: await signer.url(item.image_path, item.image_url),
    image_path: item.image_path,
  };
}

const withoutPath = ({ image_path: _, ...item }: GuideItem & { image_path: string | null }) => item;

/**
 * The signed URL of a frame: the stored image, or when it has blur regions the derivative with
 * them pixelated; null (no image) when that cannot be made, never the raw frame.
 */
async function frameUrl(
  frame: GuideFrame & { path: string | null; url: string | null },
  { signer, files }: Signing,
): Promise<string | null> {
  // A region counts as blur when either its kind or its geometry says so.
  const regions = blurRegionsOf(
    frame.annotations.map(({ annotation_type, geometry }) =>
      annotation_type === 'blur' ? { ...geometry, type: annotation_type } : geometry,
    ),
  );
  if (regions.length === 0) return signer.url(frame.path, frame.url);
  const stored = frame.path || (frame.url ? storagePathFromFileUrl(frame.url) : null);
  if (!stored) return null;
  const redacted = await files.redactedFrames.pathOf(stored, regions, files.log);
  return redacted ? signer.url(redacted) : null;
}

/** Annotations grouped by their frame image (else their timestamp), in first-seen order. */
async function toFrames(step: Step, signing: Signing): Promise<GuideFrame[]> {
  const frames = new Map<string, GuideFrame & { path: string | null; url: string | null }>();
  for (const annotation of step.annotations) {
    const key = annotation.frame_image_path ?? `at:${annotation.frame_timestamp_ms}`;
    let frame = frames.get(key);
    if (!frame) {
      frame = {
        frame_timestamp_ms: annotation.frame_timestamp_ms,
        image_url: null,
        annotations: [],
        path: annotation.frame_image_path,
        url: annotation.frame_image_file?.file_url ?? null,
      };
      frames.set(key, frame);
    }
    // A blur region's text names what the creator hid: a learner never receives it.
    const hidden = annotation.annotation_type === 'blur' || annotation.geometry.type === 'blur';
    frame.annotations.push({
      annotation_id: annotation.annotation_id,
      label: hidden ? '' : annotation.component_name,
      annotation_type: annotation.annotation_type,
      geometry: annotation.geometry,
      color: annotation.color,
    });
  }
  return Promise.all(
    [...frames.values()].map(async (frame) => ({
      frame_timestamp_ms: frame.frame_timestamp_ms,
      image_url: await frameUrl(frame, signing),
      annotations: frame.annotations,
    })),
  );
}

async function toGuideStep(step: Step, signing: Signing): Promise<GuideStep> {
  const { signer } = signing;
  const [video, result, frames, tools, materials, files] = await Promise.all([
    signer.url(step.main_video_file?.file_key, step.main_video_file?.file_url),
    signer.url(step.result_image_path, step.result_image_url),
    toFrames(step, signing),
    Promise.all(step.tools.map((entry) => toItem(entry.quantity, entry.tool, signer))),
    Promise.all(step.materials.map((entry) => toItem(entry.quantity, entry.material, signer))),
    Promise.all(
      step.supplementary_files.map(async (file) => ({
        file_id: file.id,
        name: file.display_name?.trim() || file.original_filename,
        original_filename: file.original_filename,
        url: (await signer.url(file.file_path, file.file_url)) ?? file.file_url,
        mime_type: file.mime_type,
        file_size_bytes: file.file_size_bytes,
      })),
    ),
  ]);
  const question = step.validation_metric?.question.trim();
  return {
    step_id: step.id,
    step_order: step.step_order,
    name: step.name,
    description: step.description,
    video_start_time_ms: step.video_start_time_ms,
    video_end_time_ms: step.video_end_time_ms,
    associated_video_index: step.associated_video_index,
    video_url: video,
    cautionary_notes: step.cautionary_notes,
    best_practice_notes: step.best_practice_notes,
    validation_question: question ? question : null,
    result_image_url: result,
    frames,
    tools: tools.map(withoutPath),
    materials: materials.map(withoutPath),
    supplementary_files: files,
  };
}

/**
 * The guide's buy list: the creator's own list when it has items, else every step's materials
 * then tools; merged by spec 4's rule either way (same name and specification, case-insensitive).
 */
async function buyList(
  rows: NonNullable<GuideReadRow['buy_list']>,
  steps: readonly GuideStep[],
  signer: UrlSigner,
): Promise<GuideBuyItem[]> {
  if (rows.length > 0) {
    const items = await Promise.all(
      rows.map(async (row) => ({
        name: row.name,
        quantity: row.quantity,
        specification: row.specification,
        purchase_link: row.purchase_link,
        image_url: await signer.url(row.image_path, row.image_url),
        source: 'buy_list' as const,
      })),
    );
    return mergeBuyItems(items);
  }
  return mergeBuyItems([
    ...steps.flatMap((step) =>
      step.materials.map((item) => ({ ...item, source: 'material' as const })),
    ),
    ...steps.flatMap((step) => step.tools.map((item) => ({ ...item, source: 'tool' as const }))),
  ]);
}

/**
 * GET /api/guides/{projectId}: a published project (or the caller's own draft) with its steps in
 * order and its buy list, every file URL signed; the validation answers stay on the server. A
 * malformed id is 400; a missing project, or another creator's draft, 404 'Project not found.'
 * (a draft's existence is not revealed, as for likes and comments). The read counts a view:
 * once per viewer, project and UTC day, never the owner's.
 */
export async function getGuide(
  db: Executor,
  files: GuideFiles,
  actor: Identity,
  projectId: string,
): Promise<GuideDetail> {
  assertProjectIdFormat(projectId);
  // The project, the view it counts, and (only when readable) its videos, steps and buy list.
  const project = await readGuide(db, projectId, actor.uid);
  assertReadable(project, actor);
  const signer = new UrlSigner(files.objects);
  const steps = await Promise.all(
    ((project.steps ?? []) as Step[]).map((step) => toGuideStep(step, { signer, files })),
  );
  const [thumbnail, frame, videos, items] = await Promise.all([
    signer.url(project.thumbnail_path, project.thumbnail_url),
    signer.url(null, project.frame_url),
    Promise.all(
      (project.videos ?? []).map(async (file) => ({
        video_index: file.video_order,
        name: file.original_filename,
        url: (await signer.url(file.file_key, file.file_url)) ?? file.file_url,
        mime_type: file.mime_type,
      })),
    ),
    buyList(project.buy_list ?? [], steps, signer),
  ]);
  return {
    project: {
      project_id: project.project_id,
      name: project.name,
      description: project.description,
      tags: project.tags,
      creator_username: project.creator_username,
      is_owner: project.firebase_uid === actor.uid,
      is_published: project.is_published,
      created_at: project.created_at,
      thumbnail_url: thumbnail,
      frame_url: frame,
      step_count: steps.length,
      total_duration_ms: steps.reduce(
        (sum, step) => sum + Math.max(0, step.video_end_time_ms - step.video_start_time_ms),
        0,
      ),
      view_count: project.view_count,
      like_count: project.like_count,
      save_count: project.save_count,
      comment_count: project.comment_count,
      liked_by_me: project.liked_by_me,
      saved_by_me: project.saved_by_me,
      videos,
    },
    steps,
    buy_list: items,
  };
}
