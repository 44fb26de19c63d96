import { isActionWord } from './classify';
import { MATERIALS, NOT_ITEMS, PARTICLES, TOOLS, USE_TRIGGERS } from './lexicon';
import { imperativeOf, isDeterminer, isNumberWord, singular, type Word } from './phrases';
import { commonness } from './vocabulary/lexicon';

/**
 * What a sentence names that is already there (the work, its places and parts) rather than a
 * tool or material the step brings: "Sharpen the knife", "into the caliper", "the edge of the
 * board", "which dissolves the chalk", "until you feel a small burr". `./items` asks these before
 * it lists a thing.
 */

/** Determiners that count a thing, kept in an answer: "a hand saw", "two tire levers". */
export const COUNTING = /^(a|an|one|two|three|four|five|six|\d+)$/;

/** Verbs that take up, hold or ready a tool: their object is used, not worked on. */
const HANDLING_VERBS = new Set(
  (
    'grab take use get pick hold load fill plug switch turn set attach fit insert put dip ' +
    'heat warm charge open prepare ready clamp fix lay place position have keep bring pour ' +
    'lean hang stand mount tuck slide lower stack rest wedge prop'
  ).split(' '),
);

/**
 * Whether the tool at `index` is the object of the sentence's opening verb ("Sharpen the knife",
 * "Wipe the blade clean"), and that verb works on it rather than takes it up ("Grab the knife").
 */
export function isWorkpiece(words: readonly Word[], index: number, clauseStart: number): boolean {
  const verb = words[clauseStart];
  if (!verb || HANDLING_VERBS.has(verb.word) || !isActionWord(verb.word)) return false;
  let at = clauseStart + 1;
  if (words[at] && PARTICLES.has(words[at]!.word)) at += 1;
  while (at < index && (isDeterminer(words[at]!) || words[at]!.tags.has('Adjective'))) at += 1;
  // "unfold the two poles", "tighten four bar clamps": things counted out are brought.
  const counted = words.slice(clauseStart + 1, index).some((word) => isNumberWord(word));
  return at === index && !counted;
}

/** Words after a thing that say it is turned or returned: "turn the board over". */
const REPOSITIONED = new Set(['over', 'back', 'around', 'round', 'upside', 'aside']);

/**
 * Whether the material at `start` to `end` is turned over or put back, said as one already there:
 * "turn the board over", "put the panel back in the case" (the work, moved about).
 */
export function isRepositioned(words: readonly Word[], start: number, end: number): boolean {
  const before = definiteBefore(words, start);
  const verb = words[before - 1];
  if (before < 1 || !verb || !REPOSITIONED.has(words[end]?.word ?? '')) return false;
  // Not "lay the cardboard over the soil": there "over" says where it goes.
  const after = words[end + 1];
  if (words[end]!.word !== 'back' && after && (isDeterminer(after) || after.tags.has('Noun')))
    return false;
  return isActionWord(verb.word) || verb.tags.has('Verb');
}

/** Verbs that use up what they work on: "melt the wax", "stir the stain", "sift the flour". */
export const CONSUMING_VERBS = new Set(
  (
    'melt mix stir whisk sift knead dissolve dilute measure weigh sprinkle drizzle spread brush ' +
    'apply squeeze blend shake thin'
  ).split(' '),
);

/** Whether a definite determiner comes between `from` and `to`: "the", "your", "its". */
export const saidAsThere = (words: readonly Word[], from: number, to: number): boolean =>
  words.slice(from, to).some((word) => DEFINITE.has(word.word)) &&
  !words.slice(from, to + 1).some((word) => BROUGHT.has(word.word));

/**
 * How often (SemCor count) an everyday word is said from which a lone mention of it is no evidence
 * of a tool or material: "glass", "stone", "scale", "page", "snap" name many other things.
 */
const EVERYDAY = 20;

const curated = (word: string): boolean =>
  TOOLS.has(word) ||
  MATERIALS.has(word) ||
  TOOLS.has(singular(word)) ||
  MATERIALS.has(singular(word));

/** The index of the word before what describes the thing at `at`: its determiners, count, adjectives. */
function wordBeforeDescription(words: readonly Word[], at: number): number {
  let before = at - 1;
  while (
    before >= 0 &&
    (isDeterminer(words[before]!) ||
      COUNTING.test(words[before]!.word) ||
      words[before]!.tags.has('Adjective'))
  )
    before -= 1;
  return before;
}

/**
 * Whether the thing at `at` follows a word that takes it up or handles it: "use the glass", "with
 * a stone", "place the dressing".
 */
