import { describe, expect, it } from 'vitest';
import {
  ALL_WARPS,
  bestWarp,
  FIRST_WARPS,
  firstWarps,
  hypScore,
  MAX_WARP,
  MIN_WARP,
  NO_WARP,
  nextWarps,
  SAMPLE_FRAMES,
  sampleUtterances,
  searchWarp,
  warpArgs,
} from '../src/media/speaker-warp';

const scored = (pairs: [number, number][], utterances = 5) =>
  pairs.map(([factor, score]) => ({ factor, score, utterances }));

const utterance = (startFrame: number, frames: number) => ({
  startFrame,
  endFrame: startFrame + frames,
});

describe('speaker normalisation (warp) choice', () => {
  it('asks the decoder for an inverse linear warp, and for nothing at no warp', () => {
    expect(warpArgs(1.2)).toEqual(['-warp_type', 'inverse_linear', '-warp_params', '1.20']);
    expect(warpArgs(NO_WARP)).toEqual([]);
  });

  it('sums the path scores of a hyp file, ignoring lines without one', () => {
    const hyp = [
      'open the quick release lever (psu0 -32520)',
      ' (psu1 -1200)',
      'a line the decoder did not finish',
      '',
    ].join('\n');
    expect(hypScore(hyp)).toEqual({ score: -33720, utterances: 2 });
  });

  it('keeps the best scoring warp; a decoding that lost utterances cannot win', () => {
    expect(
      bestWarp([
        ...scored(
          [
            [1.0, -1300],
            [1.2, -1200],
          ],
          8,
        ),
        ...scored([[1.3, -900]], 7),
      ]),
    ).toBe(1.2);
  });

  it('breaks a tie towards no warp, and falls back to no warp without any decoding', () => {
    expect(
      bestWarp(
        scored([
          [1.2, -1000],
          [1.3, -1000],
          [1.1, -1000],
        ]),
      ),
    ).toBe(1.1);
    expect(bestWarp([])).toBe(NO_WARP);
    expect(bestWarp([{ factor: 1.2, score: 0, utterances: 0 }])).toBe(NO_WARP);
  });

  it('samples about 15 seconds of speech spread over a long recording', () => {
    // 100 utterances of 4 s each: every 26th (0, 26, 52, 78), from the first to the last part.
    const utterances = Array.from({ length: 100 }, (_, index) => utterance(index * 500, 400));
    const sample = sampleUtterances(utterances);
    const frames = sample.reduce((sum, u) => sum + u.endFrame - u.startFrame, 0);
    expect(frames).toBeGreaterThanOrEqual(SAMPLE_FRAMES);
    expect(frames).toBeLessThan(SAMPLE_FRAMES + 400);
    expect(sample[0]).toEqual(utterances[0]);
    expect(sample.map((u) => u.startFrame)).toEqual([0, 26, 52, 78].map((i) => i * 500));
  });

  it('takes a short recording whole, and no sample at all from a few seconds of speech', () => {
    const short = [utterance(0, 600), utterance(800, 900)];
    expect(sampleUtterances(short)).toEqual(short);
    expect(sampleUtterances([utterance(0, 200), utterance(300, 200)])).toEqual([]);
  });
});

describe('the warp search', () => {
  it('climbs from the best first warp towards its better neighbour, within the range', () => {
    expect(FIRST_WARPS).toEqual([0.8, 1.0, 1.2]);
    // Each decoding scores better than the one before, up the range.
    const climb: [number, number][] = [
      [0.8, -30],
      [1.0, -20],
      [1.2, -10],
      [1.1, -15],
      [1.3, -5],
      [1.4, -1],
    ];
    // 1.2 is best of the first three: its neighbours 1.1 and 1.3 come next.
    expect(nextWarps(scored(climb.slice(0, 3)))).toEqual([1.1, 1.3]);
    // 1.3 beat 1.2: only 1.4 is left untried beside it.
    expect(nextWarps(scored(climb.slice(0, 5)))).toEqual([1.4]);
    // 1.4 is the top of the range: the search ends there.
    expect(nextWarps(scored(climb))).toEqual([]);
    expect(MAX_WARP).toBe(1.4);
    expect(MIN_WARP).toBe(0.7);
  });

  it('stops once the best has been compared with both neighbours', () => {
    expect(
      nextWarps(
        scored([
          [0.8, -30],
          [1.0, -10],
          [1.2, -20],
          [0.9, -15],
          [1.1, -12],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('searchWarp', () => {
  // A sample whose score peaks at 1.3: each call decodes the factors it is given.
  const peakAt13 = (asked: number[][]) => async (factors: readonly number[]) => {
    asked.push([...factors]);
    return factors.map((factor) => ({
      factor,
      score: -1000 * Math.abs(factor - 1.3),
      utterances: 4,
    }));
  };

  it('climbs from the first warps to the best and stops there', async () => {
    const asked: number[][] = [];
    expect(await searchWarp(FIRST_WARPS, true, peakAt13(asked))).toBe(1.3);
    expect(asked).toEqual([[0.8, 1.0, 1.2], [1.1, 1.3], [1.4]]);
  });

  it('tries only the warps given when it does not climb', async () => {
    const asked: number[][] = [];
    expect(await searchWarp([0.9, 1.0], false, peakAt13(asked))).toBe(1.0);
    expect(asked).toEqual([[0.9, 1.0]]);
  });

  // The path scores of one LibriVox clip (7 s, 14 words) decoded whole at every warp: uneven.
  const librivox0890: Record<string, number> = {
    '0.7': -23485,
    '0.8': -23984,
    '0.9': -23903,
    '1': -24005,
    '1.1': -24189,
    '1.2': -23690,
    '1.3': -24066,
    '1.4': -24193,
  };
  const scoredAs = (scores: Record<string, number>) => async (factors: readonly number[]) =>
    factors.map((factor) => ({ factor, score: scores[String(factor)]!, utterances: 1 }));

  it('tries every warp on a recording short enough to be its own sample', async () => {
    expect(ALL_WARPS).toEqual([0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4]);
    expect(firstWarps(true)).toBe(ALL_WARPS);
    expect(firstWarps(false)).toBe(FIRST_WARPS);
    // Climbing from 0.8/1.0/1.2 stops at 1.2 (WER 0.43); the whole range finds 0.7 (WER 0.21).
    expect(await searchWarp(FIRST_WARPS, true, scoredAs(librivox0890))).toBe(1.2);
    expect(await searchWarp(firstWarps(true), true, scoredAs(librivox0890))).toBe(0.7);
  });
});
