import {
  ACTION_VERBS,
  DETERMINERS,
  FILLERS,
  FUNCTION_WORDS,
  MORE_ACTION_VERBS,
  NON_ACTION_VERBS,
  NUMBER_WORDS,
  ORDINALS,
  PRONOUNS,
} from './lexicon';
import { actionStart, leadingMarker, type MarkerStrength } from './markers';
import { imperativeOf, singular, tagWords } from './phrases';

/**
 * What one spoken sentence of a how-to narration does. Only instructions open steps; the others
 * attach to a step (needs lists and cautions may open one only together with an instruction).
 */
export type SentenceKind =
  | 'instruction'
  | 'needs'
  | 'caution'
  | 'tip'
  | 'outcome'
  | 'intro'
  | 'outro';

export interface SentenceClass {
  kind: SentenceKind;
  marker: MarkerStrength | null;
  /** The action verb (lowercase) when the sentence is an instruction. */
  verb: string | null;
  /** Content nouns of the sentence (singular, lowercase): what it acts on or mentions. */
  nouns: string[];
  /** The sentence's object is a pronoun ("tighten it", "push them in"): it continues a step. */
  pronounObject: boolean;
  /** 0-1: how clearly the words say the kind. */
  certainty: number;
}

const has = (text: string, pattern: RegExp): boolean => pattern.test(text);

/** Greetings and announcements that open a narration before any work. */
const INTRO =
  /^(hi|hello|hey|welcome)\b|\b(in this video|today (i|we)|this video|i('m| am) going to show|we('re| are) going to (make|build|learn|show|fix|replace|look)|i('ll| will) show you|let me show you|here('s| is) how|this is how|let's get started|let's get into it|let's begin)\b/;
/** Closings after the work. */
const OUTRO =
  /^(and )?(that's it|that is it|that's all|and that|there you (go|have it)|you're (all )?done|you are done|all done|well done|enjoy|thanks|thank you|happy \w+ing|next time)\b|\b(enjoy|thanks for watching|see you next time|hope this (helped|helps)|you're (all )?(done|set)|good as new)\b/;
/** Warnings. */
const CAUTION =
  /^(be (very )?(careful|gentle)|careful|caution|warning|never|don'?t|do not|always|avoid|watch out|make sure (that )?(the )?(power|it's off|you wear|to wear|you unplug|to unplug|the (car|engine|breaker|water|gas))|(wear|where) (a |an |some |your |the )?(\w+ )?(safety|protective|gloves|goggles|eye|glasses|mask|dust|garden|rubber|work|ear|oven|heat)|keep (your )?(fingers|hands|children|kids|pets|face)|be sure not|keep\b.*\baway from|.*\bkeep (the )?(kids|children|pets)\b|make sure\b.*\b(unplugged|switched off|turned off|disconnected|cooled|cool|cold)|(tuck|curl) (your |in your )?(fingers|fingertips))\b|\b(careful|never|dangerous|ventilated|ventilation|fumes|(can|could|may|might) (burn|cut|hurt|shock|injure|pop|burst|explode|crack|scratch|damage|ruin|harm|irritate|split|snap|break|tear|strip|slip|warp|melt|leak|bleed|kill))\b/;
