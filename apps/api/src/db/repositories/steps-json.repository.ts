import { sql } from 'kysely';
import type { Executor } from '../database';
import { isoTimestamp, type JsonText } from '../json';

/** `{ file_url, file_key }` of a stored image, or null without a path. */
const imageFile = (alias: string) => sql`
  case when ${sql.ref(`${alias}.image_path`)} is null then null else json_build_object(
    'file_url', coalesce(${sql.ref(`${alias}.image_url`)}, '/files/' || ${sql.ref(`${alias}.image_path`)}),
    'file_key', ${sql.ref(`${alias}.image_path`)}) end`;

/** A step's tools or materials: quantity plus the nested item (its repository id when linked). */
const items = (table: 'step_tools' | 'step_materials', key: 'tool' | 'material') => sql`
  coalesce((
    select json_agg(json_build_object(
      'quantity', i.quantity,
      ${sql.lit(key)}, json_build_object(
        ${sql.lit(`${key}_id`)}, ${sql.ref(`i.${key}_id`)},
        'name', i.name,
        'specification', i.specification,
        'purchase_link', i.purchase_link,
        'image_file', ${imageFile('i')},
        'image_url', i.image_url,
        'image_path', i.image_path)
    ) order by i.position)
    from ${sql.table(table)} i where i.step_id = s.step_id
  ), '[]'::json)`;

/**
 * The JSON array of the steps of project `projectId` (a column or a parameter) in step_order,
 * with their annotations (geometry in fractions), tools, materials, supplementary files and
 * project video: the shape of `stepListSchema`.
 */
export function stepsArray(projectId: unknown) {
  return sql<string>`(
    select coalesce(json_agg(json_build_object(
      'id', s.step_id,
      'project_id', s.project_id,
      'name', s.name,
      'description', s.description,
      'video_start_time_ms', s.video_start_time_ms,
      'video_end_time_ms', s.video_end_time_ms,
      'cautionary_notes', s.cautionary_notes,
      'best_practice_notes', s.best_practice_notes,
      'associated_video_index', s.associated_video_index,
      'associated_video_path', s.associated_video_path,
      'step_order', s.step_order,
      'annotations', coalesce((
        select json_agg(json_build_object(
          'annotation_id', a.annotation_id,
          'component_name', a.component_name,
          'frame_timestamp_ms', a.frame_timestamp_ms,
          'annotation_type', a.annotation_type,
          'frame_image_path', a.frame_image_path,
          'frame_image_file', case when a.frame_image_path is null then null else json_build_object(
            'file_url', coalesce(a.frame_image_url, '/files/' || a.frame_image_path),
            'file_key', a.frame_image_path) end,
          'geometry', json_strip_nulls(json_build_object(
            'type', a.geometry_type, 'x', a.x, 'y', a.y, 'width', a.width, 'height', a.height,
            'end_x', a.end_x, 'end_y', a.end_y)),
          'color', a.color
        ) order by a.position)
        from annotations a where a.step_id = s.step_id
      ), '[]'::json),
      'tools', ${items('step_tools', 'tool')},
      'materials', ${items('step_materials', 'material')},
      'supplementary_files', coalesce((
        select json_agg(json_build_object(
          'id', f.file_id,
          'display_name', f.display_name,
          'file_url', f.file_url,
          'file_path', f.file_path,
          'original_filename', f.original_filename,
          'mime_type', f.mime_type,
          'file_size_bytes', f.file_size_bytes
        ) order by f.position)
        from supplementary_files f where f.step_id = s.step_id
      ), '[]'::json),
      'validation_metric', case
        when s.validation_question is null and s.validation_answer is null then null
        else json_build_object(
          'question', coalesce(s.validation_question, ''),
          'expected_answer', coalesce(s.validation_answer, '')) end,
      'main_video_file', (
        select json_build_object(
          'file_key', v.file_key, 'original_filename', v.original_filename, 'file_url', v.file_url)
        from project_files v
        where v.project_id = s.project_id and v.role = 'PRIMARY_VIDEO'
          and v.video_order = s.associated_video_index
      ),
      'result_image_url', s.result_image_url,
      'result_image_path', s.result_image_path,
      'is_finalized', s.is_finalized,
      'is_ai_generated', s.is_ai_generated,
      'regenerated_at', ${isoTimestamp(sql.ref('s.regenerated_at'))}
    ) order by s.step_order), '[]'::json)
    from steps s
    where s.project_id = ${projectId}
  )`;
}

/**
 * The project's owner and, only when that is `ownerUid`, its steps as JSON text (`stepsArray`):
 * the ownership check and the list in one statement. Undefined when the project does not exist.
 */
export async function ownedStepsJson(
  db: Executor,
  projectId: string,
  ownerUid: string,
): Promise<{ firebase_uid: string; body: JsonText<unknown[]> | null } | undefined> {
  const { rows } = await sql<{ firebase_uid: string; body: string | null }>`
    select p.firebase_uid,
      case when p.firebase_uid = ${ownerUid} then ${stepsArray(sql.ref('p.project_id'))}::text end
        as body
    from projects p
    where p.project_id = ${projectId}
  `.execute(db);
  const row = rows[0];
  return row && { firebase_uid: row.firebase_uid, body: row.body as JsonText<unknown[]> | null };
}