function takenUp(words: readonly Word[], at: number, clauseStart: number): boolean {
  let before = wordBeforeDescription(words, at);
  // "Pick up the bottle": the verb before its particle.
  if (before === clauseStart + 1 && PARTICLES.has(words[before]!.word)) before -= 1;
  const word = words[before]?.word ?? '';
  // A verb that handles a thing takes it up when it is the instruction's own ("Place the
  // dressing"), not when something else does it ("drops of water keep the stone clean").
  const handled = before === clauseStart && (HANDLING_VERBS.has(word) || CONSUMING_VERBS.has(word));
  return USE_TRIGGERS.has(word) || handled;
}

/**
 * Whether a one-word lexicon term is an everyday word said without being taken up ("find glass",
 * "the scale is thick"): a word that names many things is a tool only when the step uses it.
 */
export const everydayWord = (words: readonly Word[], at: number, clauseStart: number): boolean =>
  !curated(words[at]!.word) &&
  commonness(words[at]!.word) >= EVERYDAY &&
  !takenUp(words, at, clauseStart);

/** Determiners that point at a thing already there: "the", "your", "its". */
export const DEFINITE = new Set(
  'the your its their this that these those his her our my each every both'.split(' '),
);

/** Prepositions that say where the work happens: "into the caliper", "down the sink". */
export const PLACE_PREPOSITIONS = new Set(
  (
    'into inside on onto under underneath across along around at down off of over ' +
    'through against near behind between beside above below to toward towards within'
  ).split(' '),
);

/**
 * Where the definite determiner of the thing whose words start at `start` is ("of the brake
 * rotor": one word naming the kind of thing may come first), or -1 when it has none.
 */
function definiteBefore(words: readonly Word[], start: number): number {
  let before = start - 1;
  while (before >= 0 && start - before <= 1 && !isDeterminer(words[before]!)) {
    const word = words[before]!;
    if (!word.tags.has('Noun') && !word.tags.has('Adjective')) break;
    // A word naming the kind of thing is singular and common ("brake rotor"); "the patches
    // super fine sandpaper", "the florida drop cloth" are a recogniser's run of two things.
    if (
      word.tags.has('ProperNoun') ||
      (word.tags.has('Plural') && singular(word.word) !== word.word)
    )
      break;
    if (PLACE_PREPOSITIONS.has(word.word) || USE_TRIGGERS.has(word.word)) break;
    before -= 1;
  }
  if (!words[before] || !DEFINITE.has(words[before]!.word)) return -1;
  // "into the new inner tube": a thing the step brings in, though said with "the".
  const brought = words.slice(before + 1, start + 1).some((word) => BROUGHT.has(word.word));
  return brought ? -1 : before;
}

/** Nouns that name a part or a region of a thing: "the edge of", "the flat of", "the last of". */
const PART_NOUNS = new Set(
  'angle flat last tip face rim base lip underside length width height half centre center'.split(
    ' ',
  ),
);

const isPart = (word: string): boolean =>
  PART_NOUNS.has(word) || NOT_ITEMS.has(word) || NOT_ITEMS.has(singular(word));

/** Verbs that put a thing into a liquid: what it goes in is what the step uses. */
const DIPPING = new Set('dip dips dipping soak soaking dunk submerge immerse steep'.split(' '));

/** Words before "from" that say how far from a place: "away from the blade", "six inches from". */
const DISTANCE_WORDS =
  /^(away|far|clear|apart|inch(es)?|foot|feet|centimet(re|er)s?|millimet(re|er)s?|met(re|er)s?|cm|mm)$/;

/** Adjectives of a thing brought to the work: "the new pads", "the spare tube". */
export const BROUGHT = new Set(['new', 'spare', 'replacement', 'fresh']);

/**
 * The word a thing whose definite determiner is at `det` hangs from: the word before it, or for
 * the second of two things ("the side plates and the rollers") what the first one hangs from.
 */
function governorOf(words: readonly Word[], det: number): number {
  const before = det - 1;
  if (!/^(and|or)$/.test(words[before]?.word ?? '')) return before;
  let at = before - 1;
  while (at >= 0 && before - at <= 4 && !isDeterminer(words[at]!)) {
    if (!words[at]!.tags.has('Noun') && !words[at]!.tags.has('Adjective')) return before;
    at -= 1;
  }
  return at >= 0 && at < before - 1 && DEFINITE.has(words[at]!.word)
    ? governorOf(words, at)
    : before;
}

/**
 * Whether the thing whose words start at `start` is what a verb inside the sentence works on,
 * said as one already there: "what dissolves the chalk", "stir the ashes", "let the cord snap".
 */
