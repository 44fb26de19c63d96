import {
  messages,
  type RepositoryDeleteInput,
  type RepositoryItem,
  type RepositoryKind,
  type RepositoryUpdateInput,
} from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageChoice } from '@/features/repository/image-picker';
import { repositoryActionError } from '@/features/repository/repository-errors';
import {
  type ItemFormValues,
  itemFields,
  itemIdOf,
  itemImagePath,
  itemKindOf,
} from '@/features/repository/repository-items';
import { useUploadQueueInstance } from '@/features/uploads/use-upload-queue';
import { useTRPC } from '@/lib/trpc';

export type SavePhase = 'uploading' | 'saving';

export interface SaveRequest {
  /** The item being edited; null adds a new one. */
  item: RepositoryItem | null;
  values: ItemFormValues;
  image: ImageChoice;
  onPhase: (phase: SavePhase) => void;
}

/** `undefined`: leave the stored image as it is; null: no image; a string: this stored file. */
type ImagePathChange = string | null | undefined;

type ItemPatch = Omit<Extract<RepositoryUpdateInput, { kind: 'tools' }>, 'kind' | 'item_id'>;

function updateInput(
  kind: RepositoryKind,
  item_id: string,
  patch: ItemPatch,
): RepositoryUpdateInput {
  return kind === 'tools' ? { kind, item_id, ...patch } : { kind, item_id, ...patch };
}

function deleteInput(kind: RepositoryKind, item_id: string): RepositoryDeleteInput {
  return kind === 'tools' ? { kind, item_id } : { kind, item_id };
}

/** The list of one kind reloads after each successful add, edit or delete (spec 4). */
function useReloadList(kind: RepositoryKind) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.repository.list.queryKey({ kind }) });
}

/**
 * Adds or edits a tool or material. A new image goes through the upload queue first; when that
 * upload fails the item is saved without the new image ('Failed to upload image. Tool will be
 * saved without image.'). Resolves with null on success, or the spec 8 message to show.
 */
export function useSaveRepositoryItem(kind: RepositoryKind) {
  const trpc = useTRPC();
  const queue = useUploadQueueInstance();
  const reload = useReloadList(kind);
  const create = useMutation(trpc.repository.create.mutationOptions());
  const update = useMutation(trpc.repository.update.mutationOptions());

  async function uploadImage(file: File): Promise<string | null> {
    const id = queue.enqueue(file, { purpose: 'repository-image', repositoryKind: kind });
    const settled = await queue.settled(id);
    queue.remove(id);
    return settled.status === 'done' && settled.result ? settled.result.path : null;
  }

  async function imagePathFor(request: SaveRequest): Promise<ImagePathChange> {
    const { image, item } = request;
    if (image.kind === 'stored') return item ? undefined : image.path;
    if (image.kind === 'none') return item && itemImagePath(item) === null ? undefined : null;
    request.onPhase('uploading');
    const path = await uploadImage(image.file);
    if (path) return path;
    toast.warning(messages.repository.imageUploadFailedSaveWithout(itemKindOf(kind)));
    return item ? undefined : null;
  }

  return async function save(request: SaveRequest): Promise<string | null> {
    const image_path = await imagePathFor(request);
    request.onPhase('saving');
    const fields = itemFields(request.values);
    const { item } = request;
    try {
      if (item) {
        const patch = { ...fields, ...(image_path === undefined ? {} : { image_path }) };
        await update.mutateAsync(updateInput(kind, itemIdOf(item), patch));
      } else {
        await create.mutateAsync({ kind, ...fields, image_path: image_path ?? null });
      }
    } catch (error) {
      return repositoryActionError(item ? 'editing' : 'adding', kind, error);
    }
    await reload();
    return null;
  };
}

/** Deletes a tool or material; resolves with null on success, or the spec 8 message. */
export function useDeleteRepositoryItem(kind: RepositoryKind) {
  const trpc = useTRPC();
  const reload = useReloadList(kind);
  const remove = useMutation(trpc.repository.delete.mutationOptions());
  return async function deleteItem(item: RepositoryItem): Promise<string | null> {
    try {
      await remove.mutateAsync(deleteInput(kind, itemIdOf(item)));
    } catch (error) {
      return repositoryActionError('deleting', kind, error);
    }
    await reload();
    return null;
  };
}
