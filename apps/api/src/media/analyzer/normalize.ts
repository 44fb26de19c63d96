import { ACTION_VERBS, DETERMINERS, NON_ACTION_VERBS, NUMBER_WORDS, PRONOUNS } from './lexicon';
import { actionStart, normalizeWord } from './markers';
import { capitalize, singular, tagWords } from './phrases';

/**
 * The post-processing both analyzers share: step names, tool and material names with their spoken
 * counts, and recogniser sentences made readable. Pure functions of their text, deterministic.
 */

const NAME_MAX_CHARS = 60;
/** A good name starts with a verb and has this many words. */
const NAME_WORDS = { min: 2, max: 8 } as const;

/** Speech noise a recogniser or a narrator adds: never part of a name or a sentence. */
const NOISE_WORDS = new Set([
  'um',
  'umm',
  'uh',
  'uhh',
  'erm',
  'er',
  'uhm',
  'hmm',
  'mm',
  'mhm',
  'ah',
]);
/** Recogniser tokens that are not words: `<sil>`, `</s>`, `[NOISE]`, `(breath)`, `++GARBAGE++`. */
const NON_WORD = /^([<[(].*[>\])]|\+\+.*\+\+)[,.]?$/;

/** A text without recogniser noise: no fillers, no `<sil>`, `word(2)` read as `word`. */
export function dropFillers(text: string): string {
  return text
    .split(/\s+/)
    .filter((token) => token !== '' && !NON_WORD.test(token))
    .map((token) => token.replace(/\(\d+\)(?=[,.!?;:]*$)/, ''))
    .filter((token) => !NOISE_WORDS.has(normalizeWord(token)))
    .join(' ');
}

/**
 * Verbs of how-to work the tagger reads as nouns or misses on a short title ("Solder the wires",
 * "Season the pan"), beside the shared `ACTION_VERBS`.
 */
const MORE_VERBS = new Set(
  (
    'bake blend caulk chop crimp deadhead dice fertilize fertilise fluff fry grate grout harvest ' +
    'knead mask mulch patch preheat prep prune repot season simmer slice solder sow sprinkle ' +
    'stake strip transplant whisk wire sharpen unclip clip label store soak finish fasten buff ' +
    'deflate reinstall refit refill inspect feed serve tape'
  ).split(' '),
);

const GERUND_OR_AUX = ['Gerund', 'Auxiliary', 'Copula', 'Modal'];

/** Whether a word is a verb of how-to work by the word lists alone. */
function isListedVerb(word: string): boolean {
  return ACTION_VERBS.has(word) || MORE_VERBS.has(word);
}

/**
 * Whether the name opens with an imperative verb ("Cut ...", "Knead ..."): by the word lists, else
 * by the tagger on the title as written. A single word must be a listed verb: alone, the tagger
 * reads "Batter" or "Coat" as verbs too.
 */
function startsWithVerb(name: string): boolean {
  const words = name.split(/\s+/).filter((word) => normalizeWord(word) !== '');
  const first = normalizeWord(words[0] ?? '');
  if (first === '' || NON_ACTION_VERBS.has(first) || PRONOUNS.has(first)) return false;
  if (DETERMINERS.has(first) || NUMBER_WORDS.has(first)) return false;
  if (isListedVerb(first)) return true;
  if (words.length < 2) return false;
  // The title as written: the tagger reads "Knead the dough" as an imperative, "Side panels" not.
  const tags = tagWords(name)[0]?.tags;
  if (!tags?.has('Verb') || GERUND_OR_AUX.some((tag) => tags.has(tag))) return false;
  return tags.has('Imperative') || tags.has('Infinitive');
}

export interface NameQuality {
  startsWithVerb: boolean;
  words: number;
  /** Starts with a verb and has 2-8 words (the bench's measure of a good step name). */
  ok: boolean;
}

export function nameQuality(name: string): NameQuality {
  const words = name.split(/\s+/).filter((word) => normalizeWord(word) !== '').length;
  const verb = words > 0 && startsWithVerb(name);
  return {
    startsWithVerb: verb,
    words,
    ok: verb && words >= NAME_WORDS.min && words <= NAME_WORDS.max,
  };
}

const ORDINAL_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last|next';
/** "Step 1:", "Step three -", "Step 2.", "The second step is to", "1. ", "2) ", "#3 ". */
const STEP_PREFIX = new RegExp(
  `^(?:(?:step|stage|part)\\s*(?:\\d+|${ORDINAL_WORDS}|[ivx]+)\\b|(?:the\\s+)?(?:${ORDINAL_WORDS})\\s+step\\b)(?:\\s+is\\s+to\\b)?\\s*[:.)\\-\u2013\u2014,]*\\s*|^#?\\d+\\s*[.):\\-\u2013\u2014]\\s*`,
  'i',
);
/** Words a cut title must not end on. */
const DANGLING =
  /\s+(the|a|an|of|and|or|with|to|for|into|onto|at|by|from|your|its|their|this|that|then|so|but)$/i;
