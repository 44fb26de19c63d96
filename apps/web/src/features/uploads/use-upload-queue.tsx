import { createContext, type ReactNode, use, useRef, useSyncExternalStore } from 'react';
import type { UploadItem, UploadQueueSnapshot, UploadTotals } from '@/features/uploads/types';
import type { UploadQueue } from '@/features/uploads/upload-queue';

const UploadQueueContext = createContext<UploadQueue | null>(null);

/**
 * Shares one queue below it, so uploads carry on while the person moves between screens. `null`
 * provides none (signed out) while keeping the tree's shape, so nothing below remounts at sign-in.
 */
export function UploadQueueProvider({
  queue,
  children,
}: {
  queue: UploadQueue | null;
  children: ReactNode;
}) {
  return <UploadQueueContext value={queue}>{children}</UploadQueueContext>;
}

/** The queue itself, for its actions: enqueue, pause, resume, cancel, retry ... */
export function useUploadQueueInstance(): UploadQueue {
  const queue = use(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue must be used inside <UploadQueueProvider>');
  return queue;
}

interface Selection<T> {
  snapshot: UploadQueueSnapshot;
  selector: (snapshot: UploadQueueSnapshot) => T;
  value: T;
}

/**
 * Reads a slice of the queue. The component re-renders only when the slice changes by `isEqual`
 * (default `Object.is`; items are immutable, so selecting one item is cheap and stable).
 */
export function useUploadQueue<T>(
  selector: (snapshot: UploadQueueSnapshot) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const queue = useUploadQueueInstance();
  const last = useRef<Selection<T> | null>(null);
  const read = (): T => {
    const snapshot = queue.getSnapshot();
    const previous = last.current;
    if (previous?.snapshot === snapshot && previous.selector === selector) return previous.value;
    const next = selector(snapshot);
    const value = previous && isEqual(previous.value, next) ? previous.value : next;
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(queue.subscribe, read, read);
}

export function shallowEqualArrays<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** One item by id (null when there is none). */
export function useUploadItem(id: string | null | undefined): UploadItem | null {
  return useUploadQueue((snapshot) => snapshot.items.find((item) => item.id === id) ?? null);
}

/** The items that pass `predicate` (all by default), re-rendering only when one of them changes. */
export function useUploadItems(predicate?: (item: UploadItem) => boolean): readonly UploadItem[] {
  return useUploadQueue(
    (snapshot) => (predicate ? snapshot.items.filter(predicate) : snapshot.items),
    shallowEqualArrays,
  );
}

export function useUploadTotals(): UploadTotals {
  return useUploadQueue((snapshot) => snapshot.totals);
}
