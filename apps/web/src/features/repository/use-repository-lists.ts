import type { RepositoryKind } from '@stepwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * Both lists load at once, so both tab counts are right from the start. A failed load is not
 * retried behind the person's back: the Connection Error box offers Retry (spec 8).
 */
export function useRepositoryLists() {
  const trpc = useTRPC();
  const options = { retry: false } as const;
  const tools = useQuery({ ...trpc.repository.list.queryOptions({ kind: 'tools' }), ...options });
  const materials = useQuery({
    ...trpc.repository.list.queryOptions({ kind: 'materials' }),
    ...options,
  });
  return { tools, materials } satisfies Record<RepositoryKind, unknown>;
}
