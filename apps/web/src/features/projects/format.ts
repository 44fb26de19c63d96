import { formatUsShortDate } from '@stepwise/contracts';

/** A count as the card shows it: US digit grouping (1,234); a missing or broken count shows 0. */
export function formatCount(value: number | null | undefined): string {
  const count = typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;
  return Math.trunc(count).toLocaleString('en-US');
}

export type CountKind = 'view' | 'like' | 'comment';

/** What a screen reader hears for a count: '1 view', '1,234 likes', '0 comments'. */
export function countLabel(value: number | null | undefined, kind: CountKind): string {
  const shown = formatCount(value);
  return `${shown} ${shown === '1' ? kind : `${kind}s`}`;
}

/** The card's 'Created:' date in US short format (11/22/2026); '' for an unreadable date. */
export function formatCreatedDate(createdAt: string, timeZone?: string): string {
  return formatUsShortDate(createdAt, timeZone ? { timeZone } : {});
}
