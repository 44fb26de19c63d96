import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedId, Immutable, ItemColumns } from './columns';

/**
 * A tool used by a step. It keeps its own name, specification, link and image, and `tool_id`
 * links the repository tool it came from (null when typed in, or once that tool is deleted).
 * Name + specification is unique within a step.
 */
export interface StepToolsTable extends ItemColumns {
  step_tool_id: GeneratedId;
  step_id: Immutable<string>;
  tool_id: string | null;
  position: Generated<number>;
  /** At least 1; defaults to 1. */
  quantity: Generated<number>;
}

export type StepTool = Selectable<StepToolsTable>;
export type NewStepTool = Insertable<StepToolsTable>;
export type StepToolUpdate = Updateable<StepToolsTable>;
