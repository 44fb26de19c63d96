import type { EditorSupplementaryFile } from '@stepwise/machines';
import { useState } from 'react';
import type { UploadItem } from '@/features/uploads/types';
import { useUploadQueueInstance } from '@/features/uploads/use-upload-queue';

/** A chosen supplementary file: uploading (or uploaded) through the queue, not yet in the step. */
export interface PendingFile {
  /** The upload's id in the queue. */
  uploadId: string;
  fileName: string;
  size: number;
  type: string;
  displayName: string;
}

export interface PendingFiles {
  readonly files: readonly PendingFile[];
  /** Starts uploading each file at once (purpose 'supplementary-file'). */
  choose: (files: readonly File[]) => void;
  rename: (uploadId: string, displayName: string) => void;
  /** Cancels the upload when it is still running and forgets the file. */
  discard: (uploadId: string) => void;
  /** The step's entry for an uploaded file (and forgets it here). */
  take: (pending: PendingFile, uploaded: UploadItem) => EditorSupplementaryFile | null;
}

/**
 * The supplementary files being uploaded. Kept by the tabs (not by the Files tab), so an upload
 * carries on and stays listed while the author looks at another tab.
 */
export function usePendingFiles(projectId: string): PendingFiles {
  const queue = useUploadQueueInstance();
  const [files, setFiles] = useState<readonly PendingFile[]>([]);
  const forget = (uploadId: string) =>
    setFiles((current) => current.filter((file) => file.uploadId !== uploadId));

  return {
    files,
    choose(chosen) {
      const added = chosen.map((file) => ({
        uploadId: queue.enqueue(file, { purpose: 'supplementary-file', projectId }),
        fileName: file.name,
        size: file.size,
        type: file.type,
        displayName: '',
      }));
      setFiles((current) => [...current, ...added]);
    },
    rename(uploadId, displayName) {
      setFiles((current) =>
        current.map((file) => (file.uploadId === uploadId ? { ...file, displayName } : file)),
      );
    },
    discard(uploadId) {
      queue.remove(uploadId);
      forget(uploadId);
    },
    take(pending, uploaded) {
      if (uploaded.status !== 'done' || !uploaded.result) return null;
      queue.remove(pending.uploadId);
      forget(pending.uploadId);
      return {
        displayName: pending.displayName.trim(),
        originalFilename: pending.fileName,
        fileSizeBytes: pending.size,
        mimeType: pending.type || uploaded.result.type || null,
        fileUrl: uploaded.result.url,
        filePath: uploaded.result.path,
        file: null,
      };
    },
  };
}