/** Where a long title may end: before its second clause ("... of the tire and pull one side off"). */
const CLAUSE_BREAK = /,\s|\s(and|then|so|because|until|before|while|which)\s/gi;
/** A clause cut keeps at least this much of the title. */
const CLAUSE_MIN_CHARS = 20;

function truncateName(name: string): string {
  let cut = name;
  if (cut.length > NAME_MAX_CHARS) {
    const clauses = [...cut.slice(0, NAME_MAX_CHARS + 1).matchAll(CLAUSE_BREAK)]
      .map((match) => match.index)
      .filter((index) => index >= CLAUSE_MIN_CHARS);
    const clause = clauses[clauses.length - 1];
    if (clause !== undefined) cut = cut.slice(0, clause);
  }
  if (cut.length > NAME_MAX_CHARS) {
    const head = cut.slice(0, NAME_MAX_CHARS + 1);
    const space = head.lastIndexOf(' ');
    cut = space > 0 ? head.slice(0, space) : head.slice(0, NAME_MAX_CHARS);
  }
  for (;;) {
    const trimmed = cut.replace(/[\s,;:\-\u2013\u2014]+$/, '').replace(DANGLING, '');
    if (trimmed === cut) return cut;
    cut = trimmed;
  }
}

/**
 * Markers and lead-ins before the action ("Next, ...", "Now you'll want to ..."), when a verb
 * follows: a listed one, or any after a comma ("First, knead ..."). "Second coat of paint" stays.
 */
function dropLeadIn(name: string): string {
  const tokens = name.split(' ');
  const start = actionStart(tokens.map(normalizeWord));
  if (start === 0 || start >= tokens.length) return name;
  const rest = tokens.slice(start).join(' ');
  const afterComma = tokens[start - 1]!.endsWith(',');
  const verb = isListedVerb(normalizeWord(tokens[start]!)) || (afterComma && startsWithVerb(rest));
  return verb ? rest : name;
}

