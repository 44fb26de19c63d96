import type { UploadItem } from '@/features/uploads/types';

/** Whole percent of an upload (0 before its size is known). */
export function uploadPercent(item: Pick<UploadItem, 'bytesUploaded' | 'bytesTotal'>): number {
  if (item.bytesTotal <= 0) return 0;
  return Math.min(100, Math.floor((item.bytesUploaded / item.bytesTotal) * 100));
}
