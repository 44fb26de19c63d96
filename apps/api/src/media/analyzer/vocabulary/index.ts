import { inDictionary, PHONES, type Pronunciation, pronunciations } from './cmudict';
import {
  commonness,
  contextTerms,
  type ItemKind,
  loadLexicon,
  type ProjectContextLike,
  pluralOf,
  projectWordsOf,
  STOP_WORDS,
  singularOf,
  type VocabularyTerm,
} from './lexicon';
import { concat, phoneSimilarity, sequencePronunciations } from './phonetic';

export type { ItemKind, ProjectContextLike, VocabularyTerm } from './lexicon';
export { contextTerms, itemKindOf, lexicon } from './lexicon';

export interface TimedWord {
  word: string;
  start_ms: number;
  end_ms: number;
}

export interface VocabularyHit {
  /** The term. */
  phrase: string;
  kind: ItemKind | 'context';
  /** The transcript words it replaces ('' when exact). */
  heard: string;
  start_ms: number;
  end_ms: number;
  /** Indexes into the input words (inclusive). */
  firstWord: number;
  lastWord: number;
  /** 0-1 phonetic similarity (1 when exact). */
  score: number;
  /** True when the words were changed. */
  replaced: boolean;
}

/**
 * Evidence rules, tuned on pocketsphinx transcripts of synthetic how-to narration (flite voices
 * slt, rms, awb, kal16; 160 sentences with tools and materials, 80 of general narration; see
 * test/media-vocabulary.test.ts):
 *
 * - A project-context term replaces a span at similarity >= 0.7 ("trial" -> trowel 0.72,
 *   "softer" -> solder 0.78, "belt" -> bolt 0.9). Single-word terms must have >= 4 phones (short
 *   words match too much by chance), unless the phones are identical. A span that is one common
 *   word (SemCor count >= 10: "travel", "lunch") needs >= 0.8 ("lunch" -> wrench scored 0.787; "trial" -> trowel 0.808), and a very common one (>= 100:
 *   "love", "better", "send") >= 0.85 ("love" -> levers 0.813; "better" -> butter 0.938).
 * - A single project word that is not a known tool or material ("dresser", "garden", "cooking",
 *   "replace") needs >= 0.85 whatever was heard: on the tune half such rewrites were wrong 17 times
 *   in 23 below that ("greece" -> dresser 0.7, "darken" -> garden 0.8, "baking" -> cooking 0.8).
 *   A phrase of the project ("lug nuts", "apply caulk") keeps 0.7.
 * - Never a term that only adds letters or words in front of what was heard ("place" -> replace,
 *   "vegetable" -> root vegetable): that names another thing.
 * - A general lexicon term needs >= 0.9 (one close substitution in ~8 phones), >= 5 phones, and
 *   every heard word must be rare (SemCor count < 3: proper names, "han", "blaster") and every term word must not be rare
 *   (SemCor count >= 3; "axel" -> axle, "exxon" -> axon were false): a common word
 *   that fits the sentence is never overwritten by a term the project does not mention.
 * - A short project term (< 4 phones) that is a tool or material replaces a word right after "a",
 *   "an" or "the" at >= 0.9 ("a week" -> wick 0.917, "the x" -> axe); elsewhere it needs identical
 *   phones ("for one week" stays).
 * - A project term the recogniser's dictionary lacks ("degreaser", "breadboard", pronounced as
 *   two words it knows, see `cmudict.ts`) can never be heard as said, so every mention of it is a
 *   mishearing: it keeps 0.7 as a single word too ("agree sir" -> degreaser 0.8).
 * - Two heard words spelling a term together are that term ("sauce pan" -> saucepan, "bird house"
 *   -> birdhouse), unless the two words already are one ("hand saw").
 * - A word right before a heard item name ("mineral oil") changes only into a term the two make
 *   ("tech cloth" -> tack cloth): "mineral" -> maple (0.71) made "maple oil", a thing never said.
 * - Never across a pause of 300 ms or more; never starting or ending on a stop word; never over a
 *   span that already is a lexicon or context term, unless the span is two words and a project
 *   term the dictionary lacks at >= 0.9 ("bread bard" -> breadboard 0.97, where "bread" is itself
 *   a lexicon term): such a term is never heard as said.
 * - Never over a span holding a word the creator wrote about the project, or a form of one
 *   ("stitches" in a "garter stitch swatch", "dogs" in "trim your dog's nails", "overnight"):
 *   what the project says it is about was heard right ("stitches" -> swatch was wrong for every
 *   voice of the tune half); the same two-word exception holds.
 */
