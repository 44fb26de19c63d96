import { DETERMINERS, PRONOUNS } from './lexicon';
import { dropFillers } from './normalize';
import { singular } from './phrases';

/**
 * Tool and material names as the repository lists them, from what a narrator or a model said:
 * singular, lower case, no determiner or passing adjective, with a spoken count as the quantity.
 * Shared by both analyzers.
 */

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
  'pair pairs set sets piece pieces sheet sheets length lengths strip strips roll rolls bag bags box boxes tube tubes bottle bottles can cans pack packs packet packets spool spools wad wads ball balls bundle bundles bucket buckets bucketful spoon spoons spoonful spoonfuls scoop scoops pocketful handful bit bits couple plenty pinch dash splash drizzle knob glug glugs sprig sprigs clove cloves slice slices layer layers coat coats dab drop drops lot lots amount'.split(
    ' ',
  ),
);
/** Measures and sizes: "two cups of flour" is flour (a measure is not a count of things). */
const SIZES = new Set(
  'grit volt volts watt watts amp amps ohm ohms gauge degree degrees percent cup cups tablespoon tablespoons tbsp teaspoon teaspoons tsp gram grams g kg kilo kilos ml liter liters litre litres meter meters metre metres foot feet inch inches cm mm ounce ounces oz pound pounds lb lbs gallon gallons quart quarts pint pints yard yards millimetre millimetres millimeter millimeters centimetre centimetres centimeter centimeters second seconds minute minutes hour hours part parts'.split(
    ' ',
  ),
);
/**
 * Counting words that say no number of things to get: "a couple of screws", "a lot of water", and
 * how thick it goes on: "two coats of varnish" is varnish, not two of it.
 */
const VAGUE = new Set(
  'couple lot lots bit bits handful amount plenty pinch dash splash drizzle knob glug glugs layer layers coat coats'.split(
    ' ',
  ),
);
/**
 * Adjectives that describe this one occasion, not what to buy or fetch: "the new inner tube" is an
 * inner tube, "a clean rag" a rag. Adjectives that choose the thing stay ("fine sandpaper",
 * "adjustable wrench", "warm water", "flathead screwdriver").
 */
const PASSING_ADJECTIVES = new Set(
  'new old spare extra fresh clean same other whole good nice sharp little small big large tiny empty used own favorite favourite trusty regular normal standard basic simple heavy sturdy tight greasy dirty sticky shiny dull'.split(
    ' ',
  ),
);
/** Nouns that name one thing in the plural. */
const PAIR_NOUNS = new Set(
  'pliers scissors tongs glasses goggles jeans gloves hands shears clippers tweezers pants trousers earmuffs snips loppers pruners overalls tights'.split(
    ' ',
  ),
);
/**
 * Superlatives say which one of the things this time ("the thickest string", "the longest
 * screw"), not what to fetch; these words only end like one.
 */
const SUPERLATIVE = /^[a-z]{2,}est$/;
const NOT_SUPERLATIVE = new Set(
  'forest chest test west vest nest crest harvest interest priest contest request guest pest quest zest'.split(
    ' ',
  ),
);
/** Names in which a passing adjective is the kind: builders' "sharp sand" is not any sand. */
const ADJECTIVE_KINDS = new Set(['sharp sand', 'soft sand']);
/** "A second pair of hands", "an extra pair of eyes": a helper, not a thing to fetch. */
const HELPER_PARTS = new Set(['hands', 'eyes', 'arms']);
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
  // "a bundle of", "a cup of", "a pocket full of": what is measured or carried follows.
  const measures = (k: number): boolean =>
    words[k + 2] !== undefined &&
    ((words[k + 1] === 'of' && (COUNTED_BY.has(words[k]!) || SIZES.has(words[k]!))) ||
      (words[k + 1] === 'full' && words[k + 2] === 'of' && words[k + 3] !== undefined));
  let at = 0;
  // "a pair of wire cutters" is one thing with a plural name.
  let pair = false;
  for (; at < words.length; at++) {
    const word = words[at]!;
    const next = words[at + 1];
    const number = countOf(word);
    // "a big bundle of kindling", "a thin coat of oil", "an arm's length of thread".
    if (number === null && measures(at + 1) && !COUNTED_BY.has(word)) continue;
    if (number === null && words[at + 1] === 'full' && measures(at)) {
      count = null;
      at += 2;
      continue;
    }
    // "five parts sand (to one part cement)": a mix ratio, neither a count nor a size.
    if (number !== null && (next === 'part' || next === 'parts')) {
      at += 1;
      continue;
    }
    // "four hundred grit sandpaper": a number said in words is one number, and part of the name.
    if (number !== null && (next === 'hundred' || next === 'thousand')) break;
    // "2 inch screws", "120 grit sandpaper": a size, part of the name, not a count.
    if (number !== null && next !== undefined && SIZES.has(next) && words[at + 2] !== 'of') break;
    if (number !== null && next !== undefined) {
      count ??= number;
      continue;
    }
    if ((COUNTED_BY.has(word) || SIZES.has(word)) && next === 'of' && words[at + 2] !== undefined) {
      // "a couple of", "a lot of", a measure: no count to keep.
      if (!COUNTED_BY.has(word) || VAGUE.has(word)) count = null;
      pair = word === 'pair' || word === 'pairs';
      at += 1;
      continue;
    }
    // "the spare wheel" is a spare wheel; "a spare inner tube" an inner tube.
    const passing =
      (PASSING_ADJECTIVES.has(word) &&
        (word !== 'spare' || words.length - at > 2) &&
        !ADJECTIVE_KINDS.has(words.slice(at, at + 2).join(' '))) ||
      (SUPERLATIVE.test(word) && !NOT_SUPERLATIVE.has(word) && next !== undefined);
    if (DETERMINERS.has(word) || passing || word === 'half') continue;
    break;
  }
  const core = words.slice(at).map((word) => word.replace(/^'+|'+$/g, ''));
  if (core.length === 0 || core.every((word) => PRONOUNS.has(word) || DETERMINERS.has(word))) {
    return null;
  }
  if (pair && core.length === 1 && HELPER_PARTS.has(core[0]!)) return null;
  if (!pair || !core[core.length - 1]!.endsWith('s')) {
    core[core.length - 1] = singularWord(core[core.length - 1]!);
  }
  const name = core.join(' ').trim();
  if (name === '') return null;
  return { name, quantity: count !== null && count > 0 ? count : null };
}

