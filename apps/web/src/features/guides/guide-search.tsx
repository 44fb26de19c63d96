import { GUIDE_LIST_LIMITS, PROJECT_TAGS, type ProjectTag } from '@stepwise/contracts';
import { Button, cn } from '@stepwise/ui';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { guideTexts } from '@/features/guides/texts';

const text = guideTexts.discover;

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface GuideSearchProps {
  /** The search the list shows (from the URL). */
  q: string;
  tag: ProjectTag | null;
  onSearch: (q: string) => void;
  onTag: (tag: ProjectTag | null) => void;
}

/**
 * The search box (runs a pause after typing stops, or at once on Enter / Search) and the ten tags
 * as chips: one tag at a time, pressing the chosen one again clears it.
 */
export function GuideSearch({ q, tag, onSearch, onTag }: GuideSearchProps) {
  const [draft, setDraft] = useState(q);
  const submitted = useRef(q);
  // A search set from outside (Clear, the back button) shows in the box.
  useEffect(() => {
    if (q !== submitted.current) {
      submitted.current = q;
      setDraft(q);
    }
  }, [q]);

  const submit = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === submitted.current) return;
    submitted.current = trimmed;
    onSearch(trimmed);
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    const timer = setTimeout(() => submitRef.current(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <div className="flex flex-col gap-4">
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(draft);
          }}
          className="flex w-full gap-2 sm:max-w-xl"
        >
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              aria-label={text.searchLabel}
              placeholder={text.searchPlaceholder}
              maxLength={GUIDE_LIST_LIMITS.qMax}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25 [&::-webkit-search-cancel-button]:hidden"
            />
            {draft ? (
              <button
                type="button"
                aria-label="Clear search"
                onClick={() => {
                  setDraft('');
                  submit('');
                }}
                className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
          <Button type="submit" variant="secondary">
            {text.searchButton}
          </Button>
        </form>
      </search>
      <fieldset>
        <legend className="sr-only">{text.tagsLabel}</legend>
        <ul className="flex flex-wrap gap-2">
          {PROJECT_TAGS.map((name) => {
            const active = tag === name;
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onTag(active ? null : name)}
                  className={cn(
                    'h-8 rounded-full border px-3 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                    active
                      ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                  )}
                >
                  {name}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
