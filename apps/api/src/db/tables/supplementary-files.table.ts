import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

/** A file attached to a step. The display name is optional. */
export interface SupplementaryFilesTable {
  file_id: GeneratedId;
  step_id: Immutable<string>;
  position: Generated<number>;
  display_name: string | null;
  file_url: string;
  /** The storage path. */
  file_path: string;
  original_filename: string;
  mime_type: string | null;
  file_size_bytes: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type SupplementaryFile = Selectable<SupplementaryFilesTable>;
export type NewSupplementaryFile = Insertable<SupplementaryFilesTable>;
export type SupplementaryFileUpdate = Updateable<SupplementaryFilesTable>;