const SIZE_WORDS = [...SIZES].join('|');
const MEASURE_WORDS = [...SIZES, ...VAGUE].join('|');
/** Words that end the run between a count and its thing: a measure, or the next phrase. */
const BETWEEN_STOPS = [SIZE_WORDS, 'of|in|into|on|onto|with|for|to|from|at|and|or|per'].join('|');

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
  // Up to two words between ("two small screws"), but no measure ("two cups of flour", "twenty
  // ohm resistor") and no other thing's phrase ("three toothpicks in wood glue").
  const between = `(?:(?!(?:${BETWEEN_STOPS})\\b)[a-z'-]+\\s+){0,2}?`;
  const pattern = new RegExp(`\\b(${numbers})\\s+${between}${noun}\\b`);
  const match = pattern.exec(text.toLowerCase());
  return match ? countOf(match[1]!) : null;
}

/**
 * Whether a text says this number of things, in digits or as a word: not a measure ("three inches
 * deep", "two thin coats", "two minutes"), no guess ("one or two pieces") and never one ("the old
 * one", "one way round": "a" already says one thing).
 */
export function saysCount(count: number, text: string): boolean {
  if (count < 2) return false;
  const lower = text.toLowerCase();
  const names = Object.entries(COUNTS).filter(([, value]) => value === count);
  return [String(count), ...names.map(([word]) => word)].some((word) =>
    new RegExp(
      `(?<!\\bor\\s)\\b${word}\\b(?!\\s+or\\b)(?!\\s+(?:[a-z'-]+\\s+)?(?:${MEASURE_WORDS})\\b)`,
    ).test(lower),
  );
}

const headOf = (name: string): string => name.split(' ').pop() ?? name;

/** "Never use a can of compressed air", "don't use hot water": a warning away from the thing. */
const NOT_TO_USE = /\b(?:never|don't|do not|won't|will not|avoid)\s+(?:use|using|need)\b/;

/**
 * Whether the sentences name the item only to say not to use it ("Never use a can of compressed
 * air", "You don't need a scaler"): a model lists it among the step's tools, but nobody fetches
 * it. False when no sentence names it (the model may have a reason) or one names it otherwise.
 */
export function toldNotToUse(name: string, sentences: readonly string[]): boolean {
  const words = name.split(' ').map(escapeRegExp);
  const head = words.pop() ?? '';
  const noun = new RegExp(`\\b${[...words, `${head}(?:e?s)?`].join('\\s+')}\\b`);
  const mentions = sentences
    .map((sentence) => sentence.toLowerCase().replace(/\u2019/g, "'"))
    .filter((sentence) => noun.test(sentence));
  return (
    mentions.length > 0 &&
    mentions.every((sentence) => {
      const warning = NOT_TO_USE.exec(sentence);
      const at = sentence.search(noun);
      return (
        warning !== null && warning.index < at && !/[,;.]/.test(sentence.slice(warning.index, at))
      );
    })
  );
}

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

/**
 * One name per thing across the steps: "wrench" in one step, "adjustable wrench" in another. A
 * short name takes the longer one only when that is the one thing it can mean: the only longer
 * name of that thing in the answer, or the only one the step's own words say ("brush" beside
 * "with the block brush", when a scrub brush is listed too). "jumper wire" beside a red and a
 * black jumper wire stays itself.
 */
export function canonicalName(
  name: string,
  all: readonly NormalizedItem[],
  spoken: string,
): string {
  // "wire cutter" where the answer also says "a pair of wire cutters": one thing, named as a pair.
  if (all.some((item) => item.name === `${name}s`)) return `${name}s`;
  const longer = [
    ...new Set(all.map((item) => item.name).filter((other) => other.endsWith(` ${name}`))),
  ].filter((other, _, list) => !list.some((item) => item !== other && item.endsWith(` ${other}`)));
  if (longer.length === 1) return longer[0]!;
  const text = ` ${spoken.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ')} `;
  // Said in full or by its last words: "the block brush" says the wide block brush.
  const saysPart = (other: string) => {
    const words = other.split(' ');
    return words.some(
      (_, at) =>
        at < words.length - name.split(' ').length &&
        text.includes(` ${words.slice(at).join(' ')} `),
    );
  };
  const said = longer.filter(saysPart);
  return said.length === 1 ? said[0]! : name;
}
