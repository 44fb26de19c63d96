/**
 * The measures of `pnpm bench ai`: word error rate, step-boundary precision/recall, tools and
 * materials precision/recall, and name quality. Pure functions over the analysis and the truth.
 */
import type { AnalyzeTranscriptResponse } from '@stepwise/contracts';
import { nameQuality } from '../../src/media/analyzer/normalize';

/** A predicted start counts when within this of a true step start. */
export const BOUNDARY_TOLERANCE_MS = 1_500;

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Word-level Levenshtein distance (substitutions + deletions + insertions). */
export function editDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const same = reference[i - 1] === hypothesis[j - 1];
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (same ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[hypothesis.length] as number;
}

/** Predicted starts matched to true starts within the tolerance, each true start once. */
export function matchBoundaries(predicted: readonly number[], truth: readonly number[]): number {
  const used = new Set<number>();
  let matched = 0;
  for (const start of [...predicted].sort((a, b) => a - b)) {
    let best = -1;
    for (const [index, trueStart] of truth.entries()) {
      const distance = Math.abs(trueStart - start);
      if (used.has(index) || distance > BOUNDARY_TOLERANCE_MS) continue;
      if (best < 0 || distance < Math.abs((truth[best] as number) - start)) best = index;
    }
    if (best >= 0) {
      used.add(best);
      matched += 1;
    }
  }
  return matched;
}

const singularWord = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
/** An item compared loosely: lower case, singular last word. */
export const itemKey = (item: string) => words(item).map(singularWord).join(' ');

/** Two item names name one thing when either contains the other on word boundaries. */
export function sameItem(a: string, b: string): boolean {
  const x = ` ${itemKey(a)} `;
  const y = ` ${itemKey(b)} `;
  return x.includes(y) || y.includes(x);
}

/** How many of `expected` some found item matches, and how many found items match something. */
export function itemMatches(expected: readonly string[], found: readonly string[]) {
  return {
    recalled: expected.filter((item) => found.some((name) => sameItem(item, name))).length,
    correct: found.filter((name) => expected.some((item) => sameItem(item, name))).length,
  };
}

export interface Counts {
  videos: number;
  refWords: number;
  edits: number;
  predicted: number;
  trueSteps: number;
  matched: number;
  items: number;
  itemsRecalled: number;
  itemsFound: number;
  itemsCorrect: number;
  names: number;
  goodNames: number;
  seconds: number;
  durationS: number;
}

export const emptyCounts = (): Counts => ({
  videos: 0,
  refWords: 0,
  edits: 0,
  predicted: 0,
  trueSteps: 0,
  matched: 0,
  items: 0,
  itemsRecalled: 0,
  itemsFound: 0,
  itemsCorrect: 0,
  names: 0,
  goodNames: 0,
  seconds: 0,
  durationS: 0,
});

export function addCounts(total: Counts, more: Counts): Counts {
  for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += more[key];
  return total;
}

export interface TruthForMeasure {
  text: string;
  durationMs: number;
  stepStarts: number[];
  items: string[];
}

export function measure(
  truth: TruthForMeasure,
  transcript: string,
  analysis: AnalyzeTranscriptResponse,
  seconds: number,
): Counts {
  const reference = words(truth.text);
  const found = [...new Set([...analysis.tools, ...analysis.materials].map(itemKey))];
  const items = itemMatches(truth.items, found);
  return {
    videos: 1,
    refWords: reference.length,
    edits: editDistance(reference, words(transcript)),
    predicted: analysis.steps.length,
    trueSteps: truth.stepStarts.length,
    matched: matchBoundaries(
      analysis.steps.map((step) => step.video_start_time_ms),
      truth.stepStarts,
    ),
    items: truth.items.length,
    itemsRecalled: items.recalled,
    itemsFound: found.length,
    itemsCorrect: items.correct,
    names: analysis.steps.length,
    goodNames: analysis.steps.filter((step) => nameQuality(step.name).ok).length,
    seconds,
    durationS: truth.durationMs / 1000,
  };
}

const ratio = (a: number, b: number) => (b ? a / b : 0);

export function scores(c: Counts) {
  const precision = ratio(c.matched, c.predicted);
  const recall = ratio(c.matched, c.trueSteps);
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return {
    wer: ratio(c.edits, c.refWords),
    precision,
    recall,
    f1,
    itemRecall: ratio(c.itemsRecalled, c.items),
    itemPrecision: ratio(c.itemsCorrect, c.itemsFound),
    nameQuality: ratio(c.goodNames, c.names),
    rtf: ratio(c.seconds, c.durationS),
  };
}

export function row(label: Record<string, string>, c: Counts) {
  const s = scores(c);
  return {
    ...label,
    videos: c.videos,
    WER: s.wer.toFixed(3),
    'steps (true)': `${c.predicted} (${c.trueSteps})`,
    'bound. P': s.precision.toFixed(2),
    'bound. R': s.recall.toFixed(2),
    'bound. F1': s.f1.toFixed(2),
    'items P': s.itemPrecision.toFixed(2),
    'items R': s.itemRecall.toFixed(2),
    names: s.nameQuality.toFixed(2),
  };
}
