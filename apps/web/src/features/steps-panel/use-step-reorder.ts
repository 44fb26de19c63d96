import {
  type DragEvent,
  type KeyboardEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { stepsPanelTexts as texts } from '@/features/steps-panel/texts';

/** The control of a row that keeps the focus after a move. */
export type MoveControl = 'row' | 'up' | 'down';

/** Where a dragged row would land: before the row at `index`, or after it. */
export interface DropMark {
  index: number;
  after: boolean;
}

export interface StepReorder {
  /** Moves the row at `from` to `to` and keeps the focus on `control` of the moved row. */
  move: (from: number, to: number, control: MoveControl) => void;
  /** Alt+ArrowUp / Alt+ArrowDown on a focused row. */
  onRowKeyDown: (event: KeyboardEvent, index: number) => void;
  onDragStart: (event: DragEvent, index: number) => void;
  onDragOver: (event: DragEvent<HTMLElement>, index: number) => void;
  onDrop: (event: DragEvent<HTMLElement>, index: number) => void;
  onDragEnd: () => void;
  /** The row being dragged, and the drop mark shown while dragging over a row. */
  dragging: number | null;
  dropMark: DropMark | null;
  /** What the live region says after a move. */
  announcement: string;
}

/** Before or after the row under the pointer, by which half of it the pointer is over. */
function dropMarkOf(event: DragEvent<HTMLElement>, index: number): DropMark {
  const box = event.currentTarget.getBoundingClientRect();
  return { index, after: event.clientY > box.top + box.height / 2 };
}

/** The `to` of a move that puts the row at `from` at the drop mark. */
function targetOf(from: number, mark: DropMark): number {
  const slot = mark.index + (mark.after ? 1 : 0);
  return slot > from ? slot - 1 : slot;
}

/**
 * Reordering the steps sidebar: drag a row's handle onto another row (native drag and drop),
 * Move up / Move down, or Alt+Arrow keys on a focused row. After a move the focus follows the
 * moved step to its new place and a live region says where it went.
 */
export function useStepReorder({
  count,
  names,
  onMove,
  listRef,
}: {
  count: number;
  names: readonly string[];
  onMove: ((from: number, to: number) => void) | undefined;
  listRef: RefObject<HTMLOListElement | null>;
}): StepReorder {
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropMark, setDropMark] = useState<DropMark | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<{ index: number; control: MoveControl; name: string } | null>(null);

  // Once the list shows the new order, focus the moved step's control and say where it went.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending || names[pending.index] !== pending.name) return;
    const target = listRef.current?.querySelector<HTMLElement>(
      `[data-step-index="${pending.index}"] [data-control="${pending.control}"]`,
    );
    target?.focus();
    setAnnouncement(texts.moved(pending.name, pending.index + 1));
  }, [names, listRef]);

  const move = (from: number, to: number, control: MoveControl) => {
    if (!onMove || from === to || to < 0 || to >= count || from < 0 || from >= count) return;
    pendingFocus.current = { index: to, control, name: names[from] ?? '' };
    onMove(from, to);
  };

  const clearDrag = () => {
    setDragging(null);
    setDropMark(null);
  };

  return {
    move,
    onRowKeyDown: (event, index) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1), 'row');
    },
    onDragStart: (event, index) => {
      setDragging(index);
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with data set.
      event.dataTransfer.setData('text/plain', String(index));
      const row = (event.currentTarget as HTMLElement).closest('li');
      if (row) event.dataTransfer.setDragImage(row, 16, 16);
    },
    onDragOver: (event, index) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const mark = dropMarkOf(event, index);
      if (mark.index !== dropMark?.index || mark.after !== dropMark.after) setDropMark(mark);
    },
    onDrop: (event, index) => {
      if (dragging === null) return;
      event.preventDefault();
      const from = dragging;
      clearDrag();
      move(from, targetOf(from, dropMarkOf(event, index)), 'row');
    },
    onDragEnd: clearDrag,
    dragging,
    dropMark,
    announcement,
  };
}
