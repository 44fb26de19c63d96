/**
 * The time-remaining estimate of a submission (issue #18): each stage is expected to take what
 * its own work costs (the AI phases by the seconds of audio they process, uploads by their
 * bytes), never a straight line over the whole progress bar. Within a stage the estimate counts
 * down with the time spent in it, or, when the stage tells how much of its work is done (the
 * server's transcription reports the audio it has decoded), follows the stage's own pace; a
 * stage that overruns keeps a small remainder. What is shown never rises by more than the time
 * since it was last shown (`limitRise`).
 */

import { PROGRESS } from '@stepwise/contracts';
import type { CreationContext } from './types';

/** What the submission has to do, as the form knows it before it starts. */
export interface SubmissionPlan {
  /** True when the AI analysis runs first. */
  withAi: boolean;
  /** Seconds of video the AI analyses (the probed durations, summed). */
  audioSeconds: number;
  /** Bytes of each project video, in upload order. */
  videoBytes: readonly number[];
  /** Bytes of the short-form video; null without one. */
  shortFormBytes: number | null;
  /** The upload speed measured so far (bytes per ms); null before any, then the assumed one. */
  uploadBytesPerMs?: number | null;
}

/** What the page measures as the submission runs, beside what the machine knows. */
export interface MeasuredPace {
  /** The speed of the uploads running now (bytes per ms). */
  uploadBytesPerMs?: number | null;
  /** The share (0-1) of the bytes of the uploads running now that is sent. */
  uploadDone?: number | null;
}

/**
 * How fast an upload is assumed to go, in bytes per millisecond (5 MB/s). Uploads run from the
 * browser; this is a middle-of-the-road connection, not a promise.
 */
export const ASSUMED_UPLOAD_BYTES_PER_MS = 5_000;

/**
 * Seconds of work per second of audio for the AI phases, and the fixed cost of each (ms). The
 * transcription's factor is the speech engine's real-time factor measured by the api's bench
 * (about 0.2 on one core), rounded up.
 */
const AI_PHASE_COST = {
  extracting_audio: { perAudioSecond: 0.03, fixedMs: 1_500 },
  transcribing_audio: { perAudioSecond: 0.25, fixedMs: 2_000 },
  getting_duration: { perAudioSecond: 0, fixedMs: 500 },
  analyzing: { perAudioSecond: 0.01, fixedMs: 1_000 },
} as const;

/** The AI phases in the order the analysis reports them. */
export const AI_PHASES = Object.keys(AI_PHASE_COST) as ReadonlyArray<keyof typeof AI_PHASE_COST>;

/**
 * Starting the analysis, an upload already made (the AI's), creating, finalizing (ms). Measured
 * on the creator journey (a 60 s narration, 2 loaded cores): from the end of the transcription
 * to the project created took under 2 s, so the stages after it are expected to take about 4 s.
 */
const FIXED_MS = { aiStart: 2_000, reusedUpload: 500, creating: 1_000, finalizing: 500 };

/** Once a stage has run past what was expected, this share of its expectation is kept as left. */
export const OVERRUN_REMAINDER = 0.15;

const uploadMs = (bytes: number, bytesPerMs?: number | null): number =>
  Math.max(0, bytes) / (bytesPerMs && bytesPerMs > 0 ? bytesPerMs : ASSUMED_UPLOAD_BYTES_PER_MS);

/**
 * The expected duration (ms) of every stage of the submission, in order: with the AI, its upload
 * and start then its four phases; then one upload per video (quick when the AI already stored
 * it), the short-form video, creating the project and finalizing.
 */
export function stageDurationsMs(plan: SubmissionPlan): number[] {
  const audio = Math.max(0, plan.audioSeconds);
  const speed = plan.uploadBytesPerMs;
  const allVideosMs = plan.videoBytes.reduce((sum, bytes) => sum + uploadMs(bytes, speed), 0);
  const ai = plan.withAi
    ? [
        FIXED_MS.aiStart + allVideosMs,
        ...AI_PHASES.map(
          (phase) =>
            AI_PHASE_COST[phase].fixedMs + AI_PHASE_COST[phase].perAudioSecond * audio * 1000,
        ),
      ]
    : [];
  const uploads = plan.videoBytes.map((bytes) =>
    plan.withAi ? FIXED_MS.reusedUpload : uploadMs(bytes, speed),
  );
  const shortForm = plan.shortFormBytes === null ? [] : [uploadMs(plan.shortFormBytes, speed)];
  return [...ai, ...uploads, ...shortForm, FIXED_MS.creating, FIXED_MS.finalizing];
}

/** From this share of a stage done, its own pace says what is left of it. */
export const MEASURED_PACE_FROM = 0.1;

