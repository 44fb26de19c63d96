import type { AnalyzeTranscriptInput } from '@stepwise/contracts';

/**
 * The transcript as compact timed lines for a model prompt: `[12.3s] cut along each line`. From
 * the segments when there are any, else from the words (a new line at a pause, a sentence end or
 * every few words), else the plain text. With a time range only the lines inside it are kept.
 */

/** A pause this long between words starts a new line. */
const LINE_PAUSE_MS = 600;
const LINE_MAX_WORDS = 16;

interface Line {
  startMs: number;
  endMs: number;
  text: string;
}

const stamp = (ms: number): string => `[${(ms / 1000).toFixed(1)}s]`;

function wordLines(words: NonNullable<AnalyzeTranscriptInput['words']>): Line[] {
  const lines: Line[] = [];
  let current: { startMs: number; endMs: number; words: string[] } | null = null;
  for (const word of words) {
    const text = word.word.trim();
    if (text === '') continue;
    const previous = current?.words[current.words.length - 1] ?? '';
    const breakHere =
      current !== null &&
      (word.start_ms - current.endMs >= LINE_PAUSE_MS ||
        current.words.length >= LINE_MAX_WORDS ||
        /[.!?]$/.test(previous));
    if (current && breakHere) {
      lines.push({ startMs: current.startMs, endMs: current.endMs, text: current.words.join(' ') });
      current = null;
    }
    current ??= { startMs: word.start_ms, endMs: word.end_ms, words: [] };
    current.words.push(text);
    current.endMs = Math.max(current.endMs, word.end_ms);
  }
  if (current) {
    lines.push({ startMs: current.startMs, endMs: current.endMs, text: current.words.join(' ') });
  }
  return lines;
}

export function transcriptLines(input: AnalyzeTranscriptInput): string[] {
  const segments = (input.segments ?? [])
    .map((segment) => ({
      startMs: segment.start_ms,
      endMs: segment.end_ms,
      text: segment.text.trim(),
    }))
    .filter((line) => line.text !== '');
  const timed = segments.length > 0 ? segments : wordLines(input.words ?? []);
  if (timed.length === 0) return [input.transcript.trim()];
  const range = input.time_range;
  const inside = range
    ? timed.filter((line) => line.endMs > range.start_ms && line.startMs < range.end_ms)
    : timed;
  return inside.map((line) => `${stamp(line.startMs)} ${line.text}`);
}
