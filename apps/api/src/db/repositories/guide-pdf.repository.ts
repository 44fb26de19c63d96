import type { Executor } from '../database';
import type { Annotation } from '../tables/annotations.table';
import type { Project } from '../tables/projects.table';
import type { StepTool } from '../tables/step-tools.table';
import type { Step } from '../tables/steps.table';

/**
 * What the printable guide reads of a project: its header, its steps, and what they own (one
 * query per child table for all the steps, never a query per step). The buy list comes from
 * `listBuyListRows`.
 */

/** A project as the printable guide's header needs it, with who may read it. */
export type PdfProjectRow = Pick<
  Project,
  | 'project_id'
  | 'firebase_uid'
  | 'name'
  | 'description'
  | 'tags'
  | 'is_published'
  | 'thumbnail_path'
> & {
  /** Null when the owner has no users row (the guide then names no creator). */
  username: string | null;
};

export type PdfStepRow = Pick<
  Step,
  | 'step_id'
  | 'name'
  | 'description'
  | 'cautionary_notes'
  | 'best_practice_notes'
  | 'validation_question'
>;

export type PdfAnnotationRow = Pick<
  Annotation,
  | 'step_id'
  | 'frame_timestamp_ms'
  | 'frame_image_path'
  | 'component_name'
  | 'annotation_type'
  | 'geometry_type'
  | 'x'
  | 'y'
  | 'width'
  | 'height'
  | 'end_x'
  | 'end_y'
  | 'color'
>;

/** A step's tool or material (the two tables share these columns). */
export type PdfStepItemRow = Pick<StepTool, 'step_id' | 'name' | 'specification' | 'quantity'>;

/** The project with its owner's username, or undefined when it does not exist. */
export async function findPdfProject(
  db: Executor,
  projectId: string,
): Promise<PdfProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .leftJoin('users', 'users.firebase_uid', 'projects.firebase_uid')
    .select([
      'projects.project_id',
      'projects.firebase_uid',
      'projects.name',
      'projects.description',
      'projects.tags',
      'projects.is_published',
      'projects.thumbnail_path',
      'users.username',
    ])
    .where('projects.project_id', '=', projectId)
    .executeTakeFirst();
}

/** The project's steps in step_order. */
export async function listPdfSteps(db: Executor, projectId: string): Promise<PdfStepRow[]> {
  return db
    .selectFrom('steps')
    .select([
      'step_id',
      'name',
      'description',
      'cautionary_notes',
      'best_practice_notes',
      'validation_question',
    ])
    .where('project_id', '=', projectId)
    .orderBy('step_order')
    .execute();
}

/** The annotations of `stepIds`, by position then frame time (none for no steps). */
export async function listPdfAnnotations(
  db: Executor,
  stepIds: readonly string[],
): Promise<PdfAnnotationRow[]> {
  if (stepIds.length === 0) return [];
  return db
    .selectFrom('annotations')
    .select([
      'step_id',
      'frame_timestamp_ms',
      'frame_image_path',
      'component_name',
      'annotation_type',
      'geometry_type',
      'x',
      'y',
      'width',
      'height',
      'end_x',
      'end_y',
      'color',
    ])
    .where('step_id', 'in', stepIds)
    .orderBy('position')
    .orderBy('frame_timestamp_ms')
    .execute();
}

/** The tools or materials of `stepIds`, by position (none for no steps). */
export async function listPdfStepItems(
  db: Executor,
  table: 'step_tools' | 'step_materials',
  stepIds: readonly string[],
): Promise<PdfStepItemRow[]> {
  if (stepIds.length === 0) return [];
  return db
    .selectFrom(table)
    .select(['step_id', 'name', 'specification', 'quantity'])
    .where('step_id', 'in', stepIds)
    .orderBy('position')
    .execute();
}
