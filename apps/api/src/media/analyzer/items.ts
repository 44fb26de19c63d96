import { isActionWord } from './classify';
import {
  MATERIAL_PHRASES,
  MATERIAL_TRIGGERS,
  MATERIALS,
  NEGATIONS,
  NOT_ITEMS,
  NUMBER_WORDS,
  PARTICLES,
  PRONOUNS,
  STRONG_USE_TRIGGERS,
  TOOL_PHRASES,
  TOOL_VERBS,
  TOOLS,
  USE_TRIGGERS,
} from './lexicon';
import { actionStart } from './markers';
import {
  imperativeOf,
  isDeterminer,
  isNumberWord,
  MEASURE_NOUNS,
  type NounPhrase,
  nounPhraseAt,
  nounPhraseList,
  PACKAGING_NOUNS,
  singular,
  type Word,
} from './phrases';
import { commonness, loadLexicon, singularOf } from './vocabulary/lexicon';

/**
 * The tools and materials one spoken sentence names: lexicon terms anywhere in it, nouns after
 * "use", "need", "with" ..., and verbs that name their tool ("drill a hole").
 */

export type ItemKind = 'tool' | 'material';

export interface Item {
  kind: ItemKind;
  /** Lowercase, as spoken, without determiners: "tire levers". */
  phrase: string;
  /** As spoken with its article or number: "two tire levers". */
  answer: string;
  sentence: number;
}

/** How many words before a thing a negation still reaches. */
const NEGATION_REACH = 4;
/** Determiners that count a thing, kept in an answer: "a hand saw", "two tire levers". */
const COUNTING = /^(a|an|one|two|three|four|five|six|\d+)$/;

/** Nouns ending like a tool's name ("scraper", "peeler") that name no tool. */
const NOT_AGENT_NOUNS = new Set(
  (
    'other water paper corner finger layer number center centre rubber power partner helper ' +
    'owner letter matter weather order border shoulder river summer winter dinner butter flower ' +
    'father mother brother sister daughter user cover floor door color colour interior exterior ' +
    'motor mirror error anchor factor sugar flour liquor vapor vapour odor odour armor'
  ).split(' '),
);

function classify(phrase: NounPhrase, trigger: string): ItemKind | null {
  const key = phrase.core.map(singular).join(' ');
  if (TOOL_PHRASES.some((tool) => key.includes(tool))) return 'tool';
  if (MATERIAL_PHRASES.some((material) => key.includes(singular(material)))) return 'material';
  const head = phrase.head.word;
  if (NOT_ITEMS.has(head) || PRONOUNS.has(head)) return null;
  if (TOOLS.has(head) || TOOLS.has(singular(head))) return 'tool';
  if (MATERIALS.has(head) || MATERIALS.has(singular(head))) return 'material';
  // "with a vegetable peeler", "with the turkey baster": a thing named for what it does.
  if (
    trigger === 'with' &&
    phrase.head.tags.has('Noun') &&
    /[a-z]{3,}(er|or)$/.test(head) &&
    !NOT_AGENT_NOUNS.has(head)
  )
    return 'tool';
  if (!STRONG_USE_TRIGGERS.has(trigger) || !phrase.head.tags.has('Noun')) return null;
  if (MATERIAL_TRIGGERS.has(trigger) || phrase.head.tags.has('Uncountable')) return 'material';
  if (/ers?$/.test(head) || trigger === 'use' || trigger === 'using') return 'tool';
  return 'material';
}

function makeItem(phrase: NounPhrase, kind: ItemKind, sentence: number): Item {
  const determiner = phrase.spoken.split(' ')[0] ?? '';
  const counted = COUNTING.test(determiner);
  const text = phrase.core.join(' ');
  return { kind, phrase: text, answer: counted ? phrase.spoken : text, sentence };
}

/** The longest known tool or material among a sentence's words, by the shipped lexicon. */
const LONGEST_TERM = 3;

function termKind(phrase: string): ItemKind | null {
  const exact = loadLexicon().kinds.get(singularOf(phrase));
  if (exact) return exact;
  if (TOOL_PHRASES.includes(phrase)) return 'tool';
  if (MATERIAL_PHRASES.includes(phrase)) return 'material';
  return null;
}

