import { SPLIT_PANEL_PERCENT } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';

const STORAGE_KEY = 'stepwise.authoring.split';

export const clampSplit = (percent: number): number =>
  Math.min(SPLIT_PANEL_PERCENT.max, Math.max(SPLIT_PANEL_PERCENT.min, percent));

function storedSplit(): number {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? clampSplit(value) : SPLIT_PANEL_PERCENT.default;
  } catch {
    return SPLIT_PANEL_PERCENT.default;
  }
}

/**
 * Two panels side by side with a draggable divider (spec 2: the left panel is 25-75% wide,
 * 45% by default). The divider is a focusable separator: arrow keys move it by 1% (5% with
 * Shift), Home / End go to the limits. The width is remembered in this browser. Below the
 * large-screen threshold the panels stack.
 */
export function ResizableSplit({
  left,
  right,
  label,
}: {
  left: ReactNode;
  right: ReactNode;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [percent, setPercent] = useState(storedSplit);
  const dragging = useRef(false);

  const commit = (next: number) => {
    const value = Math.round(clampSplit(next) * 10) / 10;
    setPercent(value);
    try {
      localStorage.setItem(STORAGE_KEY, String(value));
    } catch {
      // Private mode: the width is kept for this visit only.
    }
  };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    commit(((event.clientX - box.left) / box.width) * 100);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, number> = {
      ArrowLeft: percent - step,
      ArrowRight: percent + step,
      Home: SPLIT_PANEL_PERCENT.min,
      End: SPLIT_PANEL_PERCENT.max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  return (
    <div
      ref={container}
      className="flex min-h-0 flex-col gap-4 lg:flex-row lg:gap-0"
      style={{ ['--split' as string]: `${percent}%` }}
    >
      {/* The left panel is the whole --split share; the divider between the panels is the gap. */}
      <div className="min-w-0 lg:w-[var(--split)] lg:shrink-0">{left}</div>
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable splitter has no native element; role=separator with a value is the ARIA pattern. */}
      <div
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation="vertical"
        aria-valuemin={SPLIT_PANEL_PERCENT.min}
        aria-valuemax={SPLIT_PANEL_PERCENT.max}
        aria-valuenow={percent}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragging.current) fromPointer(event);
        }}
        onPointerUp={(event) => {
          dragging.current = false;
          event.currentTarget.releasePointerCapture(event.pointerId);
        }}
        className={cn(
          'group hidden w-5 shrink-0 cursor-col-resize touch-none items-stretch justify-center lg:flex',
          'focus-visible:outline-2 focus-visible:outline-brand-500',
        )}
      >
        <span className="w-px bg-slate-200 transition-colors group-hover:w-0.5 group-hover:bg-brand-400" />
      </div>
      <div className="min-w-0 flex-1">{right}</div>
    </div>
  );
}
