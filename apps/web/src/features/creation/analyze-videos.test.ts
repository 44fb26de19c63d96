import type { BreakdownStatus, StartBreakdownInput } from '@stepwise/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  type AiStatus,
  aiJobText,
  analyzeVideos,
  type BreakdownApi,
  MAX_POLL_FAILURES,
  phaseReporter,
} from '@/features/creation/analyze-videos';
import { toSelectedFile } from '@/features/creation/selected-file';
import { aJob, allAt, aStatus, BATCH_ID, entry } from '@/features/creation/test/breakdown';
import { recordFor } from '@/features/creation/test/fake-queue';

const project = { name: ' Birdhouse ', description: 'A small house', tags: ['DIY' as const] };

/** An api that answers `start` with the first status and each poll with the next one. */
function scriptedApi(statuses: Array<BreakdownStatus | Error>) {
  const started: StartBreakdownInput[] = [];
  const cancelled: string[] = [];
  let next = 0;
  const answer = async () => {
    const status = statuses[Math.min(next, statuses.length - 1)]!;
    next += 1;
    if (status instanceof Error) throw status;
    return status;
  };
  const api: BreakdownApi = {
    start: async (input) => {
      started.push(input);
      return answer();
    },
    status: answer,
    cancel: async (batchId) => {
      cancelled.push(batchId);
    },
  };
  return { api, started, cancelled };
}

function run(
  statuses: Array<BreakdownStatus | Error>,
  names = ['cut.mp4'],
  controller = new AbortController(),
) {
  const { api, started, cancelled } = scriptedApi(statuses);
  const phases: string[] = [];
  const seen: AiStatus[] = [];
  const files = names.map((name) => new File(['x'], name, { type: 'video/mp4' }));
  const upload = vi.fn(async (file: File) => recordFor(file, 'project-video'));
  const result = analyzeVideos(
    {
      videos: files.map((file) => ({ file: toSelectedFile(file), durationSeconds: 60 })),
      project,
      reportPhase: (phase) => phases.push(phase),
    },
    {
      api,
      upload,
      onStatus: (status) => seen.push(status),
      pollIntervalMs: 0,
      signal: controller.signal,
    },
  );
  return { result, phases, seen, started, cancelled, upload, controller };
}

