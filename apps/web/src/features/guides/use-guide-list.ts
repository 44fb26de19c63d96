import { PROJECT_TAGS, type ProjectTag } from '@stepwise/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The cards of one page. */
export const GUIDE_PAGE_SIZE = 24;

/** What /guides is filtered by, read from its URL (`?q=&tag=`). */
export interface GuideFilters {
  q: string;
  tag: ProjectTag | null;
}

export function isProjectTag(value: string | null): value is ProjectTag {
  return value !== null && (PROJECT_TAGS as readonly string[]).includes(value);
}

/** The filters of a URL's search params (an unknown tag counts as none). */
export function filtersOf(params: URLSearchParams): GuideFilters {
  const tag = params.get('tag');
  return { q: (params.get('q') ?? '').trim(), tag: isProjectTag(tag) ? tag : null };
}

/** Published guides matching the filters, newest first (best match first while searching), page by page. */
export function useGuideList(filters: GuideFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.guides.list.infiniteQueryOptions(
      {
        limit: GUIDE_PAGE_SIZE,
        ...(filters.q ? { q: filters.q } : {}),
        ...(filters.tag ? { tag: filters.tag } : {}),
      },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
}
