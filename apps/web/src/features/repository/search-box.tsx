import { Search, X } from 'lucide-react';

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The repository's client-side search by name or specification. */
export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        placeholder="Search by name or specification"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
