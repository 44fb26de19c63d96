import { BUY_LIST_TOAST_DURATION_MS } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addAllToBuyList,
  addToBuyList,
  type BuyListItem,
  buyListItemFromServer,
  readStoredBuyList,
  removeFromBuyList,
  setBuyItemQuantity,
  writeStoredBuyList,
} from '@/features/finalize/buy-list';
import { finalizeTexts as texts } from '@/features/finalize/texts';
import { useTRPC } from '@/lib/trpc';

export type BuyListStatus = 'loading' | 'ready';

export interface BuyListState {
  items: readonly BuyListItem[];
  /** 'loading' only while nothing is saved locally and the server's list has not come. */
  status: BuyListStatus;
  /** A non-blocking warning: the server could not be read or did not take the last change. */
  warning: string | null;
  clearing: boolean;
  /** Adds one item, merged into an equal one (same name + specification) by quantity. */
  add: (item: BuyListItem) => void;
  /** Adds several items (the steps' tools and materials), each merged the same way. */
  addAll: (items: readonly BuyListItem[]) => void;
  remove: (index: number) => void;
  setQuantity: (index: number, quantity: number) => void;
  /** Empties the list here and on the server (DELETE); call it after the confirmation. */
  clear: () => Promise<void>;
}

interface LocalList {
  projectId: string;
  /** null while no list is saved locally (the server's is loading). */
  items: BuyListItem[] | null;
}

const showSuccess = (text: string) =>
  toast.success(text, { duration: BUY_LIST_TOAST_DURATION_MS, id: 'buy-list' });

/**
 * A project's buy list (spec 4 "Buy list"): restored from local storage when saved there,
 * otherwise loaded from the server and cached. Every change is saved locally and sent to the
 * server (PATCH); a server failure only shows a warning. Successes toast for 3 s.
 */
export function useBuyList(projectId: string): BuyListState {
  const trpc = useTRPC();
  const [local, setLocal] = useState<LocalList>(() => ({
    projectId,
    items: readStoredBuyList(projectId),
  }));
  const current: LocalList =
    local.projectId === projectId ? local : { projectId, items: readStoredBuyList(projectId) };
  if (current !== local) setLocal(current);
  const [warning, setWarning] = useState<string | null>(null);

  // Read once per visit, and forgotten when the view goes (gcTime 0): the list changes here
  // (PATCH) and on Finish Project, so an answer kept from an earlier visit is out of date, and
  // showing it would also overwrite the server's list with it on the next change.
  const server = useQuery({
    ...trpc.buyList.get.queryOptions({ project_id: projectId }),
    enabled: current.items === null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (current.items !== null || !server.data) return;
    const items = server.data.map(buyListItemFromServer);
    writeStoredBuyList(projectId, items);
    setLocal({ projectId, items });
  }, [current.items, server.data, projectId]);

  const loadFailed = current.items === null && server.isError;
  const items = current.items ?? [];
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const replace = useMutation(trpc.buyList.replace.mutationOptions());
  const clearOnServer = useMutation(trpc.buyList.clear.mutationOptions());
  const { mutate: sendReplace } = replace;

  const commit = useCallback(
    (next: BuyListItem[], success: string) => {
      itemsRef.current = next;
      writeStoredBuyList(projectId, next);
      setLocal({ projectId, items: next });
      showSuccess(success);
      sendReplace(
        { project_id: projectId, items: next },
        {
          onSuccess: () => setWarning(null),
          onError: () => setWarning(texts.saveFailed),
        },
      );
    },
    [projectId, sendReplace],
  );

  const add = useCallback(
    (item: BuyListItem) => commit(addToBuyList(itemsRef.current, item), texts.added(item.name)),
    [commit],
  );
  const addAll = useCallback(
    (added: readonly BuyListItem[]) => {
      if (added.length === 0) return;
      commit(addAllToBuyList(itemsRef.current, added), texts.addedFromSteps(added.length));
    },
    [commit],
  );
  const remove = useCallback(
    (index: number) => {
      const item = itemsRef.current[index];
      if (item) commit(removeFromBuyList(itemsRef.current, index), texts.removed(item.name));
    },
    [commit],
  );
  const setQuantity = useCallback(
    (index: number, quantity: number) => {
      const next = setBuyItemQuantity(itemsRef.current, index, quantity);
      const item = next[index];
      if (item && item.quantity !== itemsRef.current[index]?.quantity) {
        commit(next, texts.quantityChanged(item.name, item.quantity));
      }
    },
    [commit],
  );

  const { mutateAsync: sendClear } = clearOnServer;
  const clear = useCallback(async () => {
    try {
      await sendClear({ project_id: projectId });
      setWarning(null);
    } catch {
      setWarning(texts.clearFailed);
    }
    itemsRef.current = [];
    writeStoredBuyList(projectId, []);
    setLocal({ projectId, items: [] });
    showSuccess(texts.cleared);
  }, [projectId, sendClear]);

  return {
    items,
    status: current.items === null && !loadFailed ? 'loading' : 'ready',
    warning: warning ?? (loadFailed ? texts.loadFailed : null),
    clearing: clearOnServer.isPending,
    add,
    addAll,
    remove,
    setQuantity,
    clear,
  };
}
