import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedId, Immutable, ItemColumns } from './columns';

/** A reusable material in one user's repository. */
export interface MaterialsTable extends ItemColumns {
  material_id: GeneratedId;
  /** The owner. */
  firebase_uid: Immutable<string>;
}

export type Material = Selectable<MaterialsTable>;
export type NewMaterial = Insertable<MaterialsTable>;
export type MaterialUpdate = Updateable<MaterialsTable>;
