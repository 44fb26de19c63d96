import { averageRate, type RateSample } from '@/features/uploads/progress';
import type { UploadItem, UploadTotals } from '@/features/uploads/types';

export interface TotalsInput {
  readonly item: UploadItem;
  readonly rate: RateSample | null;
}

/**
 * Sums the queue. Canceled and failed items are left out of the bytes (they will not finish
 * unless retried); the ETA is the bytes still to go of queued and active items at the active
 * items' combined average rate.
 */
export function computeTotals(entries: Iterable<TotalsInput>, now: number): UploadTotals {
  let bytesTotal = 0;
  let bytesUploaded = 0;
  let speed = 0;
  let rate = 0;
  let remaining = 0;
  const counts = { queued: 0, active: 0, paused: 0, done: 0, failed: 0 };
  for (const { item, rate: sample } of entries) {
    switch (item.status) {
      case 'canceled':
        continue;
      case 'failed':
        counts.failed++;
        continue;
      case 'done':
        counts.done++;
        break;
      case 'paused':
        counts.paused++;
        break;
      case 'queued':
        counts.queued++;
        remaining += item.bytesTotal - item.bytesUploaded;
        break;
      case 'uploading':
      case 'retrying':
        counts.active++;
        remaining += item.bytesTotal - item.bytesUploaded;
        speed += item.speed;
        if (sample) rate += averageRate(sample, now, item.bytesUploaded);
        break;
    }
    bytesTotal += item.bytesTotal;
    bytesUploaded += item.bytesUploaded;
  }
  const pending = counts.queued + counts.active;
  const progress = bytesTotal > 0 ? bytesUploaded / bytesTotal : counts.done > 0 ? 1 : 0;
  let eta: number | null = null;
  if (pending > 0 && remaining === 0) eta = 0;
  else if (pending > 0 && rate > 0) eta = remaining / rate;
  return { bytesTotal, bytesUploaded, progress, speed, eta, ...counts };
}
