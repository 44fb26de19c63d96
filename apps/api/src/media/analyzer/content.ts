import type { AiValidation } from '@stepwise/contracts';
import { mergeItems, normalizeItem } from './item-names';
import { dedupe, type Item, type ItemKind, itemsOf } from './items';
import {
  ACTION_VERBS,
  CAUTION_PATTERNS,
  NEGATIVE_CAUTION,
  NON_ACTION_VERBS,
  NOT_ITEMS,
  PARTICLES,
  PLACEMENT_PREPOSITIONS,
  PREPOSITIONS,
  PRONOUNS,
  PURPOSE_NEGATION,
  TRAILING_PARTICLES,
} from './lexicon';
import { actionStart } from './markers';
import { normalizeStepName, restoreSentence } from './normalize';
import {
  capitalize,
  isDeterminer,
  type NounPhrase,
  nounPhraseAt,
  tagWords,
  type Word,
} from './phrases';

/** What a warning tells to wear or use. */
const CAUTION_USE = /\b(wear|wearing|put on|use|using|with|clamp)\b/;
/** Protective gear: what a warning names of it is worn, however the verb was heard. */
const PROTECTIVE_GEAR =
  /\b(gloves?|glasses|goggles|masks?|respirators?|earplugs?|ear defenders?|aprons?)$/;

/** What one step says: its name, description, tools, materials, cautions and a question. */
export interface StepContent {
  name: string;
  /** The name is the step's own verb phrase (not a fallback). */
  nameFromAction: boolean;
  description: string;
  tools: string[];
  materials: string[];
  cautions: string[];
  /** Spoken counts by listed name: { "tire lever": 2 }. */
  quantities: Record<string, number>;
  /** Listed tools and materials that come from a sound match, not from words heard. */
  uncertainItems: string[];
  validation: AiValidation;
}

/** A sentence of a step as the analyzer hands it over. */
export interface StepSentence {
  text: string;
  kind?: string;
  /** 0-1: how clearly its words said its kind (see ./classify). */
  certainty?: number;
}

/** An opening sentence read at least this clearly gives a name the creator need not check. */
const CLEAR_OPENING = 0.6;

/** A word found by sound (see ./vocabulary): only whether it replaced what was heard matters here. */
export interface SoundHit {
  phrase: string;
  replaced: boolean;
}

/** A name takes its "into the new inner tube" only while it stays short. */
const PLACEMENT_NAME_MAX_CHARS = 45;
/** Nouns that need their "of" phrase to mean anything: "the edge of the tire". */
const PART_NOUNS = new Set(['edge', 'edges', 'side', 'sides', 'top', 'end', 'middle', 'rest']);

interface Sentence {
  text: string;
  kind?: string;
  certainty: number;
  words: Word[];
  caution: boolean;
}

interface Action {
  phrase: string;
  /** 2: verb and object ("cut the side panels"), 1: verb and pronoun, 0: the verb alone. */
  score: number;
  sentence: number;
}

/** A warning sentence (lower case): a caution pattern, or a "do not" that is not a purpose clause. */
function isCaution(lower: string): boolean {
  if (CAUTION_PATTERNS.some((pattern) => pattern.test(lower))) return true;
  return NEGATIVE_CAUTION.test(lower) && !PURPOSE_NEGATION.test(lower);
}

