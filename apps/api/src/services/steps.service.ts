import type { Step, StepMaterial, StepTool, SupplementaryFile } from '@stepwise/contracts';
import { storageFileUrl } from '@stepwise/contracts';
import type { Executor } from '../db/database';
import {
  listAnnotationRows,
  listPrimaryVideoRows,
  listStepMaterialRows,
  listStepRows,
  listStepToolRows,
  listSupplementaryFileRows,
} from '../db/repositories/steps.repository';
import type { Annotation } from '../db/tables/annotations.table';
import type { StepMaterial as StepMaterialRow } from '../db/tables/step-materials.table';
import type { StepTool as StepToolRow } from '../db/tables/step-tools.table';
import type { Step as StepRow } from '../db/tables/steps.table';
import type { SupplementaryFile as SupplementaryFileRow } from '../db/tables/supplementary-files.table';
import type { Identity } from '../plugins/firebase';
import { assertSelf, requireOwnedProject } from './access';

type VideoRow = Awaited<ReturnType<typeof listPrimaryVideoRows>>[number];

function groupByStep<T extends { step_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.step_id);
    if (group) group.push(row);
    else groups.set(row.step_id, [row]);
  }
  return groups;
}

function imageFile(imageUrl: string | null, imagePath: string | null) {
  return imagePath
    ? { file_url: imageUrl ?? storageFileUrl(imagePath), file_key: imagePath }
    : null;
}

function itemFields(row: StepToolRow | StepMaterialRow) {
  return {
    name: row.name,
    specification: row.specification,
    purchase_link: row.purchase_link,
    image_file: imageFile(row.image_url, row.image_path),
    image_url: row.image_url,
    image_path: row.image_path,
  };
}

function toTool(row: StepToolRow): StepTool {
  return { quantity: row.quantity, tool: { tool_id: row.tool_id, ...itemFields(row) } };
}

function toMaterial(row: StepMaterialRow): StepMaterial {
  return {
    quantity: row.quantity,
    material: { material_id: row.material_id, ...itemFields(row) },
  };
}

function toAnnotation(row: Annotation): Step['annotations'][number] {
  return {
    annotation_id: row.annotation_id,
    component_name: row.component_name,
    frame_timestamp_ms: row.frame_timestamp_ms,
    annotation_type: row.annotation_type as Step['annotations'][number]['annotation_type'],
    frame_image_path: row.frame_image_path,
    frame_image_file: row.frame_image_path
      ? { file_url: storageFileUrl(row.frame_image_path), file_key: row.frame_image_path }
      : null,
    geometry: { type: row.geometry_type, x: row.x, y: row.y, width: row.width, height: row.height },
  };
}

function toSupplementaryFile(row: SupplementaryFileRow): SupplementaryFile {
  return {
    id: row.file_id,
    display_name: row.display_name,
    file_url: row.file_url,
    file_path: row.file_path,
    original_filename: row.original_filename,
    mime_type: row.mime_type,
    file_size_bytes: row.file_size_bytes,
  };
}

interface StepChildren {
  annotations: Map<string, Annotation[]>;
  tools: Map<string, StepToolRow[]>;
  materials: Map<string, StepMaterialRow[]>;
  files: Map<string, SupplementaryFileRow[]>;
  videos: Map<number, VideoRow>;
}

function toStep(row: StepRow, children: StepChildren): Step {
  const video = children.videos.get(row.associated_video_index);
  const hasMetric = row.validation_question !== null || row.validation_answer !== null;
  return {
    id: row.step_id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    video_start_time_ms: row.video_start_time_ms,
    video_end_time_ms: row.video_end_time_ms,
    cautionary_notes: row.cautionary_notes,
    best_practice_notes: row.best_practice_notes,
    associated_video_index: row.associated_video_index,
    associated_video_path: row.associated_video_path,
    step_order: row.step_order,
    annotations: (children.annotations.get(row.step_id) ?? []).map(toAnnotation),
    tools: (children.tools.get(row.step_id) ?? []).map(toTool),
    materials: (children.materials.get(row.step_id) ?? []).map(toMaterial),
    supplementary_files: (children.files.get(row.step_id) ?? []).map(toSupplementaryFile),
    validation_metric: hasMetric
      ? { question: row.validation_question ?? '', expected_answer: row.validation_answer ?? '' }
      : null,
    main_video_file: video
      ? {
          file_key: video.file_key,
          original_filename: video.original_filename,
          file_url: video.file_url,
        }
      : null,
    result_image_url: row.result_image_url,
    result_image_path: row.result_image_path,
    is_finalized: row.is_finalized,
    is_ai_generated: row.is_ai_generated,
    regenerated_at: row.regenerated_at ? row.regenerated_at.toISOString() : null,
  };
}

/**
 * The owner's project's steps in step_order, each with its annotations (geometry in fractions),
 * tools, materials, supplementary files and the project video it belongs to. An empty list marks
 * an incomplete project. Seven queries whatever the number of steps: the ownership check, then
 * the steps and each child table joined on the project, in parallel.
 */
export async function listSteps(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<Step[]> {
  assertSelf(actor, claimedUid);
  const project = await requireOwnedProject(db, actor, projectId);
  const id = project.project_id;
  const [steps, annotations, tools, materials, files, videos] = await Promise.all([
    listStepRows(db, id),
    listAnnotationRows(db, id),
    listStepToolRows(db, id),
    listStepMaterialRows(db, id),
    listSupplementaryFileRows(db, id),
    listPrimaryVideoRows(db, id),
  ]);
  const children: StepChildren = {
    annotations: groupByStep(annotations),
    tools: groupByStep(tools),
    materials: groupByStep(materials),
    files: groupByStep(files),
    videos: new Map(videos.map((video) => [video.video_order, video])),
  };
  return steps.map((row) => toStep(row, children));
}
