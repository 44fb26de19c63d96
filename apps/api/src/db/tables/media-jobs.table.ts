import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type {
  CreatedAt,
  GeneratedId,
  Immutable,
  JsonValue,
  NullableJsonb,
  UpdatedAt,
} from './columns';

export type MediaJobKind = 'breakdown' | 'regenerate';
export type MediaJobState = 'queued' | 'active' | 'completed' | 'failed' | 'cancelled';

/**
 * A background media job as its owner sees it (the queue itself is pg-boss's): one video of an AI
 * breakdown (rows of one breakdown share `batch_id`), or one step regeneration.
 */
export interface MediaJobsTable {
  job_id: GeneratedId;
  batch_id: Immutable<string>;
  firebase_uid: Immutable<string>;
  kind: Immutable<MediaJobKind>;
  video_index: ColumnType<number, number | undefined, never>;
  video_name: Immutable<string>;
  video_path: Immutable<string>;
  /** What the job was asked (project context, time range): JSON text on insert. */
  input: ColumnType<JsonValue, string, never>;
  state: ColumnType<MediaJobState, MediaJobState | undefined, MediaJobState>;
  phase: string | null;
  progress: ColumnType<number, number | undefined, number>;
  /** 0-1: how far the current phase is (the transcription reports it); null otherwise. */
  phase_progress: ColumnType<number | null, never, number | null>;
  /** The phases this job went through, in order (appended by the worker). */
  phases: ColumnType<string[], never, string[]>;
  result: NullableJsonb;
  error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type MediaJob = Selectable<MediaJobsTable>;
export type NewMediaJob = Insertable<MediaJobsTable>;
export type MediaJobUpdate = Updateable<MediaJobsTable>;
