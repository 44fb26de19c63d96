import { messages } from '@stepwise/contracts';
import { pgErrorInfo } from '../../db/errors';
import { AppError } from '../../errors';

/**
 * The database rules a finalize payload can break although it passed its schema, as 400 with a
 * detail naming the step (1-based) where the database says which row failed. The main one: a
 * tool sent by id and the same tool typed in resolve to the same name + specification, which
 * `step_tools_step_name_specification_key` refuses. The other rules back up the schema. Any
 * other database error is left to the error handler (its safety net answers client-caused rule
 * violations 4xx, a database that is down 503).
 */
const CONSTRAINT_DETAILS: Readonly<Record<string, string>> = {
  step_tools_step_name_specification_key: messages.repository.duplicateTool,
  step_materials_step_name_specification_key: messages.repository.duplicateMaterial,
  steps_project_order_key: 'Two steps have the same step_order.',
  steps_video_time_range_check: messages.steps.endAfterStart,
  annotations_geometry_check: 'The shape must lie inside the image.',
};

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** `stepIndexById` maps the new step ids to their 0-based index in the payload. */
export function finalizeDatabaseError(
  error: unknown,
  stepIndexById: ReadonlyMap<string, number>,
): AppError | null {
  if (error instanceof AppError) return null;
  const info = pgErrorInfo(error);
  const text = info?.constraint ? CONSTRAINT_DETAILS[info.constraint] : undefined;
  if (!info || !text) return null;
  // The detail shows the failing key or row; the first id in it that is a new step's names it.
  const stepIndex = (info.detail?.match(UUIDS) ?? [])
    .map((id) => stepIndexById.get(id.toLowerCase()))
    .find((index) => index !== undefined);
  const detail = stepIndex === undefined ? text : `Step ${stepIndex + 1}: ${text}`;
  return new AppError('BAD_REQUEST', detail, { cause: error });
}
