import { messages, type RepositoryKind, type UploadedFileRecord } from '@stepwise/contracts';
import type { StepItemDraft, StepItemKind } from '@stepwise/machines';
import { toast } from '@stepwise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositoryActionError } from '@/features/repository/repository-errors';
import { itemFields, itemIdOf } from '@/features/repository/repository-items';
import { useUploadQueueInstance } from '@/features/uploads/use-upload-queue';
import { useTRPC } from '@/lib/trpc';

export const REPOSITORY_KIND: Readonly<Record<StepItemKind, RepositoryKind>> = {
  tool: 'tools',
  material: 'materials',
};

const IMAGE_PURPOSE = { tool: 'step-tool-image', material: 'step-material-image' } as const;

export interface NewItemValues {
  name: string;
  specification: string;
  purchaseLink: string;
  /** Raw input; the editor coerces it to an integer >= 1. */
  quantity: string;
}

export interface NewItemRequest {
  values: NewItemValues;
  image: File | null;
  saveToRepository: boolean;
}

/**
 * Adds a typed-in tool or material to the step (spec 5 "Tool or material in a step or
 * repository"): its image is uploaded into the project's folder first (a failure saves the item
 * without it: 'Failed to upload image. Tool will be saved without image.'), then, when asked, the
 * item is created in the creator's repository with that image (a failure there is reported and
 * the step keeps the item). Resolves with the draft to send as `tool.add` / `material.add`.
 */
export function useAddNewItem(kind: StepItemKind, projectId: string) {
  const trpc = useTRPC();
  const queue = useUploadQueueInstance();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.repository.create.mutationOptions());
  const repositoryKind = REPOSITORY_KIND[kind];

  async function uploadImage(file: File): Promise<UploadedFileRecord | null> {
    const id = queue.enqueue(file, { purpose: IMAGE_PURPOSE[kind], projectId });
    const settled = await queue.settled(id);
    queue.remove(id);
    return settled.status === 'done' ? settled.result : null;
  }

  async function saveToRepository(
    values: NewItemValues,
    imagePath: string | null,
  ): Promise<string | null> {
    try {
      const created = await create.mutateAsync({
        kind: repositoryKind,
        ...itemFields(values),
        image_path: imagePath,
      });
      await queryClient.invalidateQueries({
        queryKey: trpc.repository.list.queryKey({ kind: repositoryKind }),
      });
      return itemIdOf(created);
    } catch (error) {
      toast.error(repositoryActionError('adding', repositoryKind, error));
      return null;
    }
  }

  return async function prepare(request: NewItemRequest): Promise<StepItemDraft> {
    const { values, image } = request;
    const record = image ? await uploadImage(image) : null;
    if (image && !record) {
      toast.warning(messages.repository.imageUploadFailedSaveWithout(kind));
    }
    const repositoryId = request.saveToRepository
      ? await saveToRepository(values, record?.path ?? null)
      : null;
    return {
      name: values.name,
      specification: values.specification,
      purchaseLink: values.purchaseLink,
      quantity: values.quantity,
      imageUrl: record?.url ?? null,
      imagePath: record?.path ?? null,
      repositoryId,
    };
  };
}
