import type { AnalyzeTranscriptInput } from '@stepwise/contracts';
import type { PreparedNarration, TimedSentence } from './narration';

/**
 * The model's side of the transcript: the narration as numbered, timed sentences with their kind
 * (the same sentences and sound-matched terms the rules analyzer reads), and the model's sentence
 * numbers read back into spans of those sentences. Steps are cut by sentence number, so every time
 * comes from the sentences' own times, never from a model's arithmetic.
 */

export const SYSTEM_PROMPT = [
  'You split the narration of a how-to video into the steps a learner follows.',
  'The transcript is a numbered list of sentences, each with the time it starts, a hint of what it',
  'does (instruction, needs, caution, tip, outcome, intro, outro) and the time it ends. Each step is',
  'one distinct action or stage, in the order the narrator does them: give the number of its first',
  'and of its last sentence (first_sentence, last_sentence) and copy their listed start and end',
  'times (start_seconds, end_seconds). Steps follow each other without overlapping; a caution, tip',
  'or outcome belongs to the step it comments on. Do not make a step of an introduction or a',
  'sign-off. Name each step with a short imperative phrase that starts with a verb (at most 8',
  'words, no "Step 1:", no final period). List only the tools and materials the narrator mentions',
  'in that step, each with its name (singular, without "a", "the" or a number) and the count said',
  'aloud as quantity, else null. Cautions are the warnings said in that step, as sentences.',
  'confidence (0 to 1) is how sure you are of the step: lower it when the sentences are garbled',
  'or the boundary is unclear. "Terms heard" were matched by sound and may be wrong: list one',
  'only when its sentence supports it. Write everything in English and answer with JSON only.',
].join(' ');

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

/** `3. [12.3s] Cut along each line with a hand saw. (instruction, step marker, ends 15.1s)` */
export function sentenceLine(sentence: TimedSentence, position: number): string {
  const hint = [sentence.kind, sentence.marker === 'strong' ? 'step marker' : null]
    .filter(Boolean)
    .join(', ');
  const start = seconds(sentence.start_ms);
  return `${position + 1}. [${start}] ${sentence.text} (${hint}, ends ${seconds(sentence.end_ms)})`;
}

/**
 * What the prompt and the review flags read of a term found by sound (a `VocabularyHit` of
 * ./vocabulary): the phrase, whether it replaced the words heard, and where known what it is, what
 * was heard and when.
 */
export interface SoundMatch {
  phrase: string;
  replaced: boolean;
  kind?: string;
  heard?: string;
  start_ms?: number;
  end_ms?: number;
}

/** Whether a match lies in [startMs, endMs); one without times counts everywhere. */
export const matchWithin = (hit: SoundMatch, startMs: number, endMs: number): boolean =>
  (hit.start_ms ?? startMs) < endMs && (hit.end_ms ?? endMs) > startMs;

/** Most sound-matched terms listed in a prompt. */
const MAX_TERMS = 30;

function termsHeard(hits: readonly SoundMatch[], input: AnalyzeTranscriptInput): string | null {
  const range = input.time_range;
  const terms = new Map<string, string>();
  for (const hit of hits) {
    if (range && !matchWithin(hit, range.start_ms, range.end_ms)) continue;
    const key = hit.phrase.toLowerCase();
    if (terms.has(key) || terms.size >= MAX_TERMS) continue;
    const about = [
      hit.kind ?? null,
      hit.heard && hit.heard.toLowerCase() !== key ? `heard "${hit.heard}"` : null,
      hit.start_ms === undefined ? null : `at ${seconds(hit.start_ms)}`,
    ].filter(Boolean);
    terms.set(key, about.length > 0 ? `${hit.phrase} (${about.join(', ')})` : hit.phrase);
  }
  if (terms.size === 0) return null;
  return `Terms heard (phonetic matches, may be wrong): ${[...terms.values()].join('; ')}`;
}