describe('the AI breakdown at creation', () => {
  it('uploads first, starts one job per video and reports each phase in order', async () => {
    const names = ['cut.mp4', 'paint.mp4'];
    const { result, phases, started, upload, seen } = run(
      [
        allAt(names, 'queued'),
        aStatus([aJob(0, 'cut.mp4', 'active', 'extracting_audio'), aJob(1, 'paint.mp4', 'queued')]),
        allAt(names, 'active', 'extracting_audio'),
        aStatus([
          aJob(0, 'cut.mp4', 'active', 'analyzing'),
          aJob(1, 'paint.mp4', 'active', 'transcribing_audio'),
        ]),
        aStatus([
          aJob(0, 'cut.mp4', 'completed'),
          aJob(1, 'paint.mp4', 'active', 'getting_duration'),
        ]),
        aStatus([aJob(0, 'cut.mp4', 'completed'), aJob(1, 'paint.mp4', 'active', 'analyzing')]),
        allAt(names, 'completed'),
      ],
      names,
    );
    expect(await result).toEqual([entry('cut.mp4'), entry('paint.mp4')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(started).toEqual([
      {
        videos: [
          { name: 'cut.mp4', path: 'users/uid-ada/videos/abc_cut.mp4' },
          { name: 'paint.mp4', path: 'users/uid-ada/videos/abc_paint.mp4' },
        ],
        project_context: { name: 'Birdhouse', description: 'A small house', tags: ['DIY'] },
      },
    ]);
    expect(phases).toEqual([
      'extracting_audio',
      'transcribing_audio',
      'getting_duration',
      'analyzing',
    ]);
    expect(seen.slice(0, 2)).toEqual([{ kind: 'uploading' }, { kind: 'starting' }]);
  });

  it('answers the results in video order', async () => {
    const done = allAt(['a.mp4', 'b.mp4'], 'completed');
    const { result } = run([{ ...done, jobs: [...done.jobs].reverse() }], ['a.mp4', 'b.mp4']);
    expect(await result).toEqual([entry('a.mp4'), entry('b.mp4')]);
  });

  it("rejects with a failed job's reason, 'no_voice' in words, and stops the others", async () => {
    const failed = (error: string) =>
      aStatus([
        aJob(0, 'cut.mp4', 'failed', 'transcribing_audio', { error }),
        aJob(1, 'paint.mp4', 'active', 'analyzing'),
      ]);
    const silent = run([failed('no_voice')], ['cut.mp4', 'paint.mp4']);
    await expect(silent.result).rejects.toThrow('No speech was found in cut.mp4.');
    expect(silent.cancelled).toEqual([BATCH_ID]);
    const broken = run([failed('Failed to transcribe audio')], ['cut.mp4', 'paint.mp4']);
    await expect(broken.result).rejects.toThrow('Failed to transcribe audio');
  });

  it('cancels the breakdown when the analysis is stopped', async () => {
    const running = allAt(['cut.mp4'], 'active', 'transcribing_audio');
    const { result, controller, cancelled, seen } = run([running]);
    await vi.waitFor(() => expect(seen.at(-1)?.kind).toBe('running'));
    controller.abort();
    await expect(result).rejects.toThrow();
    expect(cancelled).toEqual([BATCH_ID]);
  });

  it('rides out a few failed polls, then gives up', async () => {
    const running = allAt(['cut.mp4'], 'active', 'analyzing');
    const blip = new Error('Could not reach the server.');
    const recovered = run([running, blip, blip, allAt(['cut.mp4'], 'completed')]);
    expect(await recovered.result).toEqual([entry('cut.mp4')]);
    const down = run([running, ...Array.from({ length: MAX_POLL_FAILURES }, () => blip)]);
    await expect(down.result).rejects.toThrow('Could not reach the server.');
  });

  it('never reports a phase twice or backwards', () => {
    const phases: string[] = [];
    const report = phaseReporter((phase) => phases.push(phase));
    report(allAt(['a'], 'active', 'transcribing_audio').jobs);
    report(allAt(['a'], 'active', 'extracting_audio').jobs);
    report(allAt(['a'], 'active', 'transcribing_audio').jobs);
    report(allAt(['a'], 'completed').jobs);
    expect(phases).toEqual(['transcribing_audio']);
  });

  it('reports the share of the transcription done over all videos, by their seconds of audio', () => {
    const reports: [string, number | undefined][] = [];
    const report = phaseReporter((phase, done) => reports.push([phase, done]), [30, 90]);
    const transcribing = (first: number | null, second: number | null) =>
      aStatus([
        aJob(0, 'a', 'active', 'transcribing_audio', { phase_progress: first }),
        aJob(1, 'b', 'active', 'transcribing_audio', { phase_progress: second }),
      ]).jobs;
    report(transcribing(null, null));
    report(transcribing(0.5, null));
    report(transcribing(0.5, 0.001)); // under a point more: not worth a report
    report(transcribing(1, 0.5));
    // The first video is through; the second still decodes.
    report(
      aStatus([
        aJob(0, 'a', 'active', 'analyzing'),
        aJob(1, 'b', 'active', 'transcribing_audio', { phase_progress: 0.75 }),
      ]).jobs,
    );
    report(transcribing(0.5, 0.5)); // a stale answer: never backwards
    expect(reports).toEqual([
      ['transcribing_audio', undefined],
      ['transcribing_audio', 0.125],
      ['transcribing_audio', 0.625],
      ['transcribing_audio', 0.8125],
    ]);
  });

  it('words each video as a person reads it', () => {
    const job = { number: 1, name: 'cut.mp4', state: 'active' as const, phase: null };
    expect(aiJobText({ ...job, phase: 'transcribing_audio' }, 2)).toBe(
      'Video 1 of 2: Transcribing audio...',
    );
    expect(aiJobText({ ...job, phase: 'getting_duration' }, 2)).toBe(
      'Video 1 of 2: Getting video duration...',
    );
    expect(aiJobText({ ...job, phase: 'analyzing' }, 1)).toBe('Video 1 of 1: Analyzing with AI...');
    expect(aiJobText({ ...job, state: 'queued' }, 2)).toBe('Video 1 of 2: Waiting to start...');
    expect(aiJobText({ ...job, state: 'completed' }, 2)).toBe('Video 1 of 2: Done');
  });
});