function cleanName(name: string): string {
  let text = dropFillers(name.replace(/[*_`"\u201c\u201d]/g, ' ')).trim();
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(STEP_PREFIX, '').trim();
  }
  text = dropLeadIn(text.replace(/\s+/g, ' '));
  text = text.replace(/[\s.,;:!]+$/, '').trim();
  return capitalize(truncateName(text));
}

/**
 * A step name as the editor shows it: no "Step 1:" prefix or lead-in, no fillers, no final period,
 * a capital first letter, at most 60 characters cut at a word (never ending on "the", "of"...).
 * A name of fewer than three words that does not start with a verb (a transcript fragment such as
 * "Tire levers") gives way to `fallback` when there is one.
 */
export function normalizeStepName(name: string, fallback?: string): string {
  const cleaned = cleanName(name);
  if (fallback === undefined) return cleaned;
  const quality = nameQuality(cleaned);
  if (quality.words >= 3 || quality.startsWithVerb) return cleaned;
  const other = cleanName(fallback);
  return other === '' ? cleaned : other;
}

export interface NormalizedItem {
  /** Lowercase, singular (pair nouns stay plural), no determiner or passing adjective. */
  name: string;
  /** The count said out loud ("two tire levers"), null when none was ("a hand saw"). */
  quantity: number | null;
}

const COUNTS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
};
/** "a pair of", "a set of", "two pieces of": the thing counted follows. */
const COUNTED_BY = new Set(
  'pair pairs set sets piece pieces sheet sheets length lengths strip strips roll rolls bag bags box boxes tube tubes bottle bottles can cans pack packs packet packets handful bit bits couple plenty pinch dash splash drizzle knob layer coat dab drop drops lot lots amount'.split(
    ' ',
  ),
);
/** Measures and sizes: "two cups of flour" is flour (a measure is not a count of things). */
const SIZES = new Set(
  'grit volt volts watt watts amp amps gauge degree degrees percent cup cups tablespoon tablespoons tbsp teaspoon teaspoons tsp gram grams g kg kilo kilos ml liter liters litre litres meter meters metre metres foot feet inch inches cm mm ounce ounces oz pound pounds lb lbs gallon gallons quart quarts pint pints yard yards'.split(
    ' ',
  ),
);
/** Counting words that say no number: "a couple of screws", "a lot of water". */
const VAGUE = new Set(
  'couple lot lots bit bits handful amount plenty pinch dash splash drizzle knob'.split(' '),
);
/**
 * Adjectives that describe this one occasion, not what to buy or fetch: "the new inner tube" is an
 * inner tube, "a clean rag" a rag. Adjectives that choose the thing stay ("fine sandpaper",
 * "adjustable wrench", "warm water", "flathead screwdriver").
 */
const PASSING_ADJECTIVES = new Set(
  'new old spare extra fresh clean same other whole good nice little small big large tiny empty used own favorite favourite trusty regular normal standard basic simple'.split(
    ' ',
  ),
);
/** Nouns that name one thing in the plural. */
const PAIR_NOUNS = new Set(
  'pliers scissors tongs glasses goggles jeans gloves hands shears clippers tweezers pants trousers earmuffs snips loppers pruners overalls tights'.split(
    ' ',
  ),
);
/** Words `singular` would break. */
const SINGULAR_EXCEPTIONS: Readonly<Record<string, string>> = {
  gas: 'gas',
  canvas: 'canvas',
  lens: 'lens',
  series: 'series',
  species: 'species',
  molasses: 'molasses',
  clothes: 'clothes',
  bellows: 'bellows',
  leaves: 'leaf',
  knives: 'knife',
  halves: 'half',
  shelves: 'shelf',
  tomatoes: 'tomato',
  potatoes: 'potato',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  dice: 'die',
};
/** Where a spoken item's name ends: "tire levers for this part", "a pot with drainage holes". */
const TRAILING_CLAUSE =
  /\s(for|from|to|with|that|which|on|in|into|onto|at|if|when|so|because)\s.*$/;
const NOT_AN_ITEM =
  /^(none|nothing|n\/?a|no (tools?|materials?)|not (specified|mentioned)|unknown)$/;

function singularWord(word: string): string {
  if (PAIR_NOUNS.has(word)) return word;
  const exception = SINGULAR_EXCEPTIONS[word];
  if (exception) return exception;
  return /^[a-z]{3,}s$/.test(word) || /ies$/.test(word) ? singular(word) : word;
}

/** A count written after the name: "tire lever x2", "tire levers (2)", "screws - 4". */
function trailingCount(text: string): { text: string; count: number | null } {
  const match = /(?:\s*\(\s*(?:x\s*)?(\d+)\s*\)|\s+[x\u00d7]\s*(\d+)|\s+-\s*(\d+))$/.exec(text);
  if (!match) return { text, count: null };
  return { text: text.slice(0, match.index), count: Number(match[1] ?? match[2] ?? match[3]) };
}

function countOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return COUNTS[word] ?? null;
}

/**
 * A tool or material as the narrator or a model said it, as the repository lists it: "two tire
 * levers" -> { name: "tire lever", quantity: 2 }, "some wood glue" -> { "wood glue", null },
 * "the new inner tube" -> { "inner tube", null }, "a pair of pliers" -> { "pliers", null }: only a
 * count said as a number is a quantity ("a" and "a pair of" say one thing, not how many to buy).
 * Measures are not counts: "two cups of flour" -> { "flour", null }. Null for nothing, a pronoun
 * or "none".
 */
export function normalizeItem(spoken: string): NormalizedItem | null {
  const trailing = trailingCount(spoken.toLowerCase().trim());
  let text = dropFillers(trailing.text)
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\[[^\]]*\]|\{[^}]*\}/g, ' ')
    .replace(/[*_`"\u201c\u201d]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  text = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;:]/)[0]!
    .replace(TRAILING_CLAUSE, '')
    .replace(/[.!?]+$/, '')
    .trim();
  if (NOT_AN_ITEM.test(text)) return null;
  const words = text.split(/\s+/).filter((word) => word !== '');
  let count: number | null = trailing.count;
  let at = 0;
  for (; at < words.length; at++) {
    const word = words[at]!;
    const next = words[at + 1];
    const number = countOf(word);
    // "2 inch screws", "120 grit sandpaper": a size, part of the name, not a count.
    if (number !== null && next !== undefined && SIZES.has(next) && words[at + 2] !== 'of') break;
    if (number !== null && next !== undefined) {
      count ??= number;
      continue;
    }
    if ((COUNTED_BY.has(word) || SIZES.has(word)) && next === 'of' && words[at + 2] !== undefined) {
      // "a couple of", "a lot of", a measure: no count to keep.
      if (!COUNTED_BY.has(word) || VAGUE.has(word)) count = null;
      at += 1;
      continue;
    }
    if (DETERMINERS.has(word) || PASSING_ADJECTIVES.has(word) || word === 'half') continue;
    break;
  }
  const core = words.slice(at).map((word) => word.replace(/^'+|'+$/g, ''));
  if (core.length === 0 || core.every((word) => PRONOUNS.has(word) || DETERMINERS.has(word))) {
    return null;
  }
  core[core.length - 1] = singularWord(core[core.length - 1]!);
  const name = core.join(' ').trim();
  if (name === '') return null;
  return { name, quantity: count !== null && count > 0 ? count : null };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The count a sentence says for an item ("Fix it with two screws" -> 2 for "screw"): a number
 * word or digits at most two words before the item's name, singular or plural. Null when none.
 */
export function spokenQuantity(name: string, text: string): number | null {
  const words = name.split(' ').map(escapeRegExp);
  const head = words.pop() ?? '';
  const plural = head.endsWith('y') ? `${head.slice(0, -1)}(?:y|ies)` : `${head}(?:e?s)?`;
  const noun = [...words, plural].join('\\s+');
  const numbers = [...Object.keys(COUNTS), '\\d+'].join('|');
  // Up to two words between ("two small screws"), but not a measure's "of" ("two cups of flour").
  const between = "(?:(?!of\\b)[a-z'-]+\\s+){0,2}?";
  const pattern = new RegExp(`\\b(${numbers})\\s+${between}${noun}\\b`);
  const match = pattern.exec(text.toLowerCase());
  return match ? countOf(match[1]!) : null;
}

/** Whether a text says this number, in digits or as a word. */
export function saysCount(count: number, text: string): boolean {
  const lower = text.toLowerCase();
  const names = Object.entries(COUNTS).filter(([, value]) => value === count);
  return [String(count), ...names.map(([word]) => word)].some((word) =>
    new RegExp(`\\b${word}\\b`).test(lower),
  );
}

const headOf = (name: string): string => name.split(' ').pop() ?? name;

/** Whether `long` is `short` with words in front ("adjustable wrench" and "wrench"). */
function extends_(long: string, short: string): boolean {
  return long.endsWith(` ${short}`) && headOf(long) === headOf(short);
}

/**
 * Items once each, in first-mentioned order: the same name, or a longer name ending in a shorter
 * one with the same head ("wrench" and "adjustable wrench" -> "adjustable wrench"), is one item
 * whose quantity is the largest spoken.
 */
export function mergeItems(items: readonly NormalizedItem[]): NormalizedItem[] {
  const merged: NormalizedItem[] = [];
  for (const item of items) {
    const same = merged.find(
      (kept) =>
        kept.name === item.name || extends_(kept.name, item.name) || extends_(item.name, kept.name),
    );
    if (!same) {
      merged.push({ ...item });
      continue;
    }
    if (item.name.length > same.name.length) same.name = item.name;
    if (item.quantity !== null) same.quantity = Math.max(same.quantity ?? 0, item.quantity);
  }
  return merged;
}

/** Contractions a recogniser writes without the apostrophe; only unambiguous ones. */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  youll: "you'll",
  youre: "you're",
  youve: "you've",
  theyre: "they're",
  theyll: "they'll",
  theyve: "they've",
  weve: "we've",
  itll: "it'll",
  thats: "that's",
  theres: "there's",
  heres: "here's",
  whats: "what's",
  im: "I'm",
  ive: "I've",
  i: 'I',
  "i'm": "I'm",
  "i'll": "I'll",
  "i've": "I've",
  "i'd": "I'd",
};

/**
 * A recogniser sentence made readable: fillers and `<sil>` dropped, "i" as "I", the common
 * contractions given their apostrophe ("dont" -> "don't"; not "its", "were", "well", which are
 * words too), a capital first letter and a final period when it has no end punctuation.
 */
export function restoreSentence(text: string): string {
  const words = dropFillers(text)
    .replace(/\s+([,.!?;:])/g, '$1')
    .split(' ')
    .filter((word) => word !== '')
    .map((word, index) => {
      const match = /^([^\p{L}]*)([\p{L}']+)([^\p{L}]*)$/u.exec(word);
      if (!match) return word;
      const [, before = '', core = '', after = ''] = match;
      const lower = core.toLowerCase();
      const fixed = CONTRACTIONS[lower] ?? (index === 0 && lower === 'lets' ? "let's" : undefined);
      return fixed ? `${before}${fixed}${after}` : word;
    });
  const sentence = words
    .join(' ')
    .replace(/^[,;:\s]+/, '')
    .replace(/[,;:\s]+$/, '');
  if (sentence === '') return '';
  return /[.!?]["')\]]*$/.test(sentence) ? capitalize(sentence) : `${capitalize(sentence)}.`;
}
