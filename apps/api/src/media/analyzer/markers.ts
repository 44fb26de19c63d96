import {
  FILLERS,
  LEAD_IN_PHRASES,
  NUMBER_WORDS,
  ORDINALS,
  STRONG_MARKERS,
  WEAK_MARKERS,
} from './lexicon';

export type MarkerStrength = 'strong' | 'weak';

const split = (phrase: string): string[] => phrase.split(' ');
const byLength = (a: string[], b: string[]): number => b.length - a.length;
const STRONG = STRONG_MARKERS.map(split).sort(byLength);
const WEAK = WEAK_MARKERS.map(split).sort(byLength);
const LEAD_INS = LEAD_IN_PHRASES.map(split).sort(byLength);

/** Lowercase letters, digits and apostrophes of a spoken or written word. */
export function normalizeWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\(\d+\)$/, '')
    .replace(/[^a-z0-9']/g, '')
    .replace(/^'+|'+$/g, '');
}

function startsWith(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((word, offset) => words[at + offset] === word);
}

function matchAny(words: readonly string[], at: number, phrases: readonly string[][]): number {
  const hit = phrases.find((phrase) => startsWith(words, at, phrase));
  return hit ? hit.length : 0;
}

const isNumber = (word: string | undefined): boolean =>
  word !== undefined && (NUMBER_WORDS.has(word) || /^\d+$/.test(word));

/**
 * What a recogniser writes for a spoken step number: "step two" often comes out as "step to",
 * "step four" as "step for", "step one" as "step won".
 */
const HEARD_NUMBERS = new Set(['to', 'too', 'for', 'fore', 'won', 'tree', 'free', 'ate', 'sex']);

/** `step 3`, `step three`, `the second step (is to)`, `the next step`: how many words it spans. */
function stepMarkerLength(words: readonly string[], at: number): number {
  if (words[at] === 'step' && isNumber(words[at + 1])) return 2;
  // "step to grab ..." is "step two, grab ...": only at the very start of a sentence.
  if (at === 0 && words[at] === 'step' && HEARD_NUMBERS.has(words[at + 1] ?? '')) return 2;
  const ordinal = words[at + 1];
  if (words[at] === 'the' && ordinal && ORDINALS.has(ordinal) && words[at + 2] === 'step') {
    return words[at + 3] === 'is' && words[at + 4] === 'to' ? 5 : 3;
  }
  return 0;
}

export interface LeadingMarker {
  strength: MarkerStrength | null;
  /** Index of the first word after fillers and markers. */
  next: number;
}

/** The discourse marker a sentence opens with ("so, um, first ..."), after any fillers. */
export function leadingMarker(words: readonly string[]): LeadingMarker {
  let at = 0;
  let strength: MarkerStrength | null = null;
  for (;;) {
    const word = words[at];
    if (word === undefined) break;
    // A sentence-initial "no" before more words is most often a "now" heard short ("no set the
    // roof on"); a real "no" opens a warning, which the classifier reads first.
    if (word === 'no' && at === 0 && words.length > 3) {
      strength ??= 'weak';
      at += 1;
      continue;
    }
    // A sentence-initial "and" is most often a "then" the recogniser heard as "and".
    if (word === 'and' && at === 0 && words.length > 2 && words[1] !== 'that') {
      strength ??= 'weak';
      at += 1;
      continue;
    }
    if (FILLERS.has(word) || word === 'and') {
      at += 1;
      continue;
    }
    const stepLength = stepMarkerLength(words, at);
    const strongLength = stepLength || matchAny(words, at, STRONG);
    if (strongLength > 0) {
      strength = 'strong';
      at += strongLength;
      continue;
    }
    const weakLength = matchAny(words, at, WEAK);
    // "once" and "after" open a clause ("once the glue is dry, ..."): a marker, but no words to skip.
    if (weakLength > 0 && (word === 'once' || word === 'after' || word === 'when')) {
      strength ??= 'weak';
      break;
    }
    if (weakLength > 0) {
      strength ??= 'weak';
      at += weakLength;
      continue;
    }
    break;
  }
  return { strength, next: at };
}

/**
 * Where the action starts: after fillers, markers and lead-ins such as "you'll want to",
 * "go ahead and", "let's".
 */
export function actionStart(words: readonly string[]): number {
  let at = leadingMarker(words).next;
  for (;;) {
    const length = matchAny(words, at, LEAD_INS);
    const word = words[at];
    if (length > 0) at += length;
    else if (word !== undefined && FILLERS.has(word)) at += 1;
    else return at;
  }
}

/** Whether a word is nothing but a filler or part of a marker (a sentence of only "first,"). */
export function isOnlyMarker(words: readonly string[]): boolean {
  return words.length > 0 && leadingMarker(words).next >= words.length;
}
