import nlp from 'compromise';
import { DETERMINERS, FILLERS, FUNCTION_WORDS, NUMBER_WORDS, PARTICLES, PRONOUNS } from './lexicon';
import { normalizeWord } from './markers';

/**
 * Words of one sentence as the `compromise` tagger reads them, and the noun phrases in them. The
 * tagger is a hint only: a lowercase, unpunctuated recogniser transcript fools it often, so the
 * word lists of `lexicon.ts` come first.
 */

export interface Word {
  /** Lowercase, letters, digits and apostrophes only. */
  word: string;
  /** As written. */
  text: string;
  tags: ReadonlySet<string>;
  /** Punctuation after the word. */
  post: string;
}

interface CompromiseTerm {
  text: string;
  post: string;
  tags: string[];
}

interface CompromiseSentence {
  terms: CompromiseTerm[];
}

export function tagWords(text: string): Word[] {
  const sentences = nlp(text).json() as CompromiseSentence[];
  return sentences.flatMap((sentence) =>
    sentence.terms
      .filter((term) => normalizeWord(term.text) !== '')
      .map((term) => ({
        word: normalizeWord(term.text),
        text: term.text,
        tags: new Set(term.tags),
        post: term.post,
      })),
  );
}

/** What things are sold in: "a bottle of lube" names the lube (a ladle of batter names the ladle). */
export const PACKAGING_NOUNS: ReadonlySet<string> = new Set(
  'bottle can jar bag box tube tin packet pack carton sack tub pouch sachet cartridge'.split(' '),
);

/** What a thing is measured or carried in: "a cup of", "a wad of", "a ball of yarn". */
export const MEASURE_NOUNS: ReadonlySet<string> = new Set(
  'cup cups spoon spoons tablespoon tablespoons teaspoon teaspoons wad wads ball balls scoop scoops spoonful spoonfuls bundle bundles pinch dash splash pocket handful drop drops sheet sheets'.split(
    ' ',
  ),
);

/** Quantity nouns that point at what follows: "a layer of soil", "a piece of wood", "a can of stain". */
const QUANTITY_NOUNS = new Set([
  ...PACKAGING_NOUNS,
  'layer',
  'piece',
  'pieces',
  'bit',
  'drop',
  'drops',
  'coat',
  'lot',
  'lots',
  'pair',
  'handful',
  'couple',
  'length',
  'strip',
  'dab',
  'amount',
  ...MEASURE_NOUNS,
]);

export const isNumberWord = (word: Word): boolean =>
  NUMBER_WORDS.has(word.word) || /^\d+$/.test(word.word) || word.tags.has('Cardinal');

const endsClause = (word: Word): boolean => /[,.;:!?]/.test(word.post);

/** Determiners, possessives and numbers: said, but not part of a thing's name. */
export const isDeterminer = (word: Word): boolean =>
  DETERMINERS.has(word.word) || isNumberWord(word) || word.tags.has('Possessive');

/** Words that open a clause of their own: a thing's name never runs across them. */
const SUBORDINATORS = new Set(
  'since because while unless although though whereas until till once so as if when'.split(' '),
);

const isContent = (word: Word): boolean =>
  !FUNCTION_WORDS.has(word.word) &&
  !SUBORDINATORS.has(word.word) &&
  // "with your fingers since skin oil ...": a preposition is no part of a name.
  !(word.tags.has('Preposition') && !word.tags.has('Noun')) &&
  !DETERMINERS.has(word.word) &&
  !PRONOUNS.has(word.word) &&
  !FILLERS.has(word.word) &&
  !PARTICLES.has(word.word) &&
  !word.tags.has('Adverb') &&
  !word.tags.has('Gerund') &&
  !word.tags.has('Conjunction');

export interface NounPhrase {
  /** First and past-last index in the sentence, determiners included. */
  start: number;
  end: number;
  /** The content words (determiners and quantities left out), lowercase. */
  core: string[];
  /** As spoken, with its determiner ("a hand saw", "two tire levers"). */
  spoken: string;
  head: Word;
}

/** The noun phrase starting at `start` ("the new inner tube", "a layer of fresh potting soil"). */
export function nounPhraseAt(words: readonly Word[], start: number): NounPhrase | null {
  let at = start;
  while (words[at] && isDeterminer(words[at]!) && !endsClause(words[at]!)) at += 1;
  // "a bag of", "a pocket full of": what is carried or measured follows.
  const full = words[at + 1]?.word === 'full' ? 1 : 0;
  const afterQuantity = words[at + 1 + full]?.word === 'of' ? at + 2 + full : at;
  if (words[at] && QUANTITY_NOUNS.has(words[at]!.word) && afterQuantity > at) {
    at = afterQuantity;
    while (words[at] && isDeterminer(words[at]!)) at += 1;
  }
  const coreStart = at;
  let sawNoun = false;
  while (words[at] && isContent(words[at]!) && at - coreStart < 4) {
    const word = words[at]!;
    // "lay the cedar board flat": an adjective after the noun is no longer part of it.
    if (sawNoun && word.tags.has('Adjective') && !word.tags.has('Noun')) break;
    // "the brake works": a verb after the noun ends it (before one it is a mistagged noun).
    if (sawNoun && word.tags.has('Verb') && !word.tags.has('Noun')) break;
    if (word.tags.has('Noun')) sawNoun = true;
    at += 1;
    if (endsClause(word)) break;
  }
  if (at === coreStart) return null;
  const core = words.slice(coreStart, at);
  const head = core[core.length - 1]!;
  return {
    start,
    end: at,
    core: core.map((word) => word.word),
    spoken: words
      .slice(start, at)
      .map((word) => word.word)
      .join(' '),
    head,
  };
}

/** Noun phrases listed from `start`: "a tape measure, a pencil and some glue". */
export function nounPhraseList(words: readonly Word[], start: number): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let at = start;
  for (;;) {
    const phrase = nounPhraseAt(words, at);
    if (!phrase) break;
    phrases.push(phrase);
    at = phrase.end;
    if (words[at]?.word === 'and' || words[at]?.word === 'or') at += 1;
    else if (endsClause(words[at - 1]!) && words[at] && isDeterminer(words[at]!)) continue;
    else break;
  }
  return phrases;
}

/** A light singular for matching ("levers" -> "lever", "glasses" kept as a pair noun). */
export function singular(word: string): string {
  if (/(ss|us|is|glasses|scissors|pliers|tongs|goggles)$/.test(word)) return word;
  // "ties", "pies", "dies" are tie, pie, die; "batteries", "supplies" end in -y.
  if (word.endsWith('ies')) return word.length <= 4 ? word.slice(0, -1) : `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The imperative of a gerund ("drilling" -> "drill", "closing" -> "close", "cutting" -> "cut"),
 * read by the tagger in a sentence that makes it a verb; null for a word that is not one.
 */
export function imperativeOf(gerund: string): string | null {
  const word = gerund.toLowerCase();
  if (!/^[a-z]{2,}ing$/.test(word)) return null;
  const doc = nlp(`we are ${word} it`).verbs() as unknown as {
    toInfinitive(): { text(): string };
  };
  const root = doc.toInfinitive().text().split(' ').pop() ?? '';
  // "ceiling", "string": no verb to find, or a root that is not the word's own.
  return root !== '' && root !== word && word.startsWith(root.slice(0, 2)) ? root : null;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
