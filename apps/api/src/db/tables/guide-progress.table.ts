import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, NullableTimestamp, UpdatedAt } from './columns';

/** A learner's place in a guide: one row per (learner, project). */
export interface GuideProgressTable {
  firebase_uid: Immutable<string>;
  project_id: Immutable<string>;
  current_step_id: string | null;
  /** When every step was done (null while some step is not). */
  completed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A step the learner marked done. */
export interface GuideStepDoneTable {
  firebase_uid: Immutable<string>;
  project_id: Immutable<string>;
  step_id: Immutable<string>;
  done_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One answer typed to a step's validation question. */
export interface GuideAnswersTable {
  answer_id: GeneratedId;
  firebase_uid: Immutable<string>;
  project_id: Immutable<string>;
  step_id: Immutable<string>;
  answer: Immutable<string>;
  correct: Immutable<boolean>;
  answered_at: Generated<Date>;
}

export type GuideProgressRow = Selectable<GuideProgressTable>;
export type NewGuideProgress = Insertable<GuideProgressTable>;
export type GuideAnswerRow = Selectable<GuideAnswersTable>;
