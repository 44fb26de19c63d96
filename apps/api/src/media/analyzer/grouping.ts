import { isActionWord } from './classify';
import type { TimedSentence } from './narration';

/**
 * Groups classified sentences into steps by content, never by pause length.
 *
 * Narrators mark steps in one of two ways, and the narration's own habit decides how to read it:
 * - **With markers** ("First", "Next", "Step three", "Once that's done"): a step opens at a marker,
 *   or at unmarked new work after a step's why/tip/outcome sentences or its waiting time ("Let
 *   it dry for an hour"); the other unmarked instructions continue their step.
 * - **Without markers**: a step opens at each instruction that starts new work: after the
 *   previous step's why/tip/outcome/caution sentences or its waiting time, or on a new object;
 *   an instruction that refers back ("rinse it", "then wipe ...", "repeat ...") continues its
 *   step. Sharing an object with the sentence before is no evidence: how-tos keep working on one
 *   thing step after step.
 * Needs lists, cautions, tips and outcomes never open a step on their own; a needs list said
 * between two steps belongs to the work after it, and one said for it ("Grab two towels for this
 * next bit") opens that work's step in a marked narration too. What is said before any work (greetings, the
 * needs list) is left out of the first step; closings stay in the last one.
 */

export interface StepGroup {
  sentences: TimedSentence[];
  /** What was said before the work (a greeting, the needs list): it lends the first step its items. */
  preamble?: TimedSentence[];
  /** 0-1: how sure the grouping is that a step starts at the first sentence. */
  boundaryConfidence: number;
  /** Opened only because an instruction followed an instruction (see `balanceWeakBoundaries`). */
  weak?: boolean;
}

/** A narration marks its steps when at least this many sentences open with a marker... */
const MARKED_MIN = 3;
/** ...and they are at least this share of its instructions. */
const MARKED_SHARE = 0.25;

const SUPPORT = new Set(['tip', 'outcome', 'caution']);
/** What is said once a piece of work is done: its why, a tip, how it should look. */
const AFTER_WORK = new Set(['tip', 'outcome']);
/** Verbs that go on with the work at hand rather than start new work. */
const CONTINUING_VERBS = new Set(['repeat', 'continue', 'keep', 'work']);
/** Verbs whose "that" opens a clause ("check that ...", "make sure that ..."). */
const CLAUSE_VERBS = new Set(['check', 'see', 'ensure', 'confirm', 'verify', 'test', 'notice']);
/** Words that point back to what the sentence before named. */
const BACK_REFERENCES = new Set(['it', 'them', 'they', 'this', 'that', 'these', 'those']);

const isInstruction = (sentence: TimedSentence) => sentence.kind === 'instruction';

/** Verbs that hand the work over to time ("Let the wood dry", "Leave it to soak overnight"). */
const WAITING_VERBS = new Set(['let', 'leave', 'wait', 'allow', 'rest']);
/** What the waiting is for or how long it lasts. */
const WAITING_FOR =
  /\b(overnight|minutes?|hours?|days?|weeks?|a while|dry|dries|set|sets|cure|cures|cool|cools|soak|soaks|rest|sit|settle|harden|rise|proof|steep|marinate|work)\b/;

/**
 * An instruction that leaves the work to time ends its piece of work: what is done next is new
 * work, just as after a step's why or outcome.
 */
function waits(sentence: TimedSentence): boolean {
  // "Wait four hours and put on a second coat" goes on working in the same breath.
  const more = sentence.words.some(
    (word, at) => word === 'then' || (word === 'and' && isActionWord(sentence.words[at + 1])),
  );
  return (
    !more &&
    isInstruction(sentence) &&
    sentence.verb !== null &&
    WAITING_VERBS.has(sentence.verb) &&
    WAITING_FOR.test(sentence.words.join(' '))
  );
}

interface Decision {
  open: boolean;
  confidence: number;
  /** An instruction right after an instruction with no word saying new work starts. */
  weak?: boolean;
}

/** Whether an instruction says outright that it goes on with the work before it. */
function refersBack(sentence: TimedSentence): boolean {
  const opener = sentence.words[0];
  // "Then wipe ...", "And ...": a recogniser often hears "then" as "and".
  if (opener === 'then' || opener === 'and') return true;
  if (sentence.verb && CONTINUING_VERBS.has(sentence.verb)) return true;
  // "Rinse it with ...", "Turn them over": a back reference right after the verb.
  const start = sentence.verb ? sentence.words.indexOf(sentence.verb) : -1;
  const object = sentence.words.slice(start + 1, start + 3);
  // "Check that the light comes on": "that" opens what to check, it points back at nothing.
  const clause = CLAUSE_VERBS.has(sentence.verb ?? '') && object[0] === 'that';
  // "Tighten both", "Clamp both of them": but "Sand both ends" names new things.
  const both = object[0] === 'both' && (object[1] === undefined || object[1] === 'of');
  return start >= 0 && !clause && (both || object.some((word) => BACK_REFERENCES.has(word)));
}