export const CONTEXT_MIN_SCORE = 0.7;
export const CONTEXT_COMMON_WORD_MIN_SCORE = 0.8;
export const COMMON_WORD_COUNT = 10;
export const VERY_COMMON_WORD_COUNT = 100;
export const CONTEXT_VERY_COMMON_WORD_MIN_SCORE = 0.85;
export const CONTEXT_WORD_MIN_SCORE = 0.85;
export const LEXICON_MIN_SCORE = 0.9;
export const LEXICON_MIN_PHONES = 5;
export const CONTEXT_MIN_PHONES = 4;
export const RARE_WORD_COUNT = 3;
const MAX_SPAN_WORDS = 3;
export const CONTEXT_SHORT_ITEM_MIN_SCORE = 0.9;
const ARTICLES = new Set(['a', 'an', 'the']);
/** A guarded span (see below) is two words and needs this score. */
const JOIN_MAX_WORDS = 2;
export const JOIN_MIN_SCORE = 0.9;
const MAX_GAP_MS = 300;

interface Candidate {
  phrase: string;
  /** The words written when it replaces a span (the plural when the plural was heard). */
  written: string;
  kind: ItemKind | 'context';
  phones: Pronunciation;
  /** Phones of the singular: the short-term rule looks at the term, not its plural. */
  termLength: number;
  fromContext: boolean;
  /** A word of it is not in the recogniser's dictionary: it is only ever heard as something else. */
  unheardable: boolean;
}

const SIBILANTS = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH']);
const phoneId = (phone: string) => PHONES.indexOf(phone as (typeof PHONES)[number]);

function pluralPhones(phones: Pronunciation): Pronunciation {
  const last = PHONES[phones[phones.length - 1] as number] as string;
  const suffix = SIBILANTS.has(last)
    ? [phoneId('IH'), phoneId('Z')]
    : VOICELESS.has(last)
      ? [phoneId('S')]
      : [phoneId('Z')];
  return concat([phones, Uint8Array.from(suffix)]);
}

function candidatesOf(term: VocabularyTerm, fromContext: boolean): Candidate[] {
  const words = term.phrase.split(' ');
  if (words.some((w) => STOP_WORDS.has(w))) return [];
  const out: Candidate[] = [];
  const plural = pluralOf(term.phrase);
  const unheardable = words.some((w) => !inDictionary(w));
  for (const phones of sequencePronunciations(words, pronunciations, 2)) {
    out.push({
      phrase: term.phrase,
      written: term.phrase,
      kind: term.kind,
      phones,
      termLength: phones.length,
      fromContext,
      unheardable,
    });
    // A context word already in the plural ("buttons") has no plural of its own to add.
    if (plural || (fromContext && !term.phrase.endsWith('s'))) {
      const written = plural ?? `${term.phrase}s`;
      const heard = plural
        ? sequencePronunciations(plural.split(' '), pronunciations, 1)[0]
        : undefined;
      out.push({
        phrase: term.phrase,
        written,
        kind: term.kind,
        phones: heard ?? pluralPhones(phones),
        termLength: phones.length,
        fromContext,
        unheardable,
      });
    }
  }
  return out;
}

