import { describe, expect, it } from 'vitest';
import { estimatedRemainingMs } from '../creation.machine';
import { remainingMs, type SubmissionPlan, stageDurationsMs } from './estimate';
import { fillForm, startCreation } from './test-harness';

const plan = (over: Partial<SubmissionPlan> = {}): SubmissionPlan => ({
  withAi: true,
  audioSeconds: 120,
  videoBytes: [50_000_000],
  shortFormBytes: null,
  ...over,
});

/** A small deterministic generator, so the property runs over many cases without flakiness. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the time-remaining estimate (issue #18 point 15)', () => {
  it('never rises faster than time passes while stuck in transcription', async () => {
    const h = startCreation();
    await fillForm(h, [120]);
    h.actor.send({ type: 'creation.submit' });
    const report = h.last(h.calls.analyzeVideos).input.reportPhase;
    h.clock.now = 2_000;
    report('extracting_audio');
    h.clock.now = 3_000;
    report('transcribing_audio');
    let previous = { at: h.clock.now, ms: estimatedRemainingMs(h.snapshot()) ?? 0 };
    for (let now = 3_500; now <= 120_000; now += 500) {
      h.clock.now = now;
      const ms = estimatedRemainingMs(h.snapshot()) ?? 0;
      expect(ms - previous.ms).toBeLessThanOrEqual(now - previous.at);
      previous = { at: now, ms };
    }
  });

  it('never rises faster than time passes, whatever each stage really takes', () => {
    const next = random(18);
    for (let run = 0; run < 200; run += 1) {
      const stages = stageDurationsMs(
        plan({
          withAi: next() < 0.7,
          audioSeconds: Math.round(next() * 300),
          videoBytes: [1, 2, 3].slice(0, 1 + Math.floor(next() * 3)).map(() => next() * 2e9),
          shortFormBytes: next() < 0.5 ? next() * 1e9 : null,
        }),
      );
      let previous: { at: number; ms: number } | null = null;
      let at = 0;
      for (let stage = 0; stage < stages.length; stage += 1) {
        // The stage really takes anything from a tenth to five times what was expected.
        const takes = (stages[stage] ?? 0) * (0.1 + next() * 4.9);
        for (let inStage = 0; inStage <= takes; inStage += Math.max(100, takes / 7)) {
          const ms = remainingMs(stages.slice(stage), inStage);
          const now = at + inStage;
          if (previous) expect(ms - previous.ms).toBeLessThanOrEqual(now - previous.at + 1e-6);
          previous = { at: now, ms };
        }
        at += takes;
      }
    }
  });

  it('counts down within a stage, and waits at a small remainder once a stage overruns', () => {
    const stages = [10_000, 20_000];
    expect(remainingMs(stages, 0)).toBe(30_000);
    expect(remainingMs(stages, 4_000)).toBe(26_000);
    expect(remainingMs(stages, 60_000)).toBeGreaterThan(20_000);
    expect(remainingMs(stages, 60_000)).toBe(remainingMs(stages, 90_000));
  });

  it('expects the AI phases to take longer for more audio', () => {
    const short = stageDurationsMs(plan({ audioSeconds: 30 }));
    const long = stageDurationsMs(plan({ audioSeconds: 300 }));
    expect(long.reduce((a, b) => a + b)).toBeGreaterThan(short.reduce((a, b) => a + b));
    // Transcription (the second AI phase) takes most of the analysis.
    expect(long[2]).toBeGreaterThan(long[1]! + long[4]!);
  });

  it('without AI: the uploads, creating and finalizing', () => {
    expect(stageDurationsMs(plan({ withAi: false, videoBytes: [1, 2] }))).toHaveLength(4);
    expect(
      stageDurationsMs(plan({ withAi: false, videoBytes: [1, 2], shortFormBytes: 5 })),
    ).toHaveLength(5);
  });
});
