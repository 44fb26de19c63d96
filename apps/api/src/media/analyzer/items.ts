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
  isDeterminer,
  MEASURE_NOUNS,
  type NounPhrase,
  nounPhraseAt,
  nounPhraseList,
  PACKAGING_NOUNS,
  singular,
  type Word,
} from './phrases';
import { loadLexicon, singularOf } from './vocabulary/lexicon';
import {
  BROUGHT,
  CONSUMING_VERBS,
  COUNTING,
  DEFINITE,
  everydayWord,
  isNoticed,
  isPlaceOfWork,
  isRepositioned,
  isSubjectThere,
  isWorkedOn,
  isWorkpiece,
  PLACE_PREPOSITIONS,
  saidAsThere,
} from './work-in-place';

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

/**
 * "a loop tool", "the needle tool", "a crimping tool": a noun naming a tool by what it is for is
 * a tool, whatever the noun ("the right tool" is no name: an adjective, not a noun, comes first).
 */
function namedTool(words: readonly Word[], index: number, length: number): ItemKind | null {
  if (length !== 2) return null;
  const [first, last] = [words[index]!, words[index + 1]!];
  if (last.word !== 'tool' && last.word !== 'tools') return null;
  const noun = first.tags.has('Noun') || first.tags.has('Gerund');
  if (!noun || first.tags.has('Adjective') || isDeterminer(first) || PRONOUNS.has(first.word))
    return null;
  return COUNTING.test(first.word) ? null : 'tool';
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
      const kind = termKind(phrase) ?? namedTool(words, index, length);
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
