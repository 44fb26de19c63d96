import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, NullableTimestamp, UpdatedAt } from './columns';

/**
 * One step of a project. `(project_id, step_order)` is unique (deferrable); times are whole
 * milliseconds with `video_end_time_ms > video_start_time_ms`.
 */
export interface StepsTable {
  step_id: GeneratedId;
  project_id: Immutable<string>;
  step_order: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  video_start_time_ms: number;
  video_end_time_ms: number;
  cautionary_notes: ColumnType<string, string | undefined, string>;
  best_practice_notes: ColumnType<string, string | undefined, string>;
  associated_video_index: Generated<number>;
  associated_video_path: string | null;
  /** `validation_metric.question`. */
  validation_question: string | null;
  /** `validation_metric.expected_answer`. */
  validation_answer: string | null;
  result_image_url: string | null;
  result_image_path: string | null;
  is_ai_generated: Generated<boolean>;
  is_finalized: Generated<boolean>;
  regenerated_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Step = Selectable<StepsTable>;
export type NewStep = Insertable<StepsTable>;
export type StepUpdate = Updateable<StepsTable>;