let lexiconIndex: Map<number, Candidate[]> | undefined;

/** The general lexicon's pronunciations by phone count (built once). */
function lexiconByLength(): Map<number, Candidate[]> {
  if (lexiconIndex) return lexiconIndex;
  const index = new Map<number, Candidate[]>();
  for (const term of loadLexicon().terms) {
    for (const candidate of candidatesOf(term, false)) {
      if (candidate.termLength < LEXICON_MIN_PHONES) continue;
      // Only terms a narrator plausibly says: rare lexicon words ("axon", "axle") turned proper
      // names ("exxon", "axel") into false items.
      if (term.phrase.split(' ').some((w) => commonness(w) < RARE_WORD_COUNT)) continue;
      const list = index.get(candidate.phones.length);
      if (list) list.push(candidate);
      else index.set(candidate.phones.length, [candidate]);
    }
  }
  lexiconIndex = index;
  return index;
}

interface Match {
  first: number;
  last: number;
  candidate: Candidate;
  score: number;
}

const clean = (word: string) => word.toLowerCase().replace(/\(\d+\)$/, '');

/** Whether `term` is `heard` with two or more letters in front ("place" -> "replace"). */
const extendsInFront = (heard: string, term: string): boolean =>
  term.length >= heard.length + 2 && term.endsWith(heard);

/** Shortest stem two words must share to count as one family ("garden" and "gardening"). */
const FAMILY_STEM = 4;

/** Endings of one verb's forms past their shared stem ("roast|ed", "roast|ing", "brak|e"). */
const INFLECTIONS = new Set(['', 'e', 's', 'es', 'd', 'ed', 'ing']);

const sharedPrefix = (a: string, b: string): number => {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
};

/** A word the dictionary lacks but can say as two words it knows ("breadboard"). */
const isCompound = (word: string): boolean =>
  !inDictionary(word) && pronunciations(word) !== undefined;

/**
 * Whether a heard word and a term word are forms of one word: one begins with the other
 * ("garden", "gardening"), or they share a stem and differ only in inflections ("roasting",
 * "roasted"; "braking", "brake"; "installed", "installing"; not "putting" and "putty").
 */
function sameFamily(heard: readonly string[], term: readonly string[]): boolean {
  return heard.some((h) =>
    term.some((t) => {
      if (h === t || Math.min(h.length, t.length) < FAMILY_STEM) return false;
      // "bread" and "breadboard": a word the dictionary only knows as two is a compound of them.
      if (isCompound(h.length > t.length ? h : t)) return false;
      const stem = sharedPrefix(h, t);
      return (
        stem === Math.min(h.length, t.length) ||
        (stem >= FAMILY_STEM && INFLECTIONS.has(h.slice(stem)) && INFLECTIONS.has(t.slice(stem)))
      );
    }),
  );
}

/**
 * The second look: returns the words with strong-evidence replacements applied (a replaced span
 * becomes one word per term word, its time spread evenly over the span) and every hit: each exact
 * mention of a lexicon or context term (`replaced: false`, `heard: ''`) and each replacement. Hit
 * word indexes point into the input words. With `replace: false` the words stay as heard and only
 * the exact mentions are hits.
 */
