import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  Counter,
  CreatedAt,
  GeneratedId,
  Immutable,
  JsonValue,
  NullableJsonb,
  UpdatedAt,
} from './columns';

export interface ProjectsTable {
  project_id: GeneratedId;
  /** The owner. */
  firebase_uid: Immutable<string>;
  name: string;
  description: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  is_published: Generated<boolean>;
  /** Maintained by the `project_views` triggers. */
  view_count: Counter;
  /** Maintained by the `likes` triggers. */
  like_count: Counter;
  thumbnail_url: string | null;
  thumbnail_path: string | null;
  /** The url of the project's first video. */
  frame_url: string | null;
  /** The creation-time AI breakdown, one entry per video (spec 3), as sent by the client. */
  ai_breakdown_data: NullableJsonb<JsonValue>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
