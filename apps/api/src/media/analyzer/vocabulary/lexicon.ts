import { readFileSync } from 'node:fs';
import { DETERMINERS, FILLERS, FUNCTION_WORDS, NON_ACTION_VERBS, PRONOUNS } from '../lexicon';
import { tagWords } from '../phrases';

export type ItemKind = 'tool' | 'material';
export interface VocabularyTerm {
  phrase: string;
  kind: ItemKind | 'context';
}
export interface ProjectContextLike {
  name: string;
  description: string;
  tags: readonly string[];
}

interface LexiconData {
  /** [phrase, kind, plural?] */
  terms: [string, ItemKind, string?][];
  /** word -> SemCor count (>= 3): how common the word is in everyday English. */
  common: Record<string, number>;
}

interface Loaded {
  terms: VocabularyTerm[];
  kinds: Map<string, ItemKind>;
  /** plural -> singular, for the lexicon's phrases. */
  singulars: Map<string, string>;
  plurals: Map<string, string>;
  common: Map<string, number>;
}

let loaded: Loaded | undefined;

export function loadLexicon(): Loaded {
  if (loaded) return loaded;
  const data = JSON.parse(
    readFileSync(new URL('./lexicon-data.json', import.meta.url), 'utf8'),
  ) as LexiconData;
  const kinds = new Map<string, ItemKind>();
  const singulars = new Map<string, string>();
  const plurals = new Map<string, string>();
  for (const [phrase, kind, plural] of data.terms) {
    kinds.set(phrase, kind);
    if (plural) {
      singulars.set(plural, phrase);
      plurals.set(phrase, plural);
    }
  }
  loaded = {
    terms: data.terms.map(([phrase, kind]) => ({ phrase, kind })),
    kinds,
    singulars,
    plurals,
    common: new Map(Object.entries(data.common)),
  };
  return loaded;
}

/** Closed-class words and speech noise: never replaced, never a term. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...DETERMINERS,
  ...PRONOUNS,
  ...FILLERS,
  ...NON_ACTION_VERBS,
  ...(
    'a an the of and or to in on at by for with from as is are was were be been am has have had ' +
    'do does did not no yes i me my we us our you your he him his she her it its they them their ' +
    'what which who whom whose this that these those there here then than so if but because up ' +
    "down out off over under again once let let's make made take took put get got use used using " +
    'go went come came give gave one two three four five six seven eight nine ten some any all ' +
    "each every both few more most other such own same too very can will just don't should now " +
    'into onto about also only even how why when where while after before until through during'
  ).split(' '),
]);

/** How often a word (or its base form) is said, by WordNet's SemCor counts; 0 when rare. */
export function commonness(word: string): number {
  const { common } = loadLexicon();
  let best = common.get(word) ?? 0;
  for (const base of baseForms(word)) best = Math.max(best, common.get(base) ?? 0);
  return best;
}

/** Candidate base forms of an inflected word: "travelled" -> travel, "screws" -> screw. */
function baseForms(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  if (word.endsWith('ed')) out.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  if (word.endsWith('ing')) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  if (word.endsWith("'s")) out.push(word.slice(0, -2));
  return out;
}

/** The singular of a lexicon phrase's plural ("tire levers" -> "tire lever"), else the phrase. */
export function singularOf(phrase: string): string {
  const { singulars, kinds } = loadLexicon();
  if (kinds.has(phrase)) return phrase;
  return singulars.get(phrase) ?? phrase;
}

export function pluralOf(phrase: string): string | undefined {
  return loadLexicon().plurals.get(phrase);
}

/** Whether a lowercase phrase is a known tool or material, by itself or by its last 1-2 words. */
export function itemKindOf(phrase: string): ItemKind | null {
  const { kinds } = loadLexicon();
  const words = phrase.toLowerCase().trim().split(/\s+/).filter(Boolean);
  for (let start = 0; start < words.length; start += 1) {
    // The whole phrase, then its last 2 words, then its last word.
    if (start > 0 && words.length - start > 2) continue;
    const tail = words.slice(start).join(' ');
    // Plurals the lexicon does not list ("trowels"): a light -s / -es / -ies strip.
    for (const form of [
      singularOf(tail),
      tail.replace(/ies$/, 'y'),
      tail.replace(/es$/, ''),
      tail.replace(/s$/, ''),
    ]) {
      const kind = kinds.get(form);
      if (kind) return kind;
    }
  }
  return null;
}

export function lexicon(): readonly VocabularyTerm[] {
  return loadLexicon().terms;
}

const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** A word that can name something: not a stop word, no digits, two letters or more. */
const isContentWord = (word: string): boolean =>
  !STOP_WORDS.has(word) && !/\d/.test(word) && word.length >= 2;

/**
 * Terms from the project's name, description and tags: every tag, and every run of content words
 * (not stop words) of the name and description as 2-3 word phrases, and as single words unless
 * they only describe (a "worn wooden dresser" lends "dresser", never "worn" alone, which would
 * overwrite a correctly heard "warm"; verbs stay: "loosen", "fasten"). Lexicon items keep their kind; other words are 'context'.
 */
export function contextTerms(context: ProjectContextLike): VocabularyTerm[] {
  const { kinds } = loadLexicon();
  const phrases = new Set<string>();
  for (const text of [context.name, context.description, ...context.tags]) {
    const tagged = tagWords(text);
    // "worn", "wooden", "new": a describing word alone never replaces what was heard.
    const describing = new Set(
      tagged
        .filter((word) => word.tags.has('Adjective') && !word.tags.has('Noun'))
        .map((word) => word.word),
    );
    const words = tokenize(text);
    let run: string[] = [];
    const flush = () => {
      for (let n = 1; n <= 3; n += 1)
        for (let i = 0; i + n <= run.length; i += 1) {
          const phrase = singularOf(run.slice(i, i + n).join(' '));
          if (n > 1 || !describing.has(run[i]!) || kinds.has(phrase)) phrases.add(phrase);
        }
      run = [];
    };
    for (const word of words) {
      if (!isContentWord(word)) flush();
      else run.push(word);
    }
    flush();
  }
  return [...phrases].map((phrase) => ({ phrase, kind: kinds.get(phrase) ?? 'context' }));
}

/**
 * The words the creator wrote about the project (name, description, tags), stop words and
 * numbers left out: what the narration is known to say.
 */
export function projectWordsOf(context: ProjectContextLike): Set<string> {
  const words = new Set<string>();
  for (const text of [context.name, context.description, ...context.tags]) {
    for (const word of tokenize(text)) {
      const bare = word.replace(/'s$/, '');
      if (isContentWord(bare)) words.add(bare);
    }
  }
  return words;
}
