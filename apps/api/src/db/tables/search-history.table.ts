import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, GeneratedId, Immutable, UpdatedAt } from './columns';

/** One search a user made; the profile lists the latest terms. */
export interface SearchHistoryTable {
  search_id: GeneratedId;
  firebase_uid: Immutable<string>;
  term: Immutable<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type SearchHistoryEntry = Selectable<SearchHistoryTable>;
export type NewSearchHistoryEntry = Insertable<SearchHistoryTable>;