/** Saying what is needed. */
const NEEDS =
  /^(you('ll| will)? (also )?need|you're going to need|you are going to need|we('ll| will)? need|for this (step |part |job )?(you('ll| will)?|we('ll| will)?) (need|want)|all you need|what you('ll| will)? need|you('ll| will) want (a|an|some|two|three|your)\b|the (tools|things|supplies|materials) (you|we)|make sure you have|have (a|an|some|your) .* (ready|handy|nearby)|grab (a|an|some|your|two|three)\b.*\bfor this\b|gather)\b(?! to\b)|\b(you('ll| will)? need|you're going to need)\b(?! to\b)|^(\w+ ){0,4}(will|ll|you|we) need (a|an|some|two|three|four|your|the)\b/;
/** What the result should be like. */
const OUTCOME =
  /^((it|they|this|that|the \w+( \w+)?|everything|each \w+|your \w+( \w+)?) (should|will) (now )?(be|look|feel|sound|sit|turn|spin|stay|come|have|move|run|hold|drain|show|read|stop|start|light|beep|work)|you should (now )?(see|hear|feel|have|notice|get|end up)|you('ll| will) (see|hear|feel|notice|know|end up)|now (it|they|the \w+) (is|are|looks?|should)|when (it's|it is|they're|they are) (done|ready|finished)|it('s| is) (now )?(ready|done|finished)|the result)\b/;
/** Why, tips and background: they support an instruction, never open a step. */
const TIP =
  /^(this|that|these|doing this|it) (helps?|keeps?|makes?|stops?|prevents?|gives?|lets?|means|way|will|should help|ensures?|saves?|avoids?|protects?|is (why|because|important|easier|the))\b|^(that way|this way|otherwise|because|tip|a (good|quick|handy) (tip|trick|idea)|pro tip|if you('re| are)? |if (it|the|they)|i (like|prefer|find|usually|always|recommend|suggest)|it('s| is) (a good idea|easier|best|important|worth|fine|okay|ok)|you can (also|always)|you don't have to|don't worry|the (reason|trick|key|secret|goal|idea) )\b/;

/** Words that open a sentence with where or with what, before its subject. */
const PREPOSITIONS = new Set(
  'on in with for at from under over inside without during behind below above beside near'.split(
    ' ',
  ),
);
/** A subject with its verb ("you can", "it's", "there is"): a statement inside the sentence. */
const SUBJECT_AND_VERB =
  /\b((you|it|they|there|this|that) (can|can't|cannot|could|will|won't|should|might|may|is|are|isn't|aren't)|you'll|it's|there's|they're|that's)\b/;

/** "After twenty minutes ...", "When your dog stands ...": a time or a condition said first. */
const CLAUSE_OPENER = /^(after|in|within|once|when|by|as soon as|until)\b/;

/**
 * An outcome behind a time or a condition: "After about twenty minutes you should have a steady
 * fire", "When your dog stands, the nails should sit just off the floor".
 */
function outcomeAfterClause(text: string): boolean {
  if (!CLAUSE_OPENER.test(text)) return false;
  const words = text.split(' ');
  for (let from = 2; from <= Math.min(7, words.length - 2); from++) {
    if (OUTCOME.test(words.slice(from).join(' '))) return true;
  }
  return false;
}

const MODAL_LEAD =
  /^(you('ll| will)? (need|want|have) to|you (should|can|must)|we('ll| will)? (need|want) to|let's|i('m| am) going to|we('re| are) going to|you('re| are) going to)\b/;

/** Words that say how or when, never what: they carry no object across sentences. */
const NOT_NOUNS = new Set(
  "always never sure still away back again once after that's well good new old little small big large each every any".split(
    ' ',
  ),
);

function contentNouns(words: readonly string[]): string[] {
  return words
    .filter(
      (word) =>
        word.length > 2 &&
        !FUNCTION_WORDS.has(word) &&
        !DETERMINERS.has(word) &&
        !FILLERS.has(word) &&
        !NON_ACTION_VERBS.has(word) &&
        !ACTION_VERBS.has(word) &&
        !ORDINALS.has(word) &&
        !NUMBER_WORDS.has(word) &&
        !PRONOUNS.has(word) &&
        !NOT_NOUNS.has(word) &&
        !word.endsWith('ly'),
    )
    .map(singular);
}

const PRONOUN_OBJECTS = new Set(['it', 'them', 'this', 'that', 'these', 'those', 'everything']);

/**
 * Classifies one sentence (its lowercase, normalised words) by its opening and its cue phrases.
 * Order matters: a closing or greeting first, then warnings, needs, outcomes and tips; what is
 * left and opens with an action verb is an instruction.
 */
/** Words a statement opens with (a subject), never an imperative. */
const STATEMENT_OPENERS = new Set(
  (
    "the a an this that these those it its it's they their there there's here here's i i'm " +
    "i've we we're we've he she my our his her each every some most many all no none what which " +
    'who when while if because since although one another both either neither'
  ).split(' '),
);
/** Verbs that say what something does or is (a statement's verb, not an order). */
const STATEMENT_VERBS =
  /^(is|are|was|were|will|would|should|can|could|may|might|must|has|have|had|does|do|keeps|stops|helps|makes|gives|lets|needs|means|comes|goes|takes|works|looks|feels|sounds|holds|protects|prevents|saves|polishes|pushes|lasts|dries|turns|gets|come|keep|stop|help|make|give|need|look|feel|last|dry|tend|cause|become|start|begin|tend|won't|don't|can't|shouldn't|isn't|aren't)$/;

export const isActionWord = (word: string | undefined): boolean =>
  word !== undefined &&
  (ACTION_VERBS.has(word) || MORE_ACTION_VERBS.has(word)) &&
  !NON_ACTION_VERBS.has(word);

/** A verb that agrees with a subject ("Mulch keeps ...", "Paint will ..."): never after an imperative's verb. */
const AGREEING_VERBS =
  /^(is|are|was|were|will|would|should|can|could|may|might|must|has|does|doesn't|won't|can't|shouldn't|isn't|aren't|keeps|stops|helps|makes|gives|lets|needs|means|comes|goes|takes|works|looks|feels|sounds|holds|protects|prevents|saves|lasts|dries|gets|tends|causes|becomes|grows|sticks|soaks)$/;

/**
 * "Leveling it cold gives you a different gap", "Holding it face down means dust falls out",
 * "Working inwards stops the stain spreading": a gerund, then within a few words a verb that
 * agrees with it, is the subject of a statement. An order does not open with a gerund ("Starting
 * at the top, wipe down ..." has no such verb, and stays an order).
 */
function gerundSubject(action: readonly string[]): boolean {
  const first = action[0] ?? '';
  // "Bring", "string", "ceiling", "morning": no verb behind them (`imperativeOf`).
  if (!/^[a-z]{3,}ing$/.test(first) || isActionWord(first) || imperativeOf(first) === null) {
    return false;
  }
  const tagged = tagWords(action.slice(0, 7).join(' ')).slice(2);
  return tagged.some(
    (word) =>
      AGREEING_VERBS.test(word.word) ||
      (word.tags.has('Verb') &&
        word.tags.has('PresentTense') &&
        !word.tags.has('Plural') &&
        /[^s]s$/.test(word.word)),
  );
}

/**
 * Whether an opening action word is really a subject: "Mulch keeps moisture in", "Stain needs dry
 * wood", "Paint will not stick", "Tomatoes grow extra roots" (a plural noun, then a verb).
 */
function isSubjectFirst(action: readonly string[]): boolean {
  const [first, second, third] = action;
  if (first === undefined || second === undefined) return false;
  if (AGREEING_VERBS.test(second)) return true;
  if (gerundSubject(action)) return true;
  // "Angled pegs hold better", "Dried beans keep for a year": a participle, a plural noun, a verb.
  if (
    /[a-z]{3,}ed$/.test(first) &&
    /[^s']s$/.test(second) &&
    third !== undefined &&
    !FUNCTION_WORDS.has(third) &&
    !DETERMINERS.has(third) &&
    !PRONOUNS.has(third)
  )
    return true;
  // A plural noun that is no order, then a word that is neither an article nor a preposition.
  return (
    /[^s']s$/.test(first) &&
    !isActionWord(first) &&
    !FUNCTION_WORDS.has(first) &&
    !FUNCTION_WORDS.has(second) &&
    !DETERMINERS.has(second) &&
    !PRONOUNS.has(second)
  );
}

/** Openers a recogniser puts where it lost an order's verb ("the", "this"). */
const ARTICLE_OPENERS = new Set(['the', 'this']);

/**
 * "the tire levers under the edge of the tire": an article first and no verb in the present
 * anywhere after it is no statement (those say what something does or is), but an order whose
 * verb the recogniser heard as "the" ("Hook the tire levers under ..."). Past forms do not count:
 * a how-to speaks in the present, and a recogniser's guesses ("lived", "fell") often are past.
 */
function orderHeardAsStatement(action: readonly string[]): boolean {
  if (!ARTICLE_OPENERS.has(action[0] ?? '') || action.length < 5) return false;
  const tagged = tagWords(action.join(' ')).slice(1);
  return !tagged.some(
    (word) =>
      word.tags.has('Verb') &&
      !word.tags.has('PastTense') &&
      !word.tags.has('Gerund') &&
      !PRONOUNS.has(word.word),
  );
}

/** Whether the words after the markers read as a statement: a subject first, then its verb. */
function isStatement(action: readonly string[]): boolean {
  const [first, second, third] = action;
  if (first === undefined) return false;
  if (STATEMENT_OPENERS.has(first) || isSubjectFirst(action)) return true;
  if (isActionWord(first)) return false;
  // "Weeds come out ...", "Lighter strokes polish ...": a noun phrase, then a verb.
  if ([second, third].some((word) => word !== undefined && STATEMENT_VERBS.test(word))) return true;
  // "Moist roots slide out easily", "New strings stretch a lot": an order never opens with an
  // adjective before a noun; that noun phrase is the subject.
  const [adjective, noun] = tagWords(action.slice(0, 2).join(' '));
  return (
    adjective !== undefined &&
    noun !== undefined &&
    adjective.tags.has('Adjective') &&
    !adjective.tags.has('Verb') &&
    noun.tags.has('Noun') &&
    !noun.tags.has('Pronoun') &&
    // "First thing, hang ..." heard as "fast thing": a marker, not a subject.
    !/^(thing|things|time|step|steps|bit|off|up)$/.test(noun.word)
  );
}

/**
 * Classifies one sentence (its lowercase, normalised words) by its opening and its cue phrases.
 * Order matters: a closing or greeting first, then warnings, needs, outcomes and tips; what is
 * left and opens with an action verb is an instruction, and one that opens with a subject is a
 * statement (a tip, or an outcome when it says what should happen).
 */
export function classifySentence(
  words: readonly string[],
  position: 'start' | 'middle' | 'end' = 'middle',
): SentenceClass {
  const lead = leadingMarker(words);
  const marker = lead.strength;
  const afterMarker = words.slice(lead.next).join(' ');
  const from = actionStart(words);
  const action = words.slice(from);
  const verb = action[0] ?? null;
  const nouns = contentNouns(words);
  const pronounObject =
    PRONOUN_OBJECTS.has(action[1] ?? '') || PRONOUN_OBJECTS.has(action[2] ?? '');
  const base = { marker, nouns, pronounObject };
  const said = (kind: SentenceKind, certainty: number): SentenceClass => ({
    ...base,
    kind,
    verb: kind === 'instruction' ? verb : null,
    certainty,
  });

  // "Unplug the battery when you're done" is the last order, not a closing.
  const ordersFirst = isActionWord(verb ?? undefined) && !isSubjectFirst(action);
  if (
    position === 'end' &&
    !ordersFirst &&
    (has(afterMarker, OUTRO) || has(words.join(' '), OUTRO))
  ) {
    return said('outro', 0.8);
  }
  if (has(afterMarker, INTRO) && marker === null) return said('intro', 0.8);
  // "Don't forget the dewclaws", "Don't skip the edges": a reminder of work, not a warning
  // ("Don't forget to wear gloves" is one by what it reminds of).
  const reminded = /^(don'?t|do not) (forget|skip|miss)( to)? /.exec(afterMarker);
  const warned = reminded ? afterMarker.slice(reminded[0].length) : afterMarker;
  if (has(warned, CAUTION)) return said('caution', 0.8);
  if (has(afterMarker, NEEDS)) return said('needs', 0.8);
  if (has(afterMarker, OUTCOME) || outcomeAfterClause(afterMarker)) return said('outcome', 0.7);
  const verbFirst = isActionWord(verb ?? undefined) && !isSubjectFirst(action);
  if (has(afterMarker, TIP) && !verbFirst) return said('tip', 0.6);
  if (verbFirst) return said('instruction', 0.85);
  if (has(afterMarker, MODAL_LEAD) && verb !== null && !NON_ACTION_VERBS.has(verb)) {
    return said('instruction', 0.6);
  }
  // A marked sentence opens work ("Now, the frying pan goes on the heat"), even as a statement.
  if (marker === null && isStatement(action) && !orderHeardAsStatement(action)) {
    // What should happen is an outcome; what will not ("... will not bond to a wet surface") a tip.
    const expects = /\b(should|will)\b(?! not)/.test(afterMarker);
    return said(expects ? 'outcome' : 'tip', 0.4);
  }
  // "You rinse it in tank water because ...": the why of an order said as a statement.
  if (marker === null && verb === 'you' && has(afterMarker, /\b(because|since|that's why)\b/)) {
    return said('tip', 0.4);
  }
  // "On dark nails you can't ...", "With the wheel off, you can see the pads": a scene set by a
  // preposition, then a subject and its verb, is a remark, not an order.
  if (marker === null && PREPOSITIONS.has(verb ?? '') && has(afterMarker, SUBJECT_AND_VERB)) {
    return said('tip', 0.4);
  }
  // An unknown opening (often a verb the recogniser heard wrong): an instruction, unsure.
  return said('instruction', marker ? 0.5 : 0.3);
}
