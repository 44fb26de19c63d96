import type { ProjectTag } from '@stepwise/contracts';
import { Button, EmptyState, ErrorBanner } from '@stepwise/ui';
import { BookOpen, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { GuideCard, GuideCardSkeleton } from '@/features/guides/guide-card';
import { GuideSearch } from '@/features/guides/guide-search';
import { guideTexts } from '@/features/guides/texts';
import { filtersOf, useGuideList } from '@/features/guides/use-guide-list';

const text = guideTexts.discover;

/** The grid of My Projects: 1 column, 2 from 768 px, 3 from 1400 px. */
const GRID = 'grid grid-cols-1 gap-6 min-[768px]:grid-cols-2 min-[1400px]:grid-cols-3';

/** /guides: search, tag chips, and the published guides page by page. */
export function DiscoverView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useGuideList(filters);
  const filtered = filters.q !== '' || filters.tag !== null;

  const update = (q: string, tag: ProjectTag | null) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (tag) next.set('tag', tag);
    setParams(next, { replace: true });
  };
  const clear = () => update('', null);

  const guides = list.data?.pages.flatMap((page) => page.guides) ?? [];
  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <ul className={GRID} aria-busy="true" aria-label={text.loading}>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <GuideCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError && guides.length === 0) {
    body = (
      <ErrorBanner>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{text.loadFailed}</span>
          <Button
            size="sm"
            variant="secondary"
            className="-my-1.5"
            busy={list.isFetching}
            busyLabel={text.loadingMore}
            onClick={() => void list.refetch()}
          >
            {guideTexts.retry}
          </Button>
        </div>
      </ErrorBanner>
    );
  } else if (guides.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<SearchX />}
        title={text.noMatch}
        description={text.noMatchHint}
        action={
          <Button variant="secondary" onClick={clear}>
            {text.clearFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<BookOpen />} title={text.empty} description={text.emptyHint} />
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-6">
        <ul className={`${GRID} w-full`}>
          {guides.map((guide) => (
            <li key={guide.project_id} className="min-w-0">
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
        {list.isFetchNextPageError ? (
          <ErrorBanner className="w-full">{text.loadFailed}</ErrorBanner>
        ) : null}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            busy={list.isFetchingNextPage}
            busyLabel={text.loadingMore}
            onClick={() => void list.fetchNextPage()}
          >
            {text.loadMore}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <GuideSearch
        q={filters.q}
        tag={filters.tag}
        onSearch={(q) => update(q, filters.tag)}
        onTag={(tag) => update(filters.q, tag)}
      />
      <div aria-live="polite" className="sr-only">
        {list.isSuccess ? text.results(guides.length, Boolean(list.hasNextPage)) : ''}
      </div>
      {body}
    </>
  );
}
