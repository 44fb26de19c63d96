import type { AnalyzeTranscriptInput } from '@stepwise/contracts';
import { classifySentence, type SentenceKind } from './classify';
import { usesMarkers } from './grouping';
import type { MarkerStrength } from './markers';
import { restoreSentence } from './normalize';
import {
  buildTimeline,
  hasSentencePunctuation,
  restrictToRange,
  splitUnits,
  type Timeline,
  type Unit,
} from './timeline';
import { correctTranscript, type VocabularyHit } from './vocabulary';

export type { SentenceKind } from './classify';

/** One spoken sentence with its times and what it does. */
export interface TimedSentence {
  index: number;
  /** Capitalised and punctuated, recogniser fillers dropped. */
  text: string;
  start_ms: number;
  end_ms: number;
  kind: SentenceKind;
  marker: MarkerStrength | null;
  /** Lowercase words as heard (after the vocabulary's corrections). */
  words: string[];
  verb: string | null;
  nouns: string[];
  pronounObject: boolean;
  /** 0-1: how clearly the words say the kind. */
  certainty: number;
}

/** What both analyzers start from: the narration as timed, classified sentences. */
export interface PreparedNarration {
  sentences: TimedSentence[];
  /** Tools, materials and project words found by sound (see ./vocabulary). */
  hits: VocabularyHit[];
  timeline: Timeline;
  /** The narrator marks steps with words ("First", "Next", "Step three"): see `usesMarkers`. */
  marked: boolean;
}

/**
 * The transcript as sentences: word times (after the vocabulary's second look at what was heard),
 * cut at sentence punctuation or pauses, each classified by its words. With `time_range` only the
 * words inside the range count.
 */
export function prepareNarration(input: AnalyzeTranscriptInput): PreparedNarration {
  let hits: VocabularyHit[] = [];
  let source = input;
  if (input.words && input.words.length > 0) {
    const { name, description = '', tags = [] } = input.project_context;
    // A punctuated transcript comes from a recogniser that writes sentences with a language
    // model of its own (a hosted one): its words are what was said, and a sound-alike term would
    // only overwrite them ("baking sheet" -> "cooking sheet"). Only pocketsphinx's bare words,
    // which lose one key noun in three, get the second look.
    const corrected = correctTranscript(
      input.words,
      { name, description, tags },
      { replace: !hasSentencePunctuation(input.transcript) },
    );
    hits = corrected.hits;
    source = { ...input, words: corrected.words };
  }
  const full = buildTimeline(source);
  const range = input.time_range;
  const all = classifyUnits(splitUnits(full));
  const timeline = range ? restrictToRange(full, range.start_ms, range.end_ms) : full;
  const sentences = range ? classifyUnits(splitUnits(timeline)) : all;
  return {
    sentences: sentences.filter((sentence) => sentence.text !== ''),
    hits,
    timeline,
    // How the narrator marks steps is a habit of the whole narration, not of one range of it.
    marked: usesMarkers(all),
  };
}

/** Whether an order goes on to say why ("..., because it only collects dust"). */
const givesReason = (words: readonly string[]): boolean =>
  words.slice(2).some((word) => word === 'because' || word === 'since');

/** Each unit as a sentence with its kind; closings only count at the end. */
function classifyUnits(units: readonly Unit[]): TimedSentence[] {
  const sentences = units.map((unit, index): TimedSentence => {
    const words = unit.tokens.map((token) => token.norm).filter(Boolean);
    const position = index === 0 ? 'start' : index >= units.length - 3 ? 'end' : 'middle';
    const cls = classifySentence(words, position);
    return {
      index,
      text: restoreSentence(unit.tokens.map((token) => token.text).join(' ')),
      start_ms: unit.startMs,
      end_ms: unit.endMs,
      kind: cls.kind,
      marker: cls.marker,
      words,
      verb: cls.verb,
      nouns: cls.nouns,
      pronounObject: cls.pronounObject,
      certainty: cls.certainty,
    };
  });
  // Closings only count at the end: a closing-like sentence followed by more work is a tip.
  let closing = true;
  for (let index = sentences.length - 1; index >= 0; index--) {
    const sentence = sentences[index]!;
    if (sentence.kind !== 'outro') closing = false;
    else if (!closing) sentence.kind = 'tip';
  }
  // "Lay them on a towel in order, because each valve only fits its own casing": an order that
  // gives its reason, said right after an order, is that order's why, not new work (in the tune
  // half's gold, 21 such sentences support the order before them, one opens a step).
  for (let index = 1; index < sentences.length; index++) {
    const sentence = sentences[index]!;
    if (
      sentence.kind === 'instruction' &&
      sentence.marker === null &&
      sentences[index - 1]!.kind === 'instruction' &&
      givesReason(sentence.words)
    )
      sentence.kind = 'tip';
  }
  return sentences;
}
