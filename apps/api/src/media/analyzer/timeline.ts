import type { AnalyzeTranscriptInput } from '@stepwise/contracts';
import { ACTION_VERBS, DETERMINERS } from './lexicon';
import { isOnlyMarker, normalizeWord } from './markers';
import { COMMON_WORD_COUNT } from './vocabulary';
import { cmudict } from './vocabulary/cmudict';
import { commonness } from './vocabulary/lexicon';

/**
 * The timing side of the rule-based analyzer: the transcript as timed words, cut into sentences
 * ("units"). No language model here, only times, punctuation and markers.
 */

/** A pause this long ends a sentence in an unpunctuated transcript (see `sentencePauseMs`). */
export const SENTENCE_PAUSE_MS = 350;
/** In a punctuated transcript only a pause this long ends a sentence without punctuation. */
const PUNCTUATED_SENTENCE_PAUSE_MS = 900;
/** Speaking rate assumed when neither times nor a duration are known. */
const FALLBACK_MS_PER_WORD = 350;

export interface TimedToken {
  text: string;
  norm: string;
  startMs: number;
  endMs: number;
  /** The silence before this token is measured (real word or segment times), not interpolated. */
  gapKnown: boolean;
  /** A recogniser segment starts here (recognisers cut segments at pauses). */
  segmentStart: boolean;
}

export type TimingSource = 'words' | 'segments' | 'spread';

export interface Timeline {
  tokens: TimedToken[];
  timing: TimingSource;
  /** The text has sentence punctuation to trust (a hosted recogniser's), not raw recogniser output. */
  punctuated: boolean;
}

export interface Unit {
  tokens: TimedToken[];
  startMs: number;
  endMs: number;
  /** Measured silence before the unit, or null when it is not known. */
  gapBeforeMs: number | null;
}

