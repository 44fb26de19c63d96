import type { AnnotationColor, AnnotationShape } from '@stepwise/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

export type GeometryType = AnnotationShape;

/**
 * A shape drawn on a captured frame of a step. Geometry is in FRACTIONS (0..1) of the frame
 * image, not percentages: the editor's 25% is stored as 0.25. `x + width` and `y + height` stay
 * within 1. A `point` has width and height 0.
 */
export interface AnnotationsTable {
  annotation_id: GeneratedId;
  step_id: Immutable<string>;
  position: Generated<number>;
  frame_timestamp_ms: number;
  annotation_type: Generated<string>;
  /** The annotation's text; defaults to 'Untitled annotation'. */
  component_name: Generated<string>;
  geometry_type: ColumnType<GeometryType, GeometryType | undefined, GeometryType>;
  x: number;
  y: number;
  width: Generated<number>;
  height: Generated<number>;
  /** An arrow's head (its tail is x, y); null on every other shape. */
  end_x: number | null;
  end_y: number | null;
  color: ColumnType<AnnotationColor, AnnotationColor | undefined, AnnotationColor>;
  frame_image_path: string | null;
  /** `/files/{path}` of the frame image (null with the path). */
  frame_image_url: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Annotation = Selectable<AnnotationsTable>;
export type NewAnnotation = Insertable<AnnotationsTable>;
export type AnnotationUpdate = Updateable<AnnotationsTable>;