/** Pronouns that are only ever objects: the word before them is a verb. */
const OBJECT_PRONOUNS = new Set(['them', 'it', 'him', 'us', 'me']);

/** Words before which a word is a verb: "you can", "to sand", "we patch". */
const VERB_CONTEXT = new Set(['to', 'you', 'i', 'we', 'they', 'will', "you'll", "we'll", 'and']);

/**
 * Whether a single word the lexicon knows is used as a thing here: the tagger reads it as a noun
 * (not "can" the modal, "down" the adverb, "flat" the adjective), it is no number, and nothing
 * before it makes it a verb ("to sand", "you can").
 */
function readsAsThing(words: readonly Word[], index: number, clauseStart: number): boolean {
  const word = words[index]!;
  if (NUMBER_WORDS.has(word.word) || /^\d/.test(word.word)) return false;
  // "Sand the patches", "Rinse it", "Sand lightly": the imperative's own verb.
  const next = words[index + 1];
  const object =
    next && (isDeterminer(next) || PRONOUNS.has(next.word) || PARTICLES.has(next.word));
  if (index === clauseStart && object) return false;
  if (index === clauseStart && next?.tags.has('Adverb')) return false;
  // "..., rinse them and dry them off": a word its object pronoun follows is a verb.
  if (next && OBJECT_PRONOUNS.has(next.word)) return false;
  if (!word.tags.has('Noun') || word.tags.has('Adjective') || word.tags.has('Adverb')) return false;
  if (word.tags.has('Verb') || word.tags.has('Modal') || word.tags.has('Auxiliary')) return false;
  const before = words[index - 1]?.word;
  return before === undefined || !VERB_CONTEXT.has(before) || index === 0;
}

/** Verbs that take up, hold or ready a tool: their object is used, not worked on. */
const HANDLING_VERBS = new Set(
  (
    'grab take use get pick hold load fill plug switch turn set attach fit insert put dip ' +
    'heat warm charge open prepare ready clamp fix lay place position have keep bring pour'
  ).split(' '),
);

/**
 * Whether the tool at `index` is the object of the sentence's opening verb ("Sharpen the knife",
 * "Wipe the blade clean"), and that verb works on it rather than takes it up ("Grab the knife").
 */
