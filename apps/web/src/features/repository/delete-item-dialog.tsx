import { messages, type RepositoryItem, type RepositoryKind } from '@stepwise/contracts';
import { ConfirmDialog, toast } from '@stepwise/ui';
import { useState } from 'react';
import { itemNounOf } from '@/features/repository/repository-items';
import { useDeleteRepositoryItem } from '@/features/repository/use-repository-actions';

export interface DeleteItemDialogProps {
  kind: RepositoryKind;
  item: RepositoryItem;
  onClose: () => void;
}

/** Spec 5: deleting a repository item is confirmed first. */
export function DeleteItemDialog({ kind, item, onClose }: DeleteItemDialogProps) {
  const noun = itemNounOf(kind);
  const deleteItem = useDeleteRepositoryItem(kind);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const problem = await deleteItem(item);
    setBusy(false);
    if (problem) toast.warning(problem);
    else toast.success(`${noun} "${item.name}" deleted.`);
    onClose();
  }

  return (
    <ConfirmDialog
      open
      title={`Delete ${noun}`}
      message={`Are you sure you want to delete "${item.name}" from your repository? This action cannot be undone.`}
      confirmLabel={messages.projectCard.delete}
      busy={busy}
      busyLabel={messages.projectCard.deleting}
      tone="danger"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