export function buildPrompt(input: AnalyzeTranscriptInput, narration: PreparedNarration): string {
  const { project_context: project, video_metadata: video, time_range: range } = input;
  const lines = [
    `Project: ${project.name}`,
    project.description ? `Description: ${project.description}` : null,
    project.tags && project.tags.length > 0 ? `Tags: ${project.tags.join(', ')}` : null,
    `Video: ${video.filename}, ${video.duration.toFixed(1)} seconds long.`,
    range
      ? `Regenerate the step between ${seconds(range.start_ms)} and ${seconds(range.end_ms)} only: answer with one step that covers every sentence below.`
      : null,
    termsHeard(narration.hits, input),
    '',
    'Transcript (number. [start] sentence (kind, end)):',
    ...narration.sentences.map(sentenceLine),
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/** What a model said about where one step lies. */
export interface SpanClaim {
  first_sentence?: number | null | undefined;
  last_sentence?: number | null | undefined;
  start_seconds?: number | undefined;
  end_seconds?: number | undefined;
}

/** One step's sentences by position (0-based, both ends included). */
export interface Span<T> {
  first: number;
  last: number;
  steps: T[];
  /** The model's numbers needed repair: clamped, swapped, overlapping, or read from times. */
  repaired: boolean;
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function nearest(sentences: readonly TimedSentence[], ms: number, edge: 'start' | 'end'): number {
  let best = 0;
  sentences.forEach((sentence, index) => {
    const at = edge === 'start' ? sentence.start_ms : sentence.end_ms;
    const bestAt = edge === 'start' ? sentences[best]!.start_ms : sentences[best]!.end_ms;
    if (Math.abs(at - ms) < Math.abs(bestAt - ms)) best = index;
  });
  return best;
}

/** Sentences that comment on the work before them rather than start new work. */
const FOLLOWS_WORK = new Set(['caution', 'tip', 'outcome', 'outro']);

/**
 * The steps' sentence spans in order, without overlaps. Numbers are 1-based as listed (an answer
 * that uses a 0 and nothing past the end is read as 0-based); a step without numbers takes the
 * sentences nearest its times; numbers past either end are clamped and a step wholly outside is
 * dropped. Where two steps share sentences, a caution, tip or outcome goes to the earlier step and
 * anything else to the later one; two steps starting at the same sentence become one.
 */
export function readSpans<T extends SpanClaim>(
  claims: readonly T[],
  sentences: readonly TimedSentence[],
): Span<T>[] {
  const count = sentences.length;
  if (count === 0) return [];
  const numbers = claims
    .flatMap((claim) => [claim.first_sentence, claim.last_sentence])
    .filter(isNumber)
    .map(Math.round);
  const offset = numbers.includes(0) && numbers.every((number) => number <= count - 1) ? 0 : 1;
  const spans: Span<T>[] = [];
  for (const claim of claims) {
    let first: number;
    let last: number;
    let repaired = false;
    if (isNumber(claim.first_sentence) && isNumber(claim.last_sentence)) {
      first = Math.round(claim.first_sentence) - offset;
      last = Math.round(claim.last_sentence) - offset;
    } else if (isNumber(claim.start_seconds) && isNumber(claim.end_seconds)) {
      first = nearest(sentences, claim.start_seconds * 1000, 'start');
      last = nearest(sentences, claim.end_seconds * 1000, 'end');
      repaired = true;
    } else continue;
    if (first > last) [first, last, repaired] = [last, first, true];
    if (last < 0 || first > count - 1) continue;
    if (first < 0 || last > count - 1) {
      [first, last, repaired] = [Math.max(0, first), Math.min(count - 1, last), true];
    }
    spans.push({ first, last, steps: [claim], repaired });
  }
  spans.sort((a, b) => a.first - b.first || a.last - b.last);
  const ordered: Span<T>[] = [];
  for (const span of spans) {
    const previous = ordered[ordered.length - 1];
    if (previous && span.first <= previous.last) {
      previous.repaired = true;
      span.repaired = true;
      const shared = sentences[span.first]!;
      const commentsOnPrevious = FOLLOWS_WORK.has(shared.kind) && shared.marker !== 'strong';
      if (span.first === previous.first || (commentsOnPrevious && previous.last >= span.last)) {
        previous.last = Math.max(previous.last, span.last);
        previous.steps.push(...span.steps);
        continue;
      }
      if (commentsOnPrevious) span.first = previous.last + 1;
      else previous.last = span.first - 1;
    }
    ordered.push(span);
  }
  return ordered;
}