const bare = (word: Word): string => word.text.replace(/[^\p{L}\p{N}'-]/gu, '');

function isActionVerb(word: Word): boolean {
  if (NON_ACTION_VERBS.has(word.word) || PRONOUNS.has(word.word)) return false;
  if (ACTION_VERBS.has(word.word)) return true;
  const { tags } = word;
  return (
    tags.has('Verb') &&
    (tags.has('Infinitive') || tags.has('Imperative')) &&
    !tags.has('Auxiliary') &&
    !tags.has('Copula')
  );
}

const phraseText = (words: readonly Word[], phrase: NounPhrase): string =>
  words.slice(phrase.start, phrase.end).map(bare).join(' ');

/** The verb phrase a sentence opens with: "Next, cut the side panels to length" -> "cut the side panels". */
function actionOf(words: readonly Word[], sentence: number): Action | null {
  let at = actionStart(words.map((word) => word.word));
  while (words[at]?.tags.has('Adverb') && !ACTION_VERBS.has(words[at]!.word)) at += 1;
  const verb = words[at];
  if (!verb || !isActionVerb(verb)) return null;
  // "Step back", "step on the pedal"; "step the press ..." is a step number misheard.
  if (verb.word === 'step' && !PARTICLES.has(words[at + 1]?.word ?? '')) return null;
  const parts = [bare(verb)];
  let next = at + 1;
  const particle = words[next];
  if (particle && PARTICLES.has(particle.word) && nounPhraseAt(words, next + 1)) {
    parts.push(bare(particle));
    next += 1;
  }
  const object = nounPhraseAt(words, next);
  if (object) {
    parts.push(phraseText(words, object));
    next = object.end;
    const of = words[next]?.word === 'of' ? nounPhraseAt(words, next + 1) : null;
    if (of && PART_NOUNS.has(object.head.word)) {
      parts.push('of', phraseText(words, of));
      next = of.end;
    }
    const after = words[next];
    const placement =
      after && PLACEMENT_PREPOSITIONS.has(after.word) ? nounPhraseAt(words, next + 1) : null;
    if (after && TRAILING_PARTICLES.has(after.word) && !nounPhraseAt(words, next + 1)) {
      parts.push(bare(after));
    } else if (after && placement) {
      const withPlace = [...parts, bare(after), phraseText(words, placement)].join(' ');
      if (withPlace.length <= PLACEMENT_NAME_MAX_CHARS)
        parts.push(bare(after), phraseText(words, placement));
    }
    return { phrase: parts.join(' '), score: 2, sentence };
  }
  const pronoun = words[next];
  const preposition = pronoun && PRONOUNS.has(pronoun.word) ? next + 1 : next;
  const target = words[preposition];
  const prepositional =
    target && PREPOSITIONS.has(target.word) ? nounPhraseAt(words, preposition + 1) : null;
  if (pronoun && preposition > next) parts.push(bare(pronoun));
  if (target && prepositional) parts.push(bare(target), phraseText(words, prepositional));
  const score = prepositional ? (preposition > next ? 1 : 2) : preposition > next ? 1 : 0;
  return { phrase: parts.join(' '), score, sentence };
}

/** The first noun phrase worth naming a step after ("roof panels"), skipping pronouns and fillers. */
function bestNounPhrase(sentences: readonly Sentence[]): string | null {
  for (const { words } of sentences) {
    for (let index = 0; index < words.length; index++) {
      const word = words[index]!;
      if (!isDeterminer(word) && !word.tags.has('Noun')) continue;
      const phrase = nounPhraseAt(words, index);
      if (!phrase || PRONOUNS.has(phrase.head.word) || NOT_ITEMS.has(phrase.head.word)) continue;
      if (!phrase.head.tags.has('Noun')) continue;
      return phrase.core.join(' ');
    }
  }
  return null;
}

function chooseAction(sentences: readonly Sentence[]): Action | null {
  const candidates = sentences
    .map((sentence, index) => ({ sentence, action: actionOf(sentence.words, index) }))
    .filter((entry) => entry.action !== null);
  const rank = (entry: (typeof candidates)[number]) =>
    entry.action!.score * 2 + (entry.sentence.caution ? 0 : 1);
  let best: (typeof candidates)[number] | undefined;
  for (const entry of candidates) if (!best || rank(entry) > rank(best)) best = entry;
  return best?.action ?? null;
}

const joinAnswers = (items: readonly Item[]): string => {
  const answers = items.map((item) => item.answer);
  if (answers.length <= 1) return answers.join('');
  return `${answers.slice(0, -1).join(', ')} and ${answers[answers.length - 1]}`;
};

function questionFor(
  action: Action | null,
  name: string,
  items: readonly Item[],
  cautions: readonly string[],
): AiValidation {
  const tools = items.filter((item) => item.kind === 'tool');
  const materials = items.filter((item) => item.kind === 'material');
  const doing = action ? action.phrase.charAt(0).toLowerCase() + action.phrase.slice(1) : null;
  const sameSentence = action ? tools.find((tool) => tool.sentence === action.sentence) : undefined;
  if (doing && sameSentence) {
    return { question: `What do you use to ${doing}?`, expected_answer: sameSentence.answer };
  }
  if (tools.length > 0) {
    const question = doing
      ? `What tools do you need to ${doing}?`
      : 'What tools do you need for this step?';
    return { question, expected_answer: joinAnswers(tools) };
  }
  if (cautions.length > 0) {
    const question = doing
      ? `What should you be careful about when you ${doing}?`
      : 'What should you be careful about in this step?';
    return { question, expected_answer: cautions[0]! };
  }
  if (materials.length > 0) {
    const question = doing
      ? `What do you need to ${doing}?`
      : 'What materials do you need for this step?';
    return { question, expected_answer: joinAnswers(materials) };
  }
  return { question: 'What is the goal of this step?', expected_answer: name };
}

/** Verbs whose project puts a new part in: "Replace disc brake pads" needs the pads. */
const FITTING_VERBS = new Set(
  'replace install fit swap change upgrade add fix mount attach'.split(' '),
);

/**
 * The head noun of what a project works on or makes, from its name: "Descale a kettle" -> kettle,
 * "Soy container candle" -> candle, "Get a coffee stain out of carpet" -> stain; null when the
 * project fits a new part ("Replace a bike inner tube"): that part is bought.
 */
export function workedThing(projectName: string): string | null {
  const flat = tagWords(projectName).map((word) => word.word);
  if (flat.length === 0 || FITTING_VERBS.has(flat[0]!)) return null;
  const cut = flat.findIndex(
    (word, index) => index > 1 && /^(of|out|for|with|in|into|on|from|to|safely)$/.test(word),
  );
  const head = (cut > 0 ? flat.slice(0, cut) : flat).pop() ?? null;
  return head === null ? null : (normalizeItem(head)?.name ?? head);
}

/**
 * A name when no sentence of the step opens with an action: work on its main thing, else a plain
 * request to review it (the step is marked for the creator to check its name either way).
 */
function fallbackName(noun: string | null): string {
  return noun ? `Work on the ${noun}` : 'Review this step';
}

/**
 * Reads one step's sentences (in spoken order) into its name, lists and question; `worked` is the
 * head noun of what the project works on or makes (see `workedThing`), never listed as an item.
 */
export function describeStep(
  spoken: readonly StepSentence[],
  hits: readonly SoundHit[] = [],
  preamble: readonly StepSentence[] = [],
  worked: string | null = null,
): StepContent {
  const read = (entries: readonly StepSentence[]): Sentence[] =>
    entries
      .map((entry) => ({ ...entry, text: restoreSentence(entry.text) }))
      .filter((entry) => entry.text !== '')
      .map((entry) => {
        const lower = entry.text.toLowerCase();
        return {
          text: entry.text,
          kind: entry.kind,
          certainty: entry.certainty ?? 1,
          words: tagWords(entry.text),
          caution: entry.kind === 'caution' || isCaution(lower),
        };
      });
  const sentences = read(spoken);
  // A needs list said before the work names the first step's things, not its words.
  const before = read(preamble).map((sentence) => ({ ...sentence, caution: false }));
  const action = chooseAction(sentences);
  // The sentence the name comes from was read from a first word the rules did not know.
  const unsureOpening =
    action !== null && (sentences[action.sentence]?.certainty ?? 1) < CLEAR_OPENING;
  const noun = bestNounPhrase(sentences);
  const named = action && action.score > 0 ? action.phrase : null;
  const name = normalizeStepName(named ? capitalize(named) : fallbackName(noun));
  const items = dedupe(
    [...before, ...sentences].flatMap((sentence, index) => {
      const found = itemsOf(sentence.words, index);
      if (!sentence.caution) return found;
      // "Wear safety glasses", "Keep the spray away from the rotors": a warning lends the step
      // only what it tells to wear or use, not what it warns about.
      const lower = sentence.text.toLowerCase();
      const from = CAUTION_USE.exec(lower)?.index ?? lower.length;
      return found.filter(
        (item) => PROTECTIVE_GEAR.test(item.phrase) || lower.indexOf(item.phrase, from) >= 0,
      );
    }),
  );
  const cautions = sentences.filter((sentence) => sentence.caution).map((s) => s.text);
  const quantities: Record<string, number> = {};
  const listed = (kind: ItemKind) => {
    const normalized = items
      .filter((entry) => entry.kind === kind)
      .map((entry) => normalizeItem(entry.answer))
      .filter((entry) => entry !== null);
    return mergeItems(normalized).map((entry) => {
      if (entry.quantity !== null) quantities[entry.name] = entry.quantity;
      return entry.name;
    });
  };
  // What the project works on or makes ("Descale a kettle", "Soy container candle") is not
  // something to gather for a step.
  const gathered = (name: string) => worked === null || name.split(' ').pop() !== worked;
  const tools = listed('tool').filter(gathered);
  const materials = listed('material').filter(gathered);
  // Items that are there only because a sound was matched to a word the recogniser did not hear.
  const guessed = new Set(
    hits.filter((hit) => hit.replaced).map((hit) => hit.phrase.toLowerCase()),
  );
  const uncertainItems = [...tools, ...materials].filter((item) =>
    [...guessed].some((phrase) => item.includes(phrase) || phrase.includes(item)),
  );
  return {
    name,
    // Only a verb with its object ("Cut the side panels") is a name the creator need not check:
    // "Make you" or "Lead the batter rest" are what a recogniser's slips make of a verb alone.
    nameFromAction: named !== null && (action?.score ?? 0) >= 2 && !unsureOpening,
    // A closing ("And that's it, enjoy") stays in the step's transcript, not in what it says to do.
    description: sentences
      .filter((sentence) => sentence.kind !== 'outro' || sentences.length === 1)
      .map((sentence) => sentence.text)
      .join(' '),
    tools,
    materials,
    cautions,
    quantities,
    uncertainItems,
    validation: questionFor(
      named && (action?.score ?? 0) >= 2 ? action : null,
      name,
      items,
      cautions,
    ),
  };
}
