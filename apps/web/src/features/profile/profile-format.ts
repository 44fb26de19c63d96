import {
  formatUsMonthDayYear,
  messages,
  PROFILE_RECENT_LIMIT,
  PROFILE_SEARCH_HISTORY_LIMIT,
  type UserProjectsResponse,
} from '@stepwise/contracts';

/** The first `limit` entries of a list that may not have loaded (a failed read shows as empty). */
export function firstEntries<T>(list: readonly T[] | undefined, limit: number): readonly T[] {
  return list ? list.slice(0, Math.max(0, limit)) : [];
}

/** Spec 9: the profile shows the 5 most recent liked, saved and comments. */
export function recentEntries<T>(list: readonly T[] | undefined): readonly T[] {
  return firstEntries(list, PROFILE_RECENT_LIMIT);
}

/** Spec 9: and the first 10 search terms. */
export function recentSearchTerms(terms: readonly string[] | undefined): readonly string[] {
  return firstEntries(terms, PROFILE_SEARCH_HISTORY_LIMIT);
}

/** A liked or saved project's description, else 'No description'. */
export function descriptionOrFallback(description: string | null | undefined): string {
  const text = description?.trim();
  return text ? text : messages.profile.noDescription;
}

/** Profile dates: 'Nov 22, 2026' (short month, day, year, US English). */
export function profileDate(value: string | number | Date): string {
  return formatUsMonthDayYear(value);
}

export interface ProfileStats {
  published: number;
  drafts: number;
  tools: number;
  materials: number;
}

/** The four stat cards' numbers; a read that failed counts as 0. */
export function profileStats(
  projects: UserProjectsResponse | undefined,
  tools: readonly unknown[] | undefined,
  materials: readonly unknown[] | undefined,
): ProfileStats {
  return {
    published: projects?.published.length ?? 0,
    drafts: projects?.unpublished.length ?? 0,
    tools: tools?.length ?? 0,
    materials: materials?.length ?? 0,
  };
}

/**
 * The photo to show: the profile photo, else the account's photo (as the sidebar does); null when
 * there is none and the generated avatar shows. A stored photo is a `/files/...` URL to be signed.
 */
export function profilePhotoSource(
  profilePhotoUrl: string | null | undefined,
  accountPhotoUrl: string | null | undefined,
): string | null {
  return profilePhotoUrl?.trim() || accountPhotoUrl?.trim() || null;
}