/** Whether a sentence names a thing the step already named. */
function sharesNoun(sentence: TimedSentence, step: readonly TimedSentence[]): boolean {
  const named = new Set(step.flatMap((other) => other.nouns));
  return sentence.nouns.some((noun) => named.has(noun));
}

/**
 * "Grab two old towels for this next bit", "You'll want a rubber mallet here": a needs list said
 * for the work that follows it, never at the end of the work it was needed for.
 */
function leadsIn(sentence: TimedSentence): boolean {
  // Not first: "For this you'll need a miter saw, ..." opens a needs list for the whole project.
  const text = sentence.words.join(' ');
  return (
    /. \bfor (this|the next)\b/.test(text) || sentence.words[sentence.words.length - 1] === 'here'
  );
}

function decideMarked(
  sentence: TimedSentence,
  step: readonly TimedSentence[],
  next: TimedSentence | undefined,
): Decision {
  if (!step.some(isInstruction) && sentence.kind !== 'needs')
    return { open: false, confidence: 0.7 };
  if (sentence.marker === 'strong') return { open: true, confidence: 0.9 };
  if (sentence.marker === 'weak') return { open: true, confidence: 0.7 };
  // Not every step is marked: a needs list for the work that follows opens it.
  if (sentence.kind === 'needs' && leadsIn(sentence) && next !== undefined && isInstruction(next))
    return { open: true, confidence: 0.6 };
  // Narrators who mark steps do not mark every one: new work after a step's why, tip or outcome
  // opens a step unmarked too, unless it refers back ("Rinse it ..."). A warning is said in the
  // middle of work as often as after it: after one, only work on things the warning did not name
  // opens a step ("Always wear a dust mask while you sand. Wipe away the dust ..." goes on). A
  // leave-it-to-time order ("Leave it to soak overnight") ends its work just as a why does.
  const last = step[step.length - 1]!;
  if (isInstruction(sentence) && !refersBack(sentence)) {
    if (AFTER_WORK.has(last.kind) || waits(last)) return { open: true, confidence: 0.6 };
    if (last.kind === 'caution' && !sharesNoun(sentence, [last]))
      return { open: true, confidence: 0.55 };
  }
  return { open: false, confidence: 0.7 };
}

function decideUnmarked(
  sentence: TimedSentence,
  step: readonly TimedSentence[],
  next: TimedSentence | undefined,
): Decision {
  const last = step[step.length - 1]!;
  if (!step.some(isInstruction)) return { open: false, confidence: 0.7 };
  if (sentence.kind === 'needs') {
    // "Grab a sanding block for this." opens the work it is for.
    const forward = next !== undefined && isInstruction(next);
    return { open: forward, confidence: 0.55 };
  }
  if (sentence.marker === 'strong') return { open: true, confidence: 0.85 };
  // After the why/tip/outcome of a step (or its waiting time) only an explicit back reference
  // goes on with it.
  if (SUPPORT.has(last.kind) || waits(last)) {
    return refersBack(sentence)
      ? { open: false, confidence: 0.55 }
      : { open: true, confidence: 0.8 };
  }
  if (refersBack(sentence)) return { open: false, confidence: 0.6 };
  return { open: true, confidence: sentence.certainty >= 0.5 ? 0.65 : 0.5, weak: true };
}

/** Whether the narrator marks steps with words, judged on the whole narration. */
export function usesMarkers(sentences: readonly TimedSentence[]): boolean {
  const work = sentences.filter((s) => s.kind === 'instruction' || s.kind === 'needs');
  const marked = work.filter((s) => s.marker !== null).length;
  return marked >= MARKED_MIN && marked >= MARKED_SHARE * work.length;
}