const SENTENCE_END = /[.!?]["')\]]*$/;
/**
 * A word that ends a sentence by its punctuation; a recogniser's dictionary abbreviation ("d.",
 * "dr.", "co.", which pocketsphinx hears in noise) is a word, not a full stop. An abbreviation
 * that is also a common word ("in.", "no.") ends a sentence: "... the same angle it went in."
 */
const endsSentence = (text: string): boolean => {
  if (!SENTENCE_END.test(text)) return false;
  const lower = text.toLowerCase();
  return !cmudict().has(lower) || commonness(lower.replace(/\.$/, '')) >= COMMON_WORD_COUNT;
};
export const hasSentencePunctuation = (text: string): boolean =>
  text.split(/\s+/).some(endsSentence);

/** Recogniser tokens that are not words: `<s>`, `<sil>`, `[NOISE]`, `(breath)`. */
const isNonWord = (text: string): boolean => /^[<[(].*[>\])]$/.test(text.trim());

function textTokens(text: string): string[] {
  return text.split(/\s+/).filter((piece) => piece !== '' && normalizeWord(piece) !== '');
}

/** Spreads words over [startMs, endMs] in proportion to their length. */
function spread(pieces: string[], startMs: number, endMs: number, segmentStart: boolean) {
  const weights = pieces.map((piece) => piece.length + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let at = startMs;
  return pieces.map((text, index): TimedToken => {
    const length = ((endMs - startMs) * (weights[index] ?? 1)) / total;
    const token: TimedToken = {
      text,
      norm: normalizeWord(text),
      startMs: Math.round(at),
      endMs: Math.round(at + length),
      gapKnown: segmentStart && index === 0,
      segmentStart: segmentStart && index === 0,
    };
    at += length;
    return token;
  });
}

/**
 * Gives recogniser words the punctuation and capitals of the transcript when both say the same
 * words (a hosted recogniser's words come without punctuation); returns how many matched.
 */
function punctuateWords(tokens: TimedToken[], transcript: string): number {
  const written = textTokens(transcript);
  let cursor = 0;
  let matched = 0;
  for (const token of tokens) {
    for (let look = cursor; look < Math.min(written.length, cursor + 4); look++) {
      const piece = written[look]!;
      if (normalizeWord(piece) === token.norm) {
        token.text = piece;
        cursor = look + 1;
        matched += 1;
        break;
      }
    }
  }
  return matched;
}

/** The transcript as timed words: from word times, else segment times, else spread evenly. */
export function buildTimeline(input: AnalyzeTranscriptInput): Timeline {
  const words = (input.words ?? []).filter((word) => !isNonWord(word.word));
  const usable = words.filter((word) => normalizeWord(word.word) !== '');
  if (usable.length > 0) {
    const tokens = usable.map(
      (word): TimedToken => ({
        text: word.word.trim(),
        norm: normalizeWord(word.word),
        startMs: word.start_ms,
        endMs: Math.max(word.start_ms, word.end_ms),
        gapKnown: true,
        segmentStart: false,
      }),
    );
    const ownPunctuation = tokens.some((token) => endsSentence(token.text));
    const matched = ownPunctuation ? 0 : punctuateWords(tokens, input.transcript);
    const punctuated =
      ownPunctuation ||
      (hasSentencePunctuation(input.transcript) && matched >= 0.6 * tokens.length);
    return { tokens, timing: 'words', punctuated };
  }
  const segments = (input.segments ?? []).filter((segment) => textTokens(segment.text).length);
  if (segments.length > 0) {
    const tokens = segments.flatMap((segment) =>
      spread(
        textTokens(segment.text),
        segment.start_ms,
        Math.max(segment.start_ms, segment.end_ms),
        true,
      ),
    );
    const punctuated = segments.some((segment) => hasSentencePunctuation(segment.text));
    return { tokens, timing: 'segments', punctuated };
  }
  const pieces = textTokens(input.transcript);
  const durationMs = Math.round(input.video_metadata.duration * 1000);
  const endMs = durationMs > 0 ? durationMs : pieces.length * FALLBACK_MS_PER_WORD;
  return {
    tokens: spread(pieces, 0, endMs, false),
    timing: 'spread',
    punctuated: hasSentencePunctuation(input.transcript),
  };
}

/** Only the words whose middle lies inside the range. */
export function restrictToRange(timeline: Timeline, startMs: number, endMs: number): Timeline {
  const tokens = timeline.tokens.filter((token) => {
    const middle = (token.startMs + token.endMs) / 2;
    return middle >= startMs && middle <= endMs;
  });
  return { ...timeline, tokens };
}

function makeUnit(tokens: TimedToken[], previous: TimedToken | undefined): Unit {
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  const gapBeforeMs =
    previous && first.gapKnown ? Math.max(0, first.startMs - previous.endMs) : null;
  return { tokens, startMs: first.startMs, endMs: last.endMs, gapBeforeMs };
}

const STRONG_INLINE = new Set(['first', 'next', 'finally', 'lastly']);
const WEAK_INLINE = new Set(['then', 'now']);
/** "the next one", "to first check", "is finally dry": the marker word is not opening anything. */
const NOT_BEFORE_MARKER = new Set([
  'of',
  'to',
  'for',
  'at',
  'on',
  'in',
  'is',
  'are',
  'be',
  'will',
  'and',
]);

/**
 * Unpunctuated, untimed text: a strong marker word starts a sentence unless it qualifies a noun
 * ("the next day"); "then" and "now" only right before an action verb ("then push the edge").
 */
function opensInline(tokens: TimedToken[], index: number): boolean {
  const previous = tokens[index - 1]?.norm ?? '';
  const word = tokens[index]!.norm;
  const after = tokens[index + 1]?.norm ?? '';
  if (DETERMINERS.has(previous) || NOT_BEFORE_MARKER.has(previous)) return false;
  if (STRONG_INLINE.has(word) || (word === 'after' && after === 'that')) return true;
  return WEAK_INLINE.has(word) && ACTION_VERBS.has(after);
}

/** Gaps shorter than this are between words of one phrase, never a sentence's end. */
const MIN_SENTENCE_GAP_MS = 250;
/** The two kinds of gap must differ at least this much (ratio of their typical lengths). */
const GAP_SEPARATION = 1.6;
/** At least this many gaps before their spread says anything. */
const MIN_GAPS = 6;

/**
 * The pause that ends a sentence for this narrator. Speakers pause briefly inside a sentence
 * (commas, a breath) and longer between sentences; the gaps split into those two groups where the
 * spread within each is smallest (Otsu's method). When the groups are not clearly apart, or there
 * are too few gaps, the fixed `SENTENCE_PAUSE_MS` applies. The pause says where a sentence ends,
 * never where a step starts.
 */
export function sentencePauseMs(tokens: readonly TimedToken[]): number {
  const gaps: number[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (!previous || !token.gapKnown) return;
    const gap = token.startMs - previous.endMs;
    if (gap >= MIN_SENTENCE_GAP_MS / 2) gaps.push(gap);
  });
  if (gaps.length < MIN_GAPS) return SENTENCE_PAUSE_MS;
  gaps.sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  let best = { score: Number.POSITIVE_INFINITY, cut: -1 };
  for (let cut = 1; cut < gaps.length; cut++) {
    const low = gaps.slice(0, cut);
    const high = gaps.slice(cut);
    const spread = (values: number[]) => {
      const m = mean(values);
      return values.reduce((sum, v) => sum + (v - m) ** 2, 0);
    };
    const score = spread(low) + spread(high);
    if (score < best.score) best = { score, cut };
  }
  const low = gaps.slice(0, best.cut);
  const high = gaps.slice(best.cut);
  const separation = mean(high) / mean(low);
  if (separation < GAP_SEPARATION) return SENTENCE_PAUSE_MS;
  const threshold = (gaps[best.cut - 1]! + gaps[best.cut]!) / 2;
  return Math.max(MIN_SENTENCE_GAP_MS, threshold);
}

/** Cuts the timeline into sentences: punctuation, else pauses, else segment starts. */
export function splitUnits(timeline: Timeline): Unit[] {
  const { tokens, punctuated, timing } = timeline;
  const pause = punctuated
    ? PUNCTUATED_SENTENCE_PAUSE_MS
    : timing === 'words'
      ? sentencePauseMs(tokens)
      : SENTENCE_PAUSE_MS;
  const groups: TimedToken[][] = [];
  let current: TimedToken[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const cut =
      previous !== undefined &&
      current.length > 0 &&
      ((punctuated && endsSentence(previous.text)) ||
        (token.gapKnown && token.startMs - previous.endMs >= pause) ||
        (!punctuated && timing !== 'words' && token.segmentStart) ||
        (!punctuated && timing === 'spread' && opensInline(tokens, index)));
    if (cut) {
      groups.push(current);
      current = [];
    }
    current.push(token);
  });
  if (current.length > 0) groups.push(current);

  // A sentence of nothing but "first," (a pause after the marker) belongs to the next one.
  const merged: TimedToken[][] = [];
  let carry: TimedToken[] = [];
  for (const group of groups) {
    if (isOnlyMarker(group.map((token) => token.norm))) {
      carry = [...carry, ...group];
      continue;
    }
    merged.push([...carry, ...group]);
    carry = [];
  }
  if (carry.length > 0) {
    if (merged.length > 0) merged[merged.length - 1]!.push(...carry);
    else merged.push(carry);
  }

  const units: Unit[] = [];
  let previousToken: TimedToken | undefined;
  for (const group of merged) {
    units.push(makeUnit(group, previousToken));
    previousToken = group[group.length - 1];
  }
  return units;
}
