import { describe, expect, it } from 'vitest';
import { estimatedRemainingMs } from '../creation.machine';
import {
  limitRise,
  remainingMs,
  type ShownEstimate,
  type SubmissionPlan,
  stageDurationsMs,
} from './estimate';
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

/** A submission of one 120 s video with the AI on, and the AI's phase reporter. */
async function submitWithAi() {
  const h = startCreation();
  await fillForm(h, [120]);
  h.actor.send({ type: 'creation.submit' });
  return { h, report: h.last(h.calls.analyzeVideos).input.reportPhase };
}

describe('the time-remaining estimate (issue #18 point 15)', () => {
  it('never rises faster than time passes while stuck in transcription', async () => {
    const { h, report } = await submitWithAi();
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

  it('follows the share of the audio the server has transcribed, not the expected pace', async () => {
    const { h, report } = await submitWithAi();
    h.clock.now = 1_000;
    report('transcribing_audio');
    h.clock.now = 11_000;
    report('transcribing_audio', 0.25);
    const slow = estimatedRemainingMs(h.snapshot())!;
    report('transcribing_audio', 0.5);
    const fast = estimatedRemainingMs(h.snapshot())!;
    // A quarter took 10 s: 30 s more; half took 10 s: 10 s more. The rest is the same.
    expect(slow - fast).toBe(20_000);
    report('transcribing_audio', 1);
    const transcribed = estimatedRemainingMs(h.snapshot())!;
    expect(fast - transcribed).toBe(10_000);
    // The phase's clock kept running through its progress reports.
    expect(h.snapshot().context.stageStartedAt).toBe(1_000);
    // The next phase starts over, with nothing known of its share done.
    report('getting_duration');
    expect(h.snapshot().context.phaseDone).toBeNull();
  });

  it('shows a slower transcription as a pause in the countdown, never as a jump up', async () => {
    const { h, report } = await submitWithAi();
    h.clock.now = 1_000;
    report('transcribing_audio');
    let shown: ShownEstimate | null = null;
    let rose = false;
    let raw = Number.POSITIVE_INFINITY;
    // Fast at first, then the decoder slows down to a crawl (another job took the cores).
    for (let now = 1_500, done = 0; now <= 200_000; now += 500) {
      done = Math.min(0.99, done + (now < 4_000 ? 0.04 : 0.0005));
      h.clock.now = now;
      report('transcribing_audio', done);
      const next = estimatedRemainingMs(h.snapshot())!;
      if (next > raw + 500) rose = true;
      raw = next;
      const ms = limitRise(shown, next, now);
      if (shown) expect(ms - shown.ms).toBeLessThanOrEqual(now - shown.at);
      shown = { ms, at: now };
    }
    // The pace-based estimate itself rose faster than time passed: the limit kept it honest.
    expect(rose).toBe(true);
  });

  it('limits a rise to the time since the estimate was last shown', () => {
    expect(limitRise(null, 45_000, 10_000)).toBe(45_000);
    expect(limitRise({ ms: 10_000, at: 0 }, 45_000, 1_000)).toBe(11_000);
    expect(limitRise({ ms: 10_000, at: 0 }, 4_000, 1_000)).toBe(4_000);
  });

  it('times uploads at the speed measured, and the one running by its bytes sent', async () => {
    // 50 MB at the assumed 5 MB/s is 10 s; at a measured 1 MB/s, 50 s.
    const assumed = stageDurationsMs(plan({ withAi: false }));
    const measured = stageDurationsMs(plan({ withAi: false, uploadBytesPerMs: 1_000 }));
    expect(measured[0]! - assumed[0]!).toBe(40_000);

    const h = startCreation();
    await fillForm(h, [120]);
    h.actor.send({ type: 'ai.toggle' });
    h.clock.now = 1_000;
    h.actor.send({ type: 'creation.submit' });
    h.clock.now = 9_000;
    const sent = (share: number) =>
      estimatedRemainingMs(h.snapshot(), h.clock.now, {
        uploadBytesPerMs: 1_000,
        uploadDone: share,
      })!;
    // A fifth sent in 8 s: 32 s more; four fifths: 2 s more. The stages after are the same.
    expect(sent(0.2) - sent(0.8)).toBe(30_000);
  });
});
