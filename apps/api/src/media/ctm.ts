/**
 * Reading pocketsphinx's output: the words of a CTM file placed in the recording, utterances made
 * of them, and how much of the speech the decoders have done so far.
 */
import type { TranscriptSegment, TranscriptWord } from '@stepwise/contracts';
import type { Utterance } from './speech-chunks';

/** A pause at least this long between two words starts a new segment. */
export const SEGMENT_PAUSE_MS = 300;

const FILLER = /^(<s>|<\/s>|<sil>|\[[^\]]*\]|\+\+.*\+\+)$/i;
/** A CTM line: utterance id, channel, start (s), duration (s), word, confidence. */
const CTM_LINE = /^(\S+)\s+\S+\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\S+)/;

/**
 * The words of a pocketsphinx CTM file, placed in the recording by each utterance's start (ms):
 * fillers, silences and sentence markers dropped, alternate pronunciations (`word(2)`) merged.
 */
export function parseCtm(ctm: string, utteranceStartMs: ReadonlyMap<string, number>) {
  const words: TranscriptWord[] = [];
  for (const line of ctm.split('\n')) {
    const match = CTM_LINE.exec(line.trim());
    if (!match) continue;
    const offset = utteranceStartMs.get(match[1] as string);
    const token = match[4] as string;
    if (offset === undefined || FILLER.test(token)) continue;
    const word = token.replace(/\(\d+\)$/, '');
    if (!/[a-z0-9]/i.test(word)) continue;
    const start = offset + Math.round(Number(match[2]) * 1000);
    const end = start + Math.round(Number(match[3]) * 1000);
    words.push({ word, start_ms: start, end_ms: end });
  }
  return words;
}

/** Utterances: runs of words without a pause of `SEGMENT_PAUSE_MS` or more. */
export function segmentWords(words: readonly TranscriptWord[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TranscriptWord[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      segments.push({
        start_ms: first.start_ms,
        end_ms: last.end_ms,
        text: current.map((w) => w.word).join(' '),
      });
    }
    current = [];
  };
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && word.start_ms - previous.end_ms >= SEGMENT_PAUSE_MS) close();
    current.push(word);
  }
  close();
  return segments;
}

/** The id of the `index`-th utterance of decoder `part` in its control and CTM files. */
export const utteranceId = (part: number | string, index: number): string => `p${part}u${index}`;

/**
 * The share (0-1) of the speech decoded, from what each decoder has written so far: a decoder
 * writes an utterance's words once it has decoded all of it, in control-file order, so every
 * utterance up to the last one named in its CTM is done (one with no words shows once the next
 * one is written). Measured in frames of speech, so long utterances weigh more.
 */
export function decodedShare(parts: readonly Utterance[][], ctms: readonly string[]): number {
  let total = 0;
  let done = 0;
  parts.forEach((utterances, part) => {
    const ctm = ctms[part] ?? '';
    let last = -1;
    for (const line of ctm.split('\n')) {
      const id = line.slice(0, line.indexOf(' '));
      const match = /^p(\d+)u(\d+)$/.exec(id);
      if (match && Number(match[1]) === part) last = Math.max(last, Number(match[2]));
    }
    utterances.forEach((utterance, index) => {
      const frames = utterance.endFrame - utterance.startFrame;
      total += frames;
      if (index <= last) done += frames;
    });
  });
  return total === 0 ? 0 : done / total;
}
