import { Keyboard } from 'lucide-react';
import { useId } from 'react';
import { SHORTCUT_LIST } from './player-shortcuts';
import { playerTexts } from './texts';

export interface ShortcutsHelpProps {
  open: boolean;
  onToggle: () => void;
}

/** A disclosure with the player's keyboard shortcuts (also toggled by `?`). */
export function ShortcutsHelp({ open, onToggle }: ShortcutsHelpProps) {
  const listId = useId();
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
          className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3"
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
