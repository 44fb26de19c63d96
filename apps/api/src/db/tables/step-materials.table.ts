import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedId, Immutable, ItemColumns } from './columns';

/**
 * A material used by a step. It keeps its own name, specification, link and image, and
 * `material_id` links the repository material it came from (null when typed in, or once that
 * material is deleted). Name + specification is unique within a step.
 */
export interface StepMaterialsTable extends ItemColumns {
  step_material_id: GeneratedId;
  step_id: Immutable<string>;
  material_id: string | null;
  position: Generated<number>;
  /** At least 1; defaults to 1. */
  quantity: Generated<number>;
}

export type StepMaterial = Selectable<StepMaterialsTable>;
export type NewStepMaterial = Insertable<StepMaterialsTable>;
export type StepMaterialUpdate = Updateable<StepMaterialsTable>;
