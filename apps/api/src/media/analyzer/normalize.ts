import { stripStepNumber } from '@stepwise/contracts';
import { ACTION_VERBS, DETERMINERS, NON_ACTION_VERBS, NUMBER_WORDS, PRONOUNS } from './lexicon';
import { actionStart, normalizeWord } from './markers';
import { capitalize, imperativeOf, tagWords } from './phrases';
import { itemKindOf } from './vocabulary';

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
    'deflate reinstall refit refill inspect feed serve tape scrub stow desolder blot strop oil ' +
    'siphon hone knit purl cast stitch sew pitch descale steep grease slacken brace swab iron ' +
    'tension repoint restring compact'
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
  // "Gently pry the cover off", "Lightly sand the top".
  if (/^[a-z]{3,}ly$/.test(first) && isListedVerb(normalizeWord(words[1]!))) return true;
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
  `^(?:(?:step|stage|part)\\s*(?:\\d+|${ORDINAL_WORDS}|[ivx]+)\\b|(?:the\\s+)?(?:${ORDINAL_WORDS})\\s+step\\b)(?:\\s+is(?:\\s+to)?\\b)?\\s*[:.)\\-\u2013\u2014,]*\\s*|^#?\\d+\\s*[.):\\-\u2013\u2014]\\s*`,
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

/** Words after a gerund that make it an action: particles and the joins of a second action. */
const GERUND_FOLLOWERS = new Set(
  'up down off out in on over around back away through and or with into onto from to'.split(' '),
);

/**
 * A title opening with gerunds as an imperative: "Drilling the entrance hole" -> "Drill the
 * entrance hole", "Closing the cap and cleaning up" -> "Close the cap and clean up".
 */
function imperativeTitle(name: string): string {
  const tokens = name.split(' ');
  // A gerund that acts: on a thing ("Drilling the hole", "Adding coolant"), with a particle
  // ("Cleaning up"), or alone. "Baking soda paste" names a thing (baking soda) and stays.
  const after = normalizeWord(tokens[1] ?? '');
  // "Locating and checking ...", not "Flooring and trim".
  const joins = after === 'and' || after === 'or';
  const acts = joins
    ? /ing$/.test(tokens[2] ?? '')
    : after === '' ||
      DETERMINERS.has(after) ||
      PRONOUNS.has(after) ||
      GERUND_FOLLOWERS.has(after) ||
      itemKindOf(`${normalizeWord(tokens[0] ?? '')} ${after}`) === null;
  const first = acts ? imperativeOf(tokens[0] ?? '') : null;
  if (!first) return name;
  tokens[0] = first;
  for (let at = 1; at < tokens.length - 1; at++) {
    if (tokens[at]!.toLowerCase() !== 'and') continue;
    const next = imperativeOf(tokens[at + 1]!);
    if (next) tokens[at + 1] = next;
  }
  return tokens.join(' ');
}

/**
 * "Scrub The Chain" -> "Scrub the chain", "Prepare the Iron" -> "Prepare the iron": a title in
 * title case is written as a sentence. Words in capitals ("SSD", "LED") stay, and so does a title
 * with lowercase words ("Clean the drain Trap") or one capitalised word beside capitals, a name
 * ("Connect the USB Cable").
 */
function sentenceCase(name: string): string {
  const rest = name.split(' ').slice(1);
  const isTitled = (word: string) => /^[A-Z][a-z']*(?:-[A-Za-z][a-z']*)*$/.test(word);
  const titled = rest.filter(isTitled);
  const lower = rest.filter((word) => /^[a-z][a-z'-]{3,}$/.test(word));
  if (titled.length === 0 || lower.length > 0) return name;
  const capitals = rest.some((word) => /^[A-Z0-9]{2,}$/.test(word));
  if (titled.length === 1 && capitals) return name;
  return name
    .split(' ')
    .map((word, index) => (index > 0 && isTitled(word) ? word.toLowerCase() : word))
    .join(' ');
}

function cleanName(name: string): string {
  let text = dropFillers(name.replace(/[*_`"\u201c\u201d]/g, ' ')).trim();
  for (let before = ''; before !== text; ) {
    before = text;
    text = stripStepNumber(text).replace(STEP_PREFIX, '').trim();
  }
  text = dropLeadIn(text.replace(/\s+/g, ' '));
  text = sentenceCase(imperativeTitle(text.replace(/[\s.,;:!]+$/, '').trim()));
  return capitalize(truncateName(text));
}

/**
 * A step name as the editor shows it: no "Step 1:" prefix or lead-in, no fillers, no final period,
 * a capital first letter, at most 60 characters cut at a word (never ending on "the", "of"...).
 * A name of fewer than three words that does not start with a verb (a transcript fragment such as
 * "Tire levers"), or of one word ("Water"), gives way to `fallback` when there is one.
 */
export function normalizeStepName(name: string, fallback?: string): string {
  const cleaned = cleanName(name);
  if (fallback === undefined) return cleaned;
  const quality = nameQuality(cleaned);
  if (quality.words >= 3 || (quality.startsWithVerb && quality.words >= 2)) return cleaned;
  const other = cleanName(fallback);
  return other === '' ? cleaned : other;
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