export function correctTranscript(
  words: readonly TimedWord[],
  context: ProjectContextLike,
  options: { replace?: boolean } = {},
): { words: TimedWord[]; hits: VocabularyHit[] } {
  const { kinds } = loadLexicon();
  const tokens = words.map((w) => clean(w.word));
  const context_ = contextTerms(context);
  const contextKinds = new Map(context_.map((t) => [t.phrase, t.kind]));
  const termKind = (phrase: string): ItemKind | 'context' | undefined => {
    const singular = singularOf(phrase);
    return (
      kinds.get(singular) ??
      contextKinds.get(singular) ??
      (phrase.endsWith('s') ? contextKinds.get(phrase.slice(0, -1)) : undefined)
    );
  };

  // 1. Exact mentions, longest first.
  const hits: VocabularyHit[] = [];
  const covered = new Uint8Array(words.length);
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_SPAN_WORDS, words.length - i); n >= 1 && !matched; n -= 1) {
      const phrase = tokens.slice(i, i + n).join(' ');
      const kind = STOP_WORDS.has(phrase) ? undefined : termKind(phrase);
      if (!kind) continue;
      matched = n;
      hits.push({
        phrase:
          singularOf(phrase).endsWith('s') && contextKinds.has(phrase.slice(0, -1))
            ? phrase.slice(0, -1)
            : singularOf(phrase),
        kind,
        heard: '',
        start_ms: (words[i] as TimedWord).start_ms,
        end_ms: (words[i + n - 1] as TimedWord).end_ms,
        firstWord: i,
        lastWord: i + n - 1,
        score: 1,
        replaced: false,
      });
      covered.fill(1, i, i + n);
    }
    i += matched || 1;
  }

  // 2. Phonetic matches of the remaining spans (unless the words are to be trusted as heard).
  if (options.replace === false) return { words: words.map((word) => ({ ...word })), hits };
  const contextCandidates = context_.flatMap((t) => candidatesOf(t, true));
  const projectWords = projectWordsOf(context);
  const projectFamily = [...projectWords];
  const isProjectWord = (word: string) =>
    projectWords.has(word) ||
    (word.endsWith('s') && projectWords.has(word.slice(0, -1))) ||
    sameFamily([word], projectFamily);
  const byLength = lexiconByLength();
  const matches: Match[] = [];
  for (let first = 0; first < words.length; first += 1) {
    if (STOP_WORDS.has(tokens[first] as string)) continue;
    // A span over a word heard as a term or written about the project is guarded: only a project
    // term the dictionary lacks, heard split in two ("bread bard" -> breadboard), may take it.
    let guarded = false;
    for (let last = first; last < Math.min(words.length, first + MAX_SPAN_WORDS); last += 1) {
      if (covered[last] || isProjectWord(tokens[last] as string)) guarded = true;
      if (guarded && last - first + 1 > JOIN_MAX_WORDS) break;
      if (
        last > first &&
        (words[last] as TimedWord).start_ms - (words[last - 1] as TimedWord).end_ms >= MAX_GAP_MS
      )
        break;
      const span = tokens.slice(first, last + 1);
      if (STOP_WORDS.has(span[span.length - 1] as string)) continue;
      if (guarded && span.length === 1) continue;
      const spanPhones = sequencePronunciations(span, pronunciations, 4);
      if (spanPhones.length === 0) break;
      const single = span.length === 1;
      const spanCommonness = Math.max(...span.map(commonness));
      const allRare = spanCommonness < RARE_WORD_COUNT && span.every((w) => !termKind(w));
      let best: Match | undefined;
      const afterArticle = ARTICLES.has(tokens[first - 1] ?? '');
      // "sauce pan", "card board": a compound heard as its two words is the compound.
      const joined = span.join('');
      const joinedKind = single || termKind(span.join(' ')) ? undefined : termKind(joined);
      if (joinedKind) {
        const phrase = singularOf(joined);
        const candidate: Candidate = {
          phrase:
            joinedKind === 'context' && !contextKinds.has(phrase) ? phrase.slice(0, -1) : phrase,
          written: joined,
          kind: joinedKind,
          phones: spanPhones[0] as Pronunciation,
          termLength: (spanPhones[0] as Pronunciation).length,
          fromContext: joinedKind === 'context',
          unheardable: false,
        };
        matches.push({ first, last, candidate, score: 1 });
        continue;
      }
      const consider = (candidate: Candidate, phones: Pronunciation, minScore: number) => {
        // "garden gloves" heard right is never turned into "gardening gloves": a word of the same
        // family is what was said, not a mishearing.
        if (sameFamily(span, [...candidate.written.split(' '), ...candidate.phrase.split(' ')]))
          return;
        // "vegetable peeler" heard right is not "root vegetable", nor "in place" "replace": a term
        // that only puts letters or words in front of what was heard is another thing.
        if (extendsInFront(span.join(''), candidate.written.replace(/ /g, ''))) return;
        // "mineral oil" heard right is not "maple oil": a word before a heard item name is what
        // kind it is, changed only into a name the two make ("tech cloth" -> tack cloth).
        if (covered[last + 1] && !termKind(`${candidate.written} ${tokens[last + 1]}`)) return;
        const score = phoneSimilarity(phones, candidate.phones, minScore);
        if (score >= minScore && (!best || score > best.score))
          best = { first, last, candidate, score };
      };
      for (const phones of spanPhones) {
        for (const candidate of contextCandidates) {
          if (guarded) {
            if (candidate.unheardable) consider(candidate, phones, JOIN_MIN_SCORE);
            continue;
          }
          const short = candidate.termLength < CONTEXT_MIN_PHONES;
          const minScore =
            candidate.unheardable && !short
              ? CONTEXT_MIN_SCORE
              : short
                ? afterArticle && candidate.kind !== 'context'
                  ? CONTEXT_SHORT_ITEM_MIN_SCORE
                  : 1
                : single && spanCommonness >= VERY_COMMON_WORD_COUNT
                  ? CONTEXT_VERY_COMMON_WORD_MIN_SCORE
                  : candidate.kind === 'context' && !candidate.phrase.includes(' ')
                    ? CONTEXT_WORD_MIN_SCORE
                    : single && spanCommonness >= COMMON_WORD_COUNT
                      ? CONTEXT_COMMON_WORD_MIN_SCORE
                      : CONTEXT_MIN_SCORE;
          consider(candidate, phones, minScore);
        }
        if (!allRare || guarded) continue;
        for (let length = phones.length - 1; length <= phones.length + 1; length += 1) {
          for (const candidate of byLength.get(length) ?? [])
            consider(candidate, phones, LEXICON_MIN_SCORE);
        }
      }
      if (best && best.candidate.written !== span.join(' ')) matches.push(best);
    }
  }

  // 3. The best matches that do not overlap: higher score first, then the longer term.
  matches.sort(
    (a, b) => b.score - a.score || b.candidate.phones.length - a.candidate.phones.length,
  );
  const taken = new Uint8Array(words.length);
  const chosen: Match[] = [];
  for (const match of matches) {
    if (taken.subarray(match.first, match.last + 1).some(Boolean)) continue;
    taken.fill(1, match.first, match.last + 1);
    chosen.push(match);
  }
  chosen.sort((a, b) => a.first - b.first);

  const out: TimedWord[] = [];
  let next = 0;
  for (const match of chosen) {
    for (; next < match.first; next += 1) out.push({ ...(words[next] as TimedWord) });
    const start = (words[match.first] as TimedWord).start_ms;
    const end = (words[match.last] as TimedWord).end_ms;
    const written = match.candidate.written.split(' ');
    written.forEach((word, k) => {
      out.push({
        word,
        start_ms: Math.round(start + ((end - start) * k) / written.length),
        end_ms: Math.round(start + ((end - start) * (k + 1)) / written.length),
      });
    });
    next = match.last + 1;
    hits.push({
      phrase: match.candidate.phrase,
      kind: match.candidate.kind,
      heard: tokens.slice(match.first, match.last + 1).join(' '),
      start_ms: start,
      end_ms: end,
      firstWord: match.first,
      lastWord: match.last,
      score: Math.round(match.score * 1000) / 1000,
      replaced: true,
    });
  }
  for (; next < words.length; next += 1) out.push({ ...(words[next] as TimedWord) });
  hits.sort((a, b) => a.firstWord - b.firstWord);
  return { words: out, hits };
}
