import { creationTexts } from '@/features/creation/texts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes for people: '850 KB', '12.3 MB', '4.0 GB' (powers of 1024, as the upload limits). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** A video duration: '0:07', '4:05', '1:02:03'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The estimated time remaining: 'About 2 min left', 'About 40 s left', 'About 1 h 5 min left';
 * 'Estimating the time left...' before there is an estimate.
 */
export function formatRemaining(ms: number | null): string {
  if (ms === null) return creationTexts.estimating;
  const seconds = Math.ceil(ms / 1000);
  if (seconds <= 0) return creationTexts.almostDone;
  if (seconds < 60) return creationTexts.remaining(`${Math.ceil(seconds / 5) * 5} s`);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return creationTexts.remaining(`${minutes} min`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return creationTexts.remaining(rest > 0 ? `${hours} h ${rest} min` : `${hours} h`);
}