/**
 * The time left (ms) when the first of `stages` (expected durations, ms) has run for
 * `elapsedInStageMs`: what is left of it plus the rest. When the stage tells how much of its
 * work is `done` (the transcription: the share of the audio decoded), what is left of it comes
 * from its own pace so far, once it has done `MEASURED_PACE_FROM` of it (before that, the share
 * not done of what it was expected to take); otherwise it counts down from its expectation and
 * keeps at least `OVERRUN_REMAINDER` of it.
 */
export function remainingMs(
  stages: readonly number[],
  elapsedInStageMs: number,
  done: number | null = null,
): number {
  const [current = 0, ...later] = stages;
  const elapsed = Math.max(0, elapsedInStageMs);
  let left: number;
  if (done === null) {
    left = Math.max(current - elapsed, current * OVERRUN_REMAINDER);
  } else if (done >= 1) {
    left = 0;
  } else if (done >= MEASURED_PACE_FROM) {
    left = (elapsed * (1 - done)) / done;
  } else {
    left = Math.max(current - elapsed, current * OVERRUN_REMAINDER) * (1 - done);
  }
  return Math.round(left + later.reduce((sum, ms) => sum + ms, 0));
}

/** An estimate shown at `at` (ms). */
export interface ShownEstimate {
  ms: number;
  at: number;
}

/**
 * The estimate to show at `at` after `previous`: `next`, except that it never rises by more than
 * the time since the previous one was shown (a slower pace shows as a pause in the countdown, not a
 * jump from "About 10 s left" to "About 45 s left").
 */
export function limitRise(previous: ShownEstimate | null, next: number, at: number): number {
  if (previous === null) return next;
  return Math.min(next, previous.ms + Math.max(0, at - previous.at));
}

/** The progress of the stages before the uploads: the AI's start, then its phases in order. */
const AI_STAGE_PROGRESS: readonly number[] = [
  PROGRESS.aiStart,
  PROGRESS.audioExtraction,
  PROGRESS.transcription,
  PROGRESS.aiOther,
  PROGRESS.aiAnalysis,
];

type EstimateContext = Pick<
  CreationContext,
  'progress' | 'videos' | 'shortForm' | 'aiData' | 'uploadedVideos'
> &
  Partial<Pick<CreationContext, 'phaseDone'>>;

/** The plan of the running submission (the AI runs, or ran, when it has data or progress < 70). */
export function submissionPlan(
  context: EstimateContext,
  uploadBytesPerMs: number | null = null,
): SubmissionPlan {
  return {
    uploadBytesPerMs,
    withAi: context.aiData !== null || context.progress < PROGRESS.aiDone,
    audioSeconds: context.videos.reduce((sum, video) => sum + (video.durationSeconds ?? 0), 0),
    videoBytes: context.videos.map((video) => video.file.size),
    shortFormBytes: context.shortForm?.size ?? null,
  };
}

/** Which of `stageDurationsMs(plan)` the submission is in, from its progress and uploads. */
export function currentStageIndex(context: EstimateContext, plan: SubmissionPlan): number {
  const stages = stageDurationsMs(plan).length;
  const { progress } = context;
  if (progress >= PROGRESS.complete) return stages;
  if (progress >= PROGRESS.finalizing) return stages - 1;
  if (progress >= PROGRESS.creatingProject) return stages - 2;
  const aiStages = plan.withAi ? AI_STAGE_PROGRESS.length : 0;
  if (progress >= PROGRESS.aiDone) {
    return aiStages + Math.min(context.uploadedVideos.length, context.videos.length);
  }
  return Math.max(0, AI_STAGE_PROGRESS.indexOf(progress));
}

/** Whether stage `index` of `plan` sends files: the AI's upload, each new upload, the short form. */
export function isUploadStage(plan: SubmissionPlan, index: number): boolean {
  if (plan.withAi) {
    const uploads = AI_STAGE_PROGRESS.length;
    // The project videos were sent for the AI: saving reuses them; only the short form is sent.
    return (
      index === 0 || (plan.shortFormBytes !== null && index === uploads + plan.videoBytes.length)
    );
  }
  return index < plan.videoBytes.length + (plan.shortFormBytes === null ? 0 : 1);
}

/**
 * The estimate of a running submission at `now` (ms), its current stage started at
 * `stageStartedAt`: uploads at the `measured` speed, and the current stage by its own share done
 * when known (an AI phase's from the server, an upload's from the bytes sent).
 */
export function submissionRemainingMs(
  context: EstimateContext,
  stageStartedAt: number,
  now: number,
  measured: MeasuredPace = {},
): number {
  const plan = submissionPlan(context, measured.uploadBytesPerMs ?? null);
  const stages = stageDurationsMs(plan);
  const index = currentStageIndex(context, plan);
  const done = isUploadStage(plan, index)
    ? (measured.uploadDone ?? null)
    : (context.phaseDone ?? null);
  return remainingMs(stages.slice(index), now - stageStartedAt, done);
}
