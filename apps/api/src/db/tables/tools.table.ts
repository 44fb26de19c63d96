import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedId, Immutable, ItemColumns } from './columns';

/** A reusable tool in one user's repository. */
export interface ToolsTable extends ItemColumns {
  tool_id: GeneratedId;
  /** The owner. */
  firebase_uid: Immutable<string>;
}

export type Tool = Selectable<ToolsTable>;
export type NewTool = Insertable<ToolsTable>;
export type ToolUpdate = Updateable<ToolsTable>;
