import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Executor } from '../database';

export interface StoragePathQuery {
  /** Only rows of these owners' projects (and repositories) are looked at. */
  owners: readonly string[];
  /** Only projects that are published (repository items are then left out). */
  publishedOnly: boolean;
  /** Paths asked for exactly... */
  paths?: readonly string[];
  /** ...and/or every path under these folder prefixes (`users/{uid}/{projectId}/`). */
  prefixes?: readonly string[];
}

/**
 * Every storage path a row refers to, with the project it is part of: project videos,
 * thumbnails, steps' videos and result images, annotation frames, step tool / material images,
 * supplementary files and buy-list images (plus repository item images, which belong to no
 * project). Filtered by owner (and publication) inside each branch so the planner walks the
 * owner's projects through their indexes rather than whole tables.
 *
 * With `publishedOnly`, the frame of an annotation is left out when a blur region is drawn on it
 * (in its step): learners get that frame redacted, never the raw image.
 *
 * A path only counts when it lies in its project owner's own area `users/{owner}/...`: the
 * services already refuse anything else, and a row pointing at another user's file must never
 * make that file readable.
 */
function storageReferences(db: Executor, query: StoragePathQuery) {
  const owners = [...query.owners];
  const projects = (eb: ExpressionBuilder<Database, 'projects'>) => {
    const conditions: Expression<SqlBool>[] = [eb('projects.firebase_uid', 'in', owners)];
    if (query.publishedOnly) conditions.push(eb('projects.is_published', '=', true));
    return eb.and(conditions);
  };
  const ofProjects = db.selectFrom('projects').where(projects);
  const ofSteps = ofProjects.innerJoin('steps', 'steps.project_id', 'projects.project_id');
  const owner = 'projects.firebase_uid as owner' as const;

  let refs = ofProjects
    .innerJoin('project_files', 'project_files.project_id', 'projects.project_id')
    .select(['project_files.file_key as path', owner])
    .unionAll(
      ofProjects.select(['projects.thumbnail_path as path', owner]).$narrowType<{ path: string }>(),
    )
    .unionAll(
      ofSteps
        .select(['steps.associated_video_path as path', owner])
        .$narrowType<{ path: string }>(),
    )
    .unionAll(
      ofSteps.select(['steps.result_image_path as path', owner]).$narrowType<{ path: string }>(),
    )
    .unionAll(
      ofSteps
        .innerJoin('annotations', 'annotations.step_id', 'steps.step_id')
        .select(['annotations.frame_image_path as path', owner])
        // A learner sees a frame with blur regions only redacted (services/guides/
        // redacted-frames.ts): its raw image is no published file.
        .$if(query.publishedOnly, (qb) =>
          qb.where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('annotations as blur')
                  .select('blur.annotation_id')
                  .whereRef('blur.step_id', '=', 'annotations.step_id')
                  .whereRef('blur.frame_image_path', '=', 'annotations.frame_image_path')
                  .where((blur) =>
                    blur.or([
                      blur('blur.geometry_type', '=', 'blur'),
                      blur('blur.annotation_type', '=', 'blur'),
                    ]),
                  ),
              ),
            ),
          ),
        )
        .$narrowType<{ path: string }>(),
    )
    .unionAll(
      ofSteps
        .innerJoin('step_tools', 'step_tools.step_id', 'steps.step_id')
        .select(['step_tools.image_path as path', owner])
        .$narrowType<{ path: string }>(),
    )
    .unionAll(
      ofSteps
        .innerJoin('step_materials', 'step_materials.step_id', 'steps.step_id')
        .select(['step_materials.image_path as path', owner])
        .$narrowType<{ path: string }>(),
    )
    .unionAll(
      ofSteps
        .innerJoin('supplementary_files', 'supplementary_files.step_id', 'steps.step_id')
        .select(['supplementary_files.file_path as path', owner]),
    )
    .unionAll(
      ofProjects
        .innerJoin('buy_list_items', 'buy_list_items.project_id', 'projects.project_id')
        .select(['buy_list_items.image_path as path', owner])
        .$narrowType<{ path: string }>(),
    );
  if (!query.publishedOnly) {
    for (const table of ['tools', 'materials'] as const) {
      refs = refs.unionAll(
        db
          .selectFrom(table)
          .where('firebase_uid', 'in', owners)
          .select(['image_path as path', 'firebase_uid as owner'])
          .$narrowType<{ path: string }>(),
      );
    }
  }
  return refs;
}

/**
 * Which of the asked-for paths (exact `paths`, or anything under `prefixes`) some row of the
 * given owners still refers to; with `publishedOnly`, some published project. One query.
 */
export async function referencedStoragePaths(
  db: Executor,
  query: StoragePathQuery,
): Promise<Set<string>> {
  const paths = [...(query.paths ?? [])];
  const prefixes = [...(query.prefixes ?? [])];
  if (query.owners.length === 0 || (paths.length === 0 && prefixes.length === 0)) return new Set();
  const rows = await db
    .with('refs', () => storageReferences(db, query))
    .selectFrom('refs')
    .select('refs.path')
    .distinct()
    .where('refs.path', 'is not', null)
    .where(sql<SqlBool>`starts_with(refs.path, 'users/' || refs.owner || '/')`)
    .where((eb) =>
      eb.or([
        ...(paths.length > 0 ? [eb('refs.path', 'in', paths)] : []),
        ...prefixes.map((prefix) => sql<SqlBool>`starts_with(refs.path, ${prefix})`),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.path));
}
