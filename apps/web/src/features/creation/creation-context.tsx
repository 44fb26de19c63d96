import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, use } from 'react';
import type { CreationRuntime, CreationSnapshot } from '@/features/creation/creation-runtime';

const CreationContext = createContext<CreationRuntime | null>(null);

/** Shares the page's creation machine with the parts of the screen. */
export function CreationProvider({
  runtime,
  children,
}: {
  runtime: CreationRuntime;
  children: ReactNode;
}) {
  return <CreationContext value={runtime}>{children}</CreationContext>;
}

export function useCreation(): CreationRuntime {
  const runtime = use(CreationContext);
  if (!runtime) throw new Error('useCreation must be used inside <CreationProvider>');
  return runtime;
}

/** Exactly the slice of the creation snapshot a component shows. */
export function useCreationSelector<T>(
  selector: (snapshot: CreationSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useCreation().actor, selector, compare);
}