export function groupSentences(
  sentences: readonly TimedSentence[],
  marked = usesMarkers(sentences),
): StepGroup[] {
  const firstWork = sentences.findIndex(isInstruction);
  const preamble: TimedSentence[] = [];
  const steps: StepGroup[] = [];
  sentences.forEach((sentence, index) => {
    const current = steps[steps.length - 1];
    // Greetings, needs lists and remarks before any work: the first step starts at the work.
    if (index < firstWork) {
      preamble.push(sentence);
      return;
    }
    if (!current) {
      steps.push({ sentences: [sentence], boundaryConfidence: 0.85 });
      return;
    }
    const next = sentences[index + 1];
    const decision =
      sentence.kind === 'outro' || SUPPORT.has(sentence.kind) || sentence.kind === 'intro'
        ? { open: false, confidence: 0.8 }
        : marked
          ? decideMarked(sentence, current.sentences, next)
          : decideUnmarked(sentence, current.sentences, next);
    if (decision.open)
      steps.push({
        sentences: [sentence],
        boundaryConfidence: decision.confidence,
        ...(decision.weak ? { weak: true } : {}),
      });
    else current.sentences.push(sentence);
  });
  if (!marked) balanceWeakBoundaries(steps);
  if (steps.length === 0 && sentences.length > 0) {
    steps.push({ sentences: [...sentences], boundaryConfidence: 0.5 });
  } else if (preamble.length > 0 && !preamble.some((sentence) => sentence.kind === 'intro')) {
    // No greeting: a needs list or a warning said first is the first step's own ("You'll need a
    // whetstone ...", "Make sure the device is unplugged ..."), and the step starts with it.
    steps[0]!.sentences.unshift(...preamble);
  } else if (preamble.length > 0) {
    // After the greeting, what is said for the first piece of work ("Step one, you'll need a drum
    // key for this", "Grab a ball of yarn for this") is that step's own; a needs list for the
    // whole project ("You'll need a fresh set of strings, ...") stays before it.
    const afterGreeting = preamble.findLastIndex((sentence) => sentence.kind === 'intro') + 1;
    const lead = preamble.findIndex(
      (sentence, at) =>
        at >= afterGreeting &&
        (sentence.marker === 'strong' || (sentence.kind !== 'intro' && leadsIn(sentence))),
    );
    if (lead >= 0) steps[0]!.sentences.unshift(...preamble.splice(lead));
    if (preamble.length > 0) steps[0]!.preamble = preamble;
  }
  return steps;
}

/** Anchored stretches needed before their lengths say how long this narrator's steps are. */
const MIN_ANCHORED = 4;

const wordCount = (group: StepGroup): number =>
  group.sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * An instruction after an instruction is the weakest evidence of a new step: some narrators give
 * each action its own step, others say two or three actions and then why. The narration's own
 * clearly delimited stretches (opened after a why/tip/outcome, a needs list or a marker) tell how
 * long its steps are; a stretch about that long is one step, and one about twice as long is two,
 * cut at the weak boundary that makes the parts most even. A narration with fewer clear stretches
 * keeps every weak boundary (one action, one step).
 */
export function balanceWeakBoundaries(steps: StepGroup[]): void {
  // Stretches: runs of groups from one clearly opened group to the next.
  const stretches: StepGroup[][] = [];
  for (const group of steps) {
    const last = stretches[stretches.length - 1];
    if (group.weak && last) last.push(group);
    else stretches.push([group]);
  }
  if (stretches.length < MIN_ANCHORED) return;
  const lengths = stretches.map((stretch) => stretch.reduce((sum, g) => sum + wordCount(g), 0));
  const typical = median(lengths);
  if (typical <= 0) return;
  const merged: StepGroup[] = [];
  stretches.forEach((stretch, index) => {
    const parts = Math.min(stretch.length, Math.max(1, Math.round(lengths[index]! / typical)));
    merged.push(...splitEvenly(stretch, parts));
  });
  steps.splice(0, steps.length, ...merged);
}

/** The stretch's groups joined into `parts` steps of lengths as even as possible (in words). */
function splitEvenly(stretch: readonly StepGroup[], parts: number): StepGroup[] {
  if (parts >= stretch.length) return [...stretch];
  const sizes = stretch.map(wordCount);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const target = total / parts;
  // best[k][i]: least squared deviation covering groups [0, i) with k parts; from[k][i] its last cut.
  const n = stretch.length;
  const best = Array.from({ length: parts + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const from = Array.from({ length: parts + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= parts; k++) {
    for (let i = 1; i <= n; i++) {
      let size = 0;
      for (let j = i - 1; j >= 0; j--) {
        size += sizes[j]!;
        const score = best[k - 1]![j]! + (size - target) ** 2;
        if (score < best[k]![i]!) {
          best[k]![i] = score;
          from[k]![i] = j;
        }
      }
    }
  }
  const cuts: number[] = [];
  for (let k = parts, i = n; k > 0; k--) {
    cuts.unshift(from[k]![i]!);
    i = from[k]![i]!;
  }
  return cuts.map((start, part) => {
    const end = cuts[part + 1] ?? n;
    const groups = stretch.slice(start, end);
    const first = groups[0]!;
    return {
      ...first,
      sentences: groups.flatMap((group) => group.sentences),
    };
  });
}
