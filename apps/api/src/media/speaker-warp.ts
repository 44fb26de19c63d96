/**
 * Speaker normalisation for pocketsphinx (maximum-likelihood vocal tract length normalisation):
 * the acoustic model was trained on many voices, and a voice whose formants sit higher or lower
 * than its average is heard better once its spectrum is stretched or squeezed towards it. The
 * decoder does that with `-warp_type inverse_linear -warp_params <factor>`. Which factor suits a
 * recording is not guessed from the voice: a sample of its utterances is decoded with every
 * candidate factor and the one whose decoding scores best is kept, the textbook ML choice.
 *
 * Path scores at different warps are compared as they are (no Jacobian term). Measured at every
 * warp on 8 tune scripts a voice and the LibriVox clips of a real reader: for flite's slt and rms
 * and the reader, the best scoring warp was the best or within a point of the best word error
 * rate (slt 0.286 -> 0.182, rms 0.182 -> 0.175, LibriVox 0.304 -> 0.290 against no warp); for
 * espeak-ng it was no better than none (0.71 -> 0.72). `firstWarps` says where the search once
 * went wrong.
 */
import type { Utterance } from './speech-chunks';

/**
 * The factors tried first; the search then climbs from the best by `WARP_STEP` while that scores
 * better, within `MIN_WARP`..`MAX_WARP` (`nextWarps`). On the tune half of the development set the
 * sample chose 1.3 for flite's slt (a woman; a fixed 1.2 took the word error rate 0.413 -> 0.350,
 * a fixed 0.9 made it worse), 0.8 for flite's rms (a man) and 0.9-1.0 for espeak-ng.
 */
export const FIRST_WARPS: readonly number[] = [0.8, 1.0, 1.2];
export const WARP_STEP = 0.1;
export const MIN_WARP = 0.7;
export const MAX_WARP = 1.4;

/** Every factor from `MIN_WARP` to `MAX_WARP` by `WARP_STEP`. */
export const ALL_WARPS: readonly number[] = Array.from(
  { length: Math.round((MAX_WARP - MIN_WARP) / WARP_STEP) + 1 },
  (_, index) => Math.round((MIN_WARP + index * WARP_STEP) * 100) / 100,
);

/**
 * The warps a search starts from. A recording short enough to be its own sample (`SAMPLE_FRAMES`)
 * tries them all: a few sentences score unevenly across the warps, and climbing stops at the first
 * peak (a LibriVox reader scored best at 1.2 among 0.8/1.0/1.2 and its neighbours, yet 0.7 scored
 * better still and cut her word error rate from 0.43 to 0.21); decoding a short recording eight
 * times costs less than a long one's climb. A longer recording starts from `FIRST_WARPS` and
 * climbs: over 15 s of speech the scores rise and fall smoothly with the warp.
 */
export function firstWarps(sampleIsWhole: boolean): readonly number[] {
  return sampleIsWhole ? ALL_WARPS : FIRST_WARPS;
}

/** The factor that changes nothing (used when a recording is too short to choose). */
export const NO_WARP = 1.0;

/**
 * The sample's speech, in 10 ms frames: 15 seconds tell the warps apart (their scores differ by
 * several per cent a warp step); each warp tried costs one decoding of it.
 */
export const SAMPLE_FRAMES = 1_500;

/** Below this much speech (frames) no warp is chosen: too little to tell the warps apart. */
const MIN_SAMPLE_FRAMES = 500;

/** The decoder arguments that warp by `factor` (none for `NO_WARP`). */
export function warpArgs(factor: number): string[] {
  return factor === NO_WARP
    ? []
    : ['-warp_type', 'inverse_linear', '-warp_params', factor.toFixed(2)];
}

/**
 * Utterances spread over the recording (every k-th), about `SAMPLE_FRAMES` of speech in all, so
 * an intro spoken apart or a noisy stretch does not decide alone. Empty when the recording has
 * too little speech to be worth a choice.
 */
export function sampleUtterances(
  utterances: readonly Utterance[],
  frames = SAMPLE_FRAMES,
): Utterance[] {
  const total = utterances.reduce((sum, u) => sum + (u.endFrame - u.startFrame), 0);
  if (total < MIN_SAMPLE_FRAMES) return [];
  if (total <= frames) return [...utterances];
  const stride = Math.max(1, Math.floor(total / frames));
  const sample: Utterance[] = [];
  let taken = 0;
  for (let index = 0; index < utterances.length && taken < frames; index += stride) {
    const utterance = utterances[index] as Utterance;
    sample.push(utterance);
    taken += utterance.endFrame - utterance.startFrame;
  }
  return sample;
}

/** A `-hyp` line: the words, then `(utterance-id score)`. */
const HYP_LINE = /\((\S+)\s+(-?\d+)\)\s*$/;

/** The total path score of the utterances in a `-hyp` file, and how many were scored. */
export function hypScore(hyp: string): { score: number; utterances: number } {
  let score = 0;
  let utterances = 0;
  for (const line of hyp.split('\n')) {
    const match = HYP_LINE.exec(line);
    if (!match) continue;
    score += Number(match[2]);
    utterances += 1;
  }
  return { score, utterances };
}

/**
 * The factor whose decoding of the same sample scored best (scores are log likelihoods, higher
 * is better). A decoding that lost utterances cannot win; no decoding at all means no warp; ties
 * go to the factor closest to no warp.
 */
export interface WarpResult {
  factor: number;
  /** The sample's total path score at this warp. */
  score: number;
  /** How many of the sample's utterances were scored. */
  utterances: number;
}

export function bestWarp(results: readonly WarpResult[]): number {
  const most = Math.max(0, ...results.map((r) => r.utterances));
  let best: { factor: number; score: number } | undefined;
  for (const result of results) {
    if (most === 0 || result.utterances < most) continue;
    const closer =
      best !== undefined &&
      result.score === best.score &&
      Math.abs(result.factor - NO_WARP) < Math.abs(best.factor - NO_WARP);
    if (!best || result.score > best.score || closer) best = result;
  }
  return best?.factor ?? NO_WARP;
}

const onGrid = (factor: number) => Math.round(factor * 100) / 100;

/**
 * The warps next to the best so far (one `WARP_STEP` either side) not tried yet, within
 * `MIN_WARP`..`MAX_WARP`; none once the best has been compared with both neighbours.
 */
export function nextWarps(results: readonly WarpResult[]): number[] {
  const best = bestWarp(results);
  const tried = new Set(results.map((r) => onGrid(r.factor)));
  return [best - WARP_STEP, best + WARP_STEP]
    .map(onGrid)
    .filter((factor) => factor >= MIN_WARP && factor <= MAX_WARP && !tried.has(factor));
}

/**
 * The warp search: `decodeAt` scores the sample at each of `first`, then, when `climb`, at the
 * best one's untried neighbours (`nextWarps`) until none is left. Returns the best warp.
 */
export async function searchWarp(
  first: readonly number[],
  climb: boolean,
  decodeAt: (factors: readonly number[]) => Promise<WarpResult[]>,
): Promise<number> {
  const results = await decodeAt(first);
  for (let next = nextWarps(results); climb && next.length > 0; next = nextWarps(results))
    results.push(...(await decodeAt(next)));
  return bestWarp(results);
}
