import { messages } from '@stepwise/contracts';
import { Card } from '@stepwise/ui';
import { Search } from 'lucide-react';
import { recentSearchTerms } from '@/features/profile/profile-format';

/** Spec 2 "Recent Search History": the first 10 terms, else 'No search history yet'. */
export function SearchHistory({ terms }: { terms: readonly string[] | undefined }) {
  const recent = recentSearchTerms(terms);
  return (
    <section aria-labelledby="search-history" className="flex flex-col gap-4">
      <h2 id="search-history" className="text-lg font-semibold text-slate-900">
        {messages.profile.searchHistory}
      </h2>
      <Card className="p-5">
        {recent.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
            {messages.profile.noSearchHistory}
          </p>
        ) : (
          <ul aria-label={messages.profile.searchHistory} className="flex flex-wrap gap-2">
            {recent.map((term) => (
              <li
                key={term}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-700"
              >
                <Search aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
                <span className="truncate">{term}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
