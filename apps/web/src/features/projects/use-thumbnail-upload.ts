import { messages, storageFileUrl } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withThumbnail } from '@/features/projects/project-lists';
import { projectTexts } from '@/features/projects/texts';
import { useUploadItem, useUploadQueueInstance } from '@/features/uploads/use-upload-queue';
import { uploadRefusal } from '@/features/uploads/validation';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

export interface ThumbnailUploadState {
  /** Picks up a chosen file: checks it, uploads it through the queue, then records it. */
  upload: (file: File) => Promise<void>;
  uploading: boolean;
  /** 0..100 while uploading, else null. */
  percent: number | null;
  /** The uploaded thumbnail's URL when the database could not be updated (shown anyway). */
  unsavedUrl: string | null;
}

/** Upload/Replace Thumbnail of one card (spec 2, 5 "Thumbnail", 8 "My Projects"). */
export function useThumbnailUpload(
  uid: string,
  project: { project_id: string; name: string },
): ThumbnailUploadState {
  const queue = useUploadQueueInstance();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [unsavedUrl, setUnsavedUrl] = useState<string | null>(null);
  const item = useUploadItem(uploadId);

  const record = async (path: string) => {
    const reply = await client.projects.updateThumbnail.mutate({
      project_id: project.project_id,
      thumbnail_path: path,
    });
    const listKey = trpc.projects.list.queryKey({ uid });
    const url = reply.thumbnail_url ?? storageFileUrl(path);
    queryClient.setQueryData(listKey, (lists) =>
      lists ? withThumbnail(lists, project.project_id, url) : lists,
    );
    void queryClient.invalidateQueries({ queryKey: listKey });
  };

  const upload = async (file: File) => {
    const refusal = uploadRefusal('thumbnail', file);
    if (refusal) {
      toast.warning(refusal);
      return;
    }
    let id: string;
    try {
      id = queue.enqueue(file, { purpose: 'thumbnail', projectId: project.project_id });
    } catch {
      toast.warning(messages.myProjects.thumbnailSetupFailed);
      return;
    }
    setUploadId(id);
    setUploading(true);
    try {
      const settled = await queue.settled(id);
      if (settled.status !== 'done' || !settled.result) {
        toast.warning(
          settled.error
            ? messages.myProjects.thumbnailUploadFailedReason(settled.error)
            : messages.myProjects.thumbnailUploadFailed,
        );
        return;
      }
      try {
        await record(settled.result.path);
        setUnsavedUrl(null);
        toast.success(messages.myProjects.thumbnailUploaded(project.name));
      } catch {
        setUnsavedUrl(settled.result.url);
        toast.warning(projectTexts.databaseNotUpdated(project.name));
      }
    } finally {
      setUploading(false);
      setUploadId(null);
      queue.remove(id);
    }
  };

  const percent =
    uploading && item && item.bytesTotal > 0
      ? Math.min(100, Math.round((item.bytesUploaded / item.bytesTotal) * 100))
      : uploading
        ? 0
        : null;
  return { upload, uploading, percent, unsavedUrl };
}
