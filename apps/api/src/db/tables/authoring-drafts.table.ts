import type { AuthoringDraft } from '@stepwise/contracts';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Immutable, UpdatedAt } from './columns';

/**
 * The autosaved editor state of one project (issue #9 "Never lose work"): at most one per project,
 * owned by the project's creator, removed by a successful finalize and with the project.
 */
export interface AuthoringDraftsTable {
  project_id: Immutable<string>;
  firebase_uid: Immutable<string>;
  /** The draft as `authoringDraftSchema` parsed it; written as JSON text, read back parsed. */
  data: ColumnType<AuthoringDraft, string, string>;
  /** Counts saves from 1; a save based on another revision is refused (409). */
  revision: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type AuthoringDraftRow = Selectable<AuthoringDraftsTable>;
export type NewAuthoringDraftRow = Insertable<AuthoringDraftsTable>;
export type AuthoringDraftRowUpdate = Updateable<AuthoringDraftsTable>;