export function isWorkedOn(words: readonly Word[], start: number, clauseStart: number): boolean {
  const before = definiteBefore(words, start);
  if (before < 1) return false;
  const at = governorOf(words, before);
  const verb = words[at];
  // A verb of the trades ("dissolve", "stir", "scratching"), read as a verb or opening the
  // instruction: a recogniser's slip ("film the water bottle" for "fill") is no evidence.
  if (!verb || (!isActionWord(verb.word) && !verb.tags.has('Gerund'))) return false;
  if (!verb.tags.has('Verb') && at !== clauseStart) return false;
  if (['Auxiliary', 'Modal', 'Particle'].some((tag) => verb.tags.has(tag))) return false;
  if (PARTICLES.has(verb.word) || PLACE_PREPOSITIONS.has(verb.word)) return false;
  // "from scratching the bath", but not "holding the knife", "using the brush".
  const base = verb.tags.has('Gerund') ? imperativeOf(verb.word) : verb.word;
  if (base === null) return false;
  return ![HANDLING_VERBS, CONSUMING_VERBS, USE_TRIGGERS].some(
    (set) => set.has(base) || set.has(verb.word),
  );
}

/** Verbs of noticing: what they take is how the work looks or feels, not a thing to fetch. */
const NOTICING_VERBS = new Set(
  'see feel find notice spot look watch hear smell inspect'.split(' '),
);

/** Whether the thing at `start` is what a verb of noticing takes: "until you feel a small burr". */
export function isNoticed(words: readonly Word[], start: number): boolean {
  const before = wordBeforeDescription(words, start);
  return NOTICING_VERBS.has(words[before]?.word ?? '');
}

/** Words that open a clause inside a sentence, before its subject. */
const SUBORDINATE = new Set('so because since while unless until till when once if'.split(' '));

/**
 * Whether the thing at `start` to `end` is the subject of what the sentence says, said as one
 * already there: "The burr should flip back", "until the ashes feel cool", "so the board stays
 * flat". Said of a thing in the work, not of one the step brings.
 */
export function isSubjectThere(words: readonly Word[], start: number, end: number): boolean {
  // "until water runs out": a bare name right after a subordinator is its clause's subject.
  const bare = SUBORDINATE.has(words[start - 1]?.word ?? '');
  const before = bare ? start : definiteBefore(words, start);
  if (before < 0) return false;
  // A sentence's own subject only in an outcome ("The burr should flip back"): "The towels
  // stop the racks sliding" says what a thing the step uses does.
  const opener = words[before - 1];
  const next = words[end];
  if (opener ? !SUBORDINATE.has(opener.word) : !next?.tags.has('Modal')) return false;
  if (!next || next.tags.has('Noun') || next.tags.has('Adjective')) return false;
  return ['Verb', 'Modal', 'Auxiliary', 'Copula'].some((tag) => next.tags.has(tag));
}

/**
 * Whether the thing whose words start at `start` is a place or a part the work happens at, said
 * as one already there: a definite determiner after a preposition of place ("into the caliper",
 * "along the edge of the board", "down the sink"). What the step brings is introduced ("in a
 * vise", "onto a drop cloth") or taken up ("with the brush"), and is found there.
 */
export function isPlaceOfWork(words: readonly Word[], start: number, end: number): boolean {
  const before = definiteBefore(words, start);
  // "Dip the brush in the paint": a substance is no place, it is what the step uses.
  if (before < 0 || words[end - 1]!.tags.has('Uncountable')) return false;
  const at = governorOf(words, before);
  const preposition = words[at]?.word ?? '';
  // "away from the blade" is a place; "pour it from the jug", "out of the wheelbarrow" name
  // where the step takes something from, often what it uses.
  if (preposition === 'from') return DISTANCE_WORDS.test(words[at - 1]?.word ?? '');
  if (preposition === 'of' && words[at - 1]?.word === 'out') return false;
  // "the edge of the board", "the last of the burr": a part of the work, not "a meltdown of
  // the wheelbarrow" (what a recogniser makes of "the mulch out of the wheelbarrow").
  if (preposition === 'of' && !isPart(words[at - 1]?.word ?? '')) return false;
  // "Dip the brush in the paint", "soak the rag in the degreaser": what it is dipped in is used.
  // Not "the lube soaks into the rollers": the verb takes its own object first.
  const dipped = words.slice(0, at - 1).some((word) => DIPPING.has(word.word));
  if (/^in(to)?$/.test(preposition) && dipped) return false;
  // "switch on the soldering iron": a particle of the verb, not a place.
  if (PARTICLES.has(preposition) && words[at - 1]?.tags.has('Verb')) return false;
  // "Sharpen it on the whetstone": a tool the work rests on. Parts of the work are many ("on
  // the patches", "on every roller").
  if (preposition === 'on') {
    const head = words[end - 1]!.word;
    return /^(each|every|both|all)$/.test(words[before]!.word) || singular(head) !== head;
  }
  return PLACE_PREPOSITIONS.has(preposition);
}
