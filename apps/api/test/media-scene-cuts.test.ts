import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type AiStep, aiStepSchema, aiStepTiming } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectSceneCuts } from '../src/media/ffmpeg';
import { snapToSceneCuts } from '../src/media/scene-cuts';

const run = promisify(execFile);

function step(start: number, end: number): AiStep {
  return aiStepSchema.parse({
    name: `From ${start}`,
    description: '',
    video_start_time_ms: start,
    video_end_time_ms: end,
    ...aiStepTiming(start, end),
  });
}

const times = (steps: AiStep[]) =>
  steps.map((s) => [s.video_start_time_ms, s.video_end_time_ms, s.timestamps.start_seconds]);

describe('snapToSceneCuts', () => {
  it('moves a start within 1 s of a cut onto it, and the step before ends there', () => {
    const steps = [step(0, 4_300), step(4_300, 9_000), step(9_000, 12_000)];
    expect(times(snapToSceneCuts(steps, [4_000, 10_500]))).toEqual([
      [0, 4_000, 0],
      [4_000, 9_000, 4],
      [9_000, 12_000, 9],
    ]);
  });

  it('picks the nearest cut, never one past a neighbour, and keeps steps without cuts', () => {
    const steps = [step(0, 1_200), step(1_200, 5_000)];
    // The first step does not move later onto 500; step 2 takes the nearer cut, 1_800.
    expect(times(snapToSceneCuts(steps, [500, 1_800]))).toEqual([
      [0, 1_800, 0],
      [1_800, 5_000, 1.8],
    ]);
    expect(times(snapToSceneCuts(steps, []))).toEqual(times(steps));
    expect(times(snapToSceneCuts(steps, [3_000]))).toEqual(times(steps));
  });
});

describe('detectSceneCuts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stepwise-cuts-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds where the picture changes scene, and nothing in a continuous shot', async () => {
    const cut = join(dir, 'cuts.mp4');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=3'],
      ...['-f', 'lavfi', '-i', 'smptebars=size=320x180:rate=25:duration=2'],
      ...['-f', 'lavfi', '-i', 'mandelbrot=size=320x180:rate=25'],
      '-filter_complex',
      '[2]trim=duration=2[m];[0][1][m]concat=n=3:v=1[v]',
      ...['-map', '[v]', '-c:v', 'libx264', '-preset', 'ultrafast', cut],
    ]);
    expect(await detectSceneCuts(cut)).toEqual([3_000, 5_000]);

    const still = join(dir, 'still.mp4');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', still],
    ]);
    expect(await detectSceneCuts(still)).toEqual([]);
  });

  it('gives no cuts for a file it cannot read', async () => {
    expect(await detectSceneCuts(join(dir, 'missing.mp4'))).toEqual([]);
  });
});
