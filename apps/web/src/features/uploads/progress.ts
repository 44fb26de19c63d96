/**
 * Transfer-rate bookkeeping for one attempt of one upload (an attempt starts at every start,
 * resume or retry, from whatever offset the server reports).
 */
export interface RateSample {
  /** When and at which byte the attempt's first progress event arrived. */
  readonly startedAt: number;
  readonly startBytes: number;
  /** The last point the smoothed speed was computed from. */
  readonly lastAt: number;
  readonly lastBytes: number;
  /** Bytes per second, exponentially smoothed; 0 until the first interval is measured. */
  readonly speed: number;
}

/** Speed samples closer together than this are merged (progress events can come in bursts). */
export const RATE_MIN_INTERVAL_MS = 200;
/** Time constant of the smoothing: older intervals lose weight over about this long. */
export const RATE_SMOOTHING_MS = 3000;
/** No ETA before the attempt has run this long; the first instants say little. */
export const ETA_MIN_ELAPSED_MS = 500;

export function startRate(now: number, bytes: number): RateSample {
  return { startedAt: now, startBytes: bytes, lastAt: now, lastBytes: bytes, speed: 0 };
}

/** Folds a new progress reading into the smoothed speed. */
export function updateRate(sample: RateSample, now: number, bytes: number): RateSample {
  const dt = now - sample.lastAt;
  if (dt < RATE_MIN_INTERVAL_MS) return sample;
  const instant = (Math.max(0, bytes - sample.lastBytes) * 1000) / dt;
  const weight = sample.speed === 0 ? 1 : 1 - Math.exp(-dt / RATE_SMOOTHING_MS);
  return {
    ...sample,
    lastAt: now,
    lastBytes: bytes,
    speed: sample.speed + weight * (instant - sample.speed),
  };
}

/** Average bytes per second of the attempt so far, or 0 when it cannot be told yet. */
export function averageRate(sample: RateSample, now: number, bytes: number): number {
  const elapsed = now - sample.startedAt;
  const moved = bytes - sample.startBytes;
  if (elapsed < ETA_MIN_ELAPSED_MS || moved <= 0) return 0;
  return (moved * 1000) / elapsed;
}

/** Seconds left at the attempt's average rate (elapsed time and progress), or null if unknown. */
export function etaSeconds(
  sample: RateSample,
  now: number,
  bytes: number,
  total: number,
): number | null {
  const rate = averageRate(sample, now, bytes);
  if (rate === 0) return null;
  return Math.max(0, total - bytes) / rate;
}
