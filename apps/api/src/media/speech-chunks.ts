import type { FrameLevels } from './wav';

/** A stretch of speech to decode on its own, in 10 ms frames from the start of the file. */
export interface Utterance {
  startFrame: number;
  endFrame: number;
}

export interface UtteranceOptions {
  /** Quiet shorter than this stays inside an utterance (default 300 ms). */
  minPauseMs?: number;
  /** Quiet kept around the speech on either side, where the pause allows (default 200 ms). */
  paddingMs?: number;
  /** Longer speech is cut at its quietest frame (default 30 s). */
  maxUtteranceMs?: number;
}

/** Nothing quieter than this (dBFS) counts as speech, whatever the noise floor. */
const SPEECH_FLOOR_DB = -50;
/** Speech stands at least this far (dB) above the noise floor. */
const SPEECH_ABOVE_NOISE_DB = 15;
/** Speech shorter than this (a click, a knock) is not an utterance. */
const MIN_SPEECH_MS = 100;

function percentile(values: Float32Array, p: number): number {
  if (values.length === 0) return -120;
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * How far (dB) the speech stands above the noise: the 90th percentile of the frames' loudness
 * against the 10th (the quiet between words). About 45 dB for a quiet room, about 20 in a
 * workshop with a fan running.
 */
export function speechToNoiseDb(levels: FrameLevels): number {
  return percentile(levels.db, 90) - percentile(levels.db, 10);
}

/** The loudness above which a frame is speech, from the recording's own noise floor. */
export function speechThreshold(levels: FrameLevels): number {
  return Math.max(SPEECH_FLOOR_DB, percentile(levels.db, 10) + SPEECH_ABOVE_NOISE_DB);
}

/** Cuts [start, end) at its quietest frame (in the middle half) until no part is too long. */
function splitLong(db: Float32Array, start: number, end: number, maxFrames: number): Utterance[] {
  if (end - start <= maxFrames) return [{ startFrame: start, endFrame: end }];
  const from = start + Math.floor((end - start) / 4);
  const to = end - Math.floor((end - start) / 4);
  let cut = from;
  for (let frame = from; frame < to; frame++) {
    if ((db[frame] as number) < (db[cut] as number)) cut = frame;
  }
  return [...splitLong(db, start, cut, maxFrames), ...splitLong(db, cut, end, maxFrames)];
}

/**
 * The utterances of a recording: loud stretches joined across short pauses, padded with some of
 * the quiet around them, and cut when very long. Empty when nobody speaks.
 */
export function findUtterances(levels: FrameLevels, options: UtteranceOptions = {}): Utterance[] {
  const { db, frameMs } = levels;
  const minPause = Math.round((options.minPauseMs ?? 300) / frameMs);
  const padding = Math.round((options.paddingMs ?? 200) / frameMs);
  const maxFrames = Math.round((options.maxUtteranceMs ?? 30_000) / frameMs);
  const threshold = speechThreshold(levels);

  const loud: Utterance[] = [];
  for (let frame = 0; frame < db.length; frame++) {
    if ((db[frame] as number) < threshold) continue;
    const last = loud.at(-1);
    if (last && frame - last.endFrame < minPause) last.endFrame = frame + 1;
    else loud.push({ startFrame: frame, endFrame: frame + 1 });
  }
  const speech = loud.filter((u) => (u.endFrame - u.startFrame) * frameMs >= MIN_SPEECH_MS);

  return speech.flatMap((utterance, index) => {
    const previous = speech[index - 1];
    const next = speech[index + 1];
    // Pad into the pause, never past its middle, so neighbours do not overlap.
    const start = Math.max(
      utterance.startFrame - padding,
      previous ? Math.ceil((previous.endFrame + utterance.startFrame) / 2) : 0,
    );
    const end = Math.min(
      utterance.endFrame + padding,
      next ? Math.floor((utterance.endFrame + next.startFrame) / 2) : db.length,
    );
    return splitLong(db, start, end, maxFrames);
  });
}

/**
 * Splits utterances, in order, into at most `parts` runs of about equal speaking time, one per
 * decoder process.
 */
export function shareOut(utterances: readonly Utterance[], parts: number): Utterance[][] {
  const total = utterances.reduce((sum, u) => sum + u.endFrame - u.startFrame, 0);
  const count = Math.max(1, Math.min(Math.floor(parts), utterances.length));
  const groups: Utterance[][] = [];
  let current: Utterance[] = [];
  let done = 0;
  for (const utterance of utterances) {
    const length = utterance.endFrame - utterance.startFrame;
    // Close the group when this utterance is more past its share than short of it.
    const share = (total * (groups.length + 1)) / count;
    if (current.length > 0 && groups.length < count - 1 && done + length / 2 > share) {
      groups.push(current);
      current = [];
    }
    current.push(utterance);
    done += length;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
