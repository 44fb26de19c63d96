import { Keyboard } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { SHORTCUT_LIST } from './player-shortcuts';
import { playerTexts } from './texts';

export interface ShortcutsHelpProps {
  open: boolean;
  onToggle: () => void;
}

/** A disclosure with the player's keyboard shortcuts (also toggled by `?` anywhere in the editor). */
export function ShortcutsHelp({ open, onToggle }: ShortcutsHelpProps) {
  const listId = useId();
  const listRef = useRef<HTMLDListElement>(null);
  // Opened with `?` from anywhere in the editor, the list may be scrolled out of sight (or, from
  // the large-screen width, under the floating timeline: hence the scroll margin).
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  return (
    <div className="text-sm">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-keyshortcuts="?"
        className="inline-flex items-center gap-1.5 rounded text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Keyboard aria-hidden="true" className="size-4" />
        {playerTexts.shortcuts}
      </button>
      {open ? (
        <dl
          id={listId}
          ref={listRef}
          className="mt-2 grid scroll-mb-4 grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 lg:scroll-mb-52"
        >
          {SHORTCUT_LIST.map(({ keys, action }) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">
                  {keys}
                </kbd>
              </dt>
              <dd className="text-slate-700">{action}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
