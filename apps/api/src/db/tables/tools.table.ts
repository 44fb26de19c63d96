import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

/** A reusable tool in one user's repository. */
export interface ToolsTable {
  tool_id: GeneratedId;
  /** The owner. */
  firebase_uid: Immutable<string>;
  name: string;
  specification: string | null;
  /** Null, or starting with http:// or https://. */
  purchase_link: string | null;
  image_url: string | null;
  image_path: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Tool = Selectable<ToolsTable>;
export type NewTool = Insertable<ToolsTable>;
export type ToolUpdate = Updateable<ToolsTable>;