function isWorkpiece(words: readonly Word[], index: number, clauseStart: number): boolean {
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
function isRepositioned(words: readonly Word[], start: number, end: number): boolean {
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
const CONSUMING_VERBS = new Set(
  (
    'melt mix stir whisk sift knead dissolve dilute measure weigh sprinkle drizzle spread brush ' +
    'apply squeeze blend shake thin'
  ).split(' '),
);

/** Whether a definite determiner comes between `from` and `to`: "the", "your", "its". */
const saidAsThere = (words: readonly Word[], from: number, to: number): boolean =>
  words.slice(from, to).some((word) => DEFINITE.has(word.word)) &&
  !words.slice(from, to + 1).some((word) => BROUGHT.has(word.word));

/** "water based varnish", "oil-based paint": a thing ending before "based" only describes. */
const onlyDescribes = (words: readonly Word[], end: number): boolean =>
  words[end]?.word === 'based';

/** Adjectives that tell the state the work is in, not a kind of thing. */
const STATE_ADJECTIVES = new Set(
  'wet dry dried bare twisted hot cold cured loose excess rough smooth'.split(' '),
);

/** A thing said with a state adjective (between `start` and its name at `at`) not taken up. */
function isWorkInAState(words: readonly Word[], start: number, at: number): boolean {
  if (!words.slice(start, at).some((word) => STATE_ADJECTIVES.has(word.word))) return false;
  let before = start - 1;
  while (before >= 0 && (isDeterminer(words[before]!) || COUNTING.test(words[before]!.word)))
    before -= 1;
  const trigger = words[before]?.word;
  return trigger === undefined || !USE_TRIGGERS.has(trigger);
}

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
const everydayWord = (words: readonly Word[], at: number, clauseStart: number): boolean =>
  !curated(words[at]!.word) &&
  commonness(words[at]!.word) >= EVERYDAY &&
  !takenUp(words, at, clauseStart);

/** Determiners that point at a thing already there: "the", "your", "its". */
const DEFINITE = new Set(
  'the your its their this that these those his her our my each every both'.split(' '),
);

/** Prepositions that say where the work happens: "into the caliper", "down the sink". */
const PLACE_PREPOSITIONS = new Set(
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
const BROUGHT = new Set(['new', 'spare', 'replacement', 'fresh']);

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
function isWorkedOn(words: readonly Word[], start: number, clauseStart: number): boolean {
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
function isNoticed(words: readonly Word[], start: number): boolean {
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
function isSubjectThere(words: readonly Word[], start: number, end: number): boolean {
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
function isPlaceOfWork(words: readonly Word[], start: number, end: number): boolean {
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

/**
 * Tools and materials named anywhere in the sentence: the longest run of words (up to three) that
 * the lexicon knows, with the adjectives and the count said before it ("two new tire levers").
 */
function lexiconPhrases(words: readonly Word[], sentence: number): (Item & { at: number })[] {
  const items: (Item & { at: number })[] = [];
  const keys = words.map((word) => word.word);
  const clauseStart = actionStart(keys);
  for (let index = 0; index < words.length; ) {
    let found: { kind: ItemKind; length: number } | null = null;
    for (let length = Math.min(LONGEST_TERM, words.length - index); length >= 1; length--) {
      const phrase = keys.slice(index, index + length).join(' ');
      if (NOT_ITEMS.has(phrase) || NOT_ITEMS.has(singular(phrase))) continue;
      // "clear away any sticks and stones": words joined by "and" are two things, if any.
      if (length > 1 && /^(and|or)$/.test(keys[index + 1]!)) continue;
      const kind = termKind(phrase);
      if (kind && length === 1 && !readsAsThing(words, index, clauseStart)) continue;
      if (kind && length === 1 && everydayWord(words, index, clauseStart)) continue;
      if (kind) {
        found = { kind, length };
        break;
      }
    }
    if (!found) {
      index += 1;
      continue;
    }
    // "a bottle of chain lube", "a tablespoon of dish soap", "a wad of paper towel": the
    // contents are what the step uses, not what they are carried or measured in.
    const after = index + found.length;
    const head = singular(keys[index]!);
    const packaging = found.length === 1 && (PACKAGING_NOUNS.has(head) || MEASURE_NOUNS.has(head));
    // "a pocket full of treats" too.
    const of = words[after]?.word === 'full' && words[after + 1]?.word === 'of' ? after + 1 : after;
    if (packaging && words[of]?.word === 'of' && nounPhraseAt(words, of + 1)) {
      index = of;
      continue;
    }
    // "Sharpen the knife", "Rinse the blade": a tool the opening verb works on is the work.
    if (
      isWorkpiece(words, index, clauseStart) &&
      (found.kind === 'tool' ||
        (saidAsThere(words, clauseStart, index) && !CONSUMING_VERBS.has(keys[clauseStart]!)))
    ) {
      index = after;
      continue;
    }
    if (onlyDescribes(words, after)) {
      index = after;
      continue;
    }
    let start = index;
    while (start > 0 && words[start - 1]!.tags.has('Adjective') && !isDeterminer(words[start - 1]!))
      start -= 1;
    // "Back brush the wet stain", "over the bare soil": a thing in a state is the work, unless
    // the step takes it up ("with a dry cloth", "use warm water").
    if (isWorkInAState(words, start, index)) {
      index = after;
      continue;
    }
    if (
      isPlaceOfWork(words, start, after) ||
      isWorkedOn(words, start, clauseStart) ||
      isSubjectThere(words, start, after) ||
      (found.kind === 'material' && isRepositioned(words, start, after)) ||
      isNoticed(words, start)
    ) {
      index = after;
      continue;
    }
    const core = keys.slice(start, index + found.length);
    const before = words[start - 1];
    const counted = before && COUNTING.test(before.word);
    const phrase = core.join(' ');
    const answer = counted ? `${before.word} ${phrase}` : phrase;
    items.push({ kind: found.kind, phrase, answer, sentence, at: start });
    index += found.length;
  }
  return items;
}

/** "chunks the size of a walnut", "the thickness of a coin": what a thing is likened to. */
function isComparison(words: readonly Word[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && isDeterminer(words[before]!)) before -= 1;
  // Not "like a ...": a filler as often, or a word misheard ("a glug of" heard "like an").
  return (
    words[before]?.word === 'of' &&
    /^(size|shape|thickness|width|length)$/.test(words[before - 1]?.word ?? '')
  );
}

/** Words that end the clause a warning opens: "or", a reason, a new subject ("you'll"). */
const CLAUSE_BREAKS = new Set(
  "or but so because since while unless until when if you you'll it it'll they we i".split(' '),
);

/**
 * The words a sentence-opening "Don't" or "Never" forbids, up to the end of its clause: "Don't
 * go at the element with a scourer, you'll only scratch it". A reminder ("Don't forget the
 * gloves") forbids nothing.
 */
function negatedClause(words: readonly Word[]): { from: number; to: number } {
  const none = { from: 0, to: 0 };
  let at = 0;
  if (words[at]?.word === 'do' && words[at + 1]?.word === 'not') at += 1;
  else if (!/^(don'?t|never)$/.test(words[at]?.word ?? '')) return none;
  if (/^(forget|skip|miss)$/.test(words[at + 1]?.word ?? '')) return none;
  let to = at + 2;
  while (to < words.length && !CLAUSE_BREAKS.has(words[to]!.word)) to += 1;
  return { from: at + 1, to };
}

/** Words that open a reason: what follows says why, not what to use. */
const REASONS = new Set(['because', 'since']);

/** Tools and materials of one sentence: noun phrases after need/use/with/apply..., and lexicon hits. */
export function itemsOf(words: readonly Word[], index: number): Item[] {
  // "never use paint on the inside": a thing right after a negation is not used, nor anything
  // in a warning's clause ("Don't go at the element with a scourer").
  const scope = negatedClause(words);
  const negated = (at: number) =>
    (at >= scope.from && at < scope.to) ||
    words.slice(Math.max(0, at - NEGATION_REACH), at).some((word) => NEGATIONS.has(word.word));
  // "..., because the oils hurt their lungs": a reason explains, it names nothing to use.
  const reason = words.findIndex((word) => REASONS.has(word.word));
  const explained = (at: number) => reason >= 0 && at > reason;
  const items: Item[] = lexiconPhrases(words, index).filter(
    (item) => !negated(item.at) && !isComparison(words, item.at) && !explained(item.at),
  );
  const clauseStart = actionStart(words.map((word) => word.word));
  words.forEach((word, at) => {
    // "drill a hole", "be careful to clamp the panel": the verb names its tool.
    const next = words[at + 1];
    const opensClause = at === clauseStart || words[at - 1]?.word === 'to';
    if (TOOL_VERBS.has(word.word) && next && isDeterminer(next) && opensClause && !negated(at)) {
      items.push({ kind: 'tool', phrase: word.word, answer: `a ${word.word}`, sentence: index });
    }
    if (!USE_TRIGGERS.has(word.word) || negated(at + 1)) return;
    let start = at + 1;
    if (words[start] && PARTICLES.has(words[start]!.word) && word.word !== 'with') start += 1;
    for (const phrase of nounPhraseList(words, start)) {
      if (onlyDescribes(words, phrase.end)) continue;
      // "soak into the rollers": a place the work happens at, said as one already there.
      const place =
        PLACE_PREPOSITIONS.has(word.word) &&
        DEFINITE.has(words[phrase.start]!.word) &&
        !phrase.core.some((core) => BROUGHT.has(core));
      if (place) continue;
      const kind = classify(phrase, word.word);
      const core = phrase.end - phrase.core.length;
      if (kind === 'material' && isRepositioned(words, core, phrase.end)) continue;
      if (kind) items.push(makeItem(phrase, kind, index));
    }
  });
  return items;
}

/** Drops repeats and phrases another one contains ("drill" beside "power drill"). */
export function dedupe(items: readonly Item[]): Item[] {
  const key = (item: Item) => item.phrase.split(' ').map(singular).join(' ');
  const kept: Item[] = [];
  for (const item of items) {
    const k = key(item);
    if (kept.some((other) => key(other) === k)) continue;
    // "drill" beside "power drill", "cedar" beside "cedar board": the longer name says more.
    const longer = items.some((other) => key(other) !== k && ` ${key(other)} `.includes(` ${k} `));
    if (!longer) kept.push(item);
  }
  return kept;
}
