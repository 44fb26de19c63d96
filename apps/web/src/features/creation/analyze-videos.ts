import {
  AI_BREAKDOWN_PHASES,
  type AiBreakdownData,
  type AiBreakdownPhase,
  type BreakdownJob,
  type BreakdownStatus,
  type MediaJobState,
  NO_VOICE_DETAIL,
  type StartBreakdownInput,
  type UploadedFileRecord,
} from '@stepwise/contracts';
import type { AnalyzeVideosInput } from '@stepwise/machines';
import { fileOf } from '@/features/creation/selected-file';
import { creationTexts } from '@/features/creation/texts';

/** The api's AI breakdown (`media.breakdown`, `media.breakdownStatus`, `media.cancelBreakdown`). */
export interface BreakdownApi {
  start: (input: StartBreakdownInput) => Promise<BreakdownStatus>;
  status: (batchId: string) => Promise<BreakdownStatus>;
  cancel: (batchId: string) => Promise<unknown>;
}

export interface AiJobStatus {
  /** 1-based, in video order. */
  number: number;
  name: string;
  state: MediaJobState;
  phase: AiBreakdownPhase | null;
}

/** Where the AI analysis is, for the progress panel. */
export type AiStatus =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'starting' }
  | { kind: 'running'; jobs: readonly AiJobStatus[] };

export interface AnalyzeDeps {
  api: BreakdownApi;
  /** Uploads a project video (or answers the record of one already uploaded). */
  upload: (file: File) => Promise<UploadedFileRecord>;
  onStatus: (status: AiStatus) => void;
  pollIntervalMs: number;
  /** Aborted when the machine stops the analysis (cancel, leaving the page): cancels the batch. */
  signal: AbortSignal;
}

/** Consecutive failed status polls tolerated before the analysis gives up. */
export const MAX_POLL_FAILURES = 3;

const ENDED: readonly MediaJobState[] = ['completed', 'failed', 'cancelled'];
const MEDIA_NAME_MAX = 255;

/**
 * The AI breakdown at creation (spec 4, 7): uploads the videos (a video must be stored to be
 * analysed), starts one job per video on the server, then polls until every job has ended,
 * reporting the phases in order. Resolves with the results in video order; a failed job rejects
 * with its reason.
 */
export async function analyzeVideos(
  input: AnalyzeVideosInput,
  deps: AnalyzeDeps,
): Promise<AiBreakdownData> {
  const { api, signal } = deps;
  const files = input.videos.map((video) => fileOf(video.file));
  deps.onStatus({ kind: 'uploading' });
  const records = await Promise.all(files.map((file) => deps.upload(file)));
  signal.throwIfAborted();

  deps.onStatus({ kind: 'starting' });
  let status = await api.start({
    videos: records.map((record, index) => ({
      name: files[index]!.name.slice(0, MEDIA_NAME_MAX) || record.name,
      path: record.path,
    })),
    project_context: {
      name: input.project.name.trim(),
      description: input.project.description,
      tags: input.project.tags,
    },
  });
  const batchId = status.batch_id;
  const cancel = () => void api.cancel(batchId).catch(() => undefined);
  if (signal.aborted) {
    cancel();
    signal.throwIfAborted();
  }
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const reportPhase = phaseReporter(
      input.reportPhase,
      input.videos.map((video) => video.durationSeconds),
    );
    let pollFailures = 0;
    for (;;) {
      deps.onStatus({ kind: 'running', jobs: status.jobs.map(jobStatus) });
      reportPhase(status.jobs);
      const failed = status.jobs.find((job) => job.state === 'failed');
      if (failed) {
        if (!status.done) cancel();
        throw new Error(jobFailure(failed));
      }
      if (status.jobs.some((job) => job.state === 'cancelled')) {
        throw new Error(creationTexts.aiCancelled);
      }
      if (status.done) return results(status);
      await sleep(deps.pollIntervalMs, signal);
      try {
        status = await api.status(batchId);
        pollFailures = 0;
      } catch (error) {
        signal.throwIfAborted();
        pollFailures += 1;
        if (pollFailures >= MAX_POLL_FAILURES) throw error;
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

function jobStatus(job: BreakdownJob): AiJobStatus {
  return { number: job.video_index + 1, name: job.video_name, state: job.state, phase: job.phase };
}

function jobFailure(job: BreakdownJob): string {
  if (job.error === NO_VOICE_DETAIL) return creationTexts.noSpeech(job.video_name);
  return job.error?.trim() || creationTexts.unknownError;
}

function results(status: BreakdownStatus): AiBreakdownData {
  return [...status.jobs]
    .sort((a, b) => a.video_index - b.video_index)
    .map((job) => {
      if (!job.result) throw new Error(creationTexts.unknownError);
      return job.result;
    });
}

/** A change in the share of a phase done smaller than this is not reported again. */
const DONE_STEP = 0.01;

/**
 * Reports the breakdown's phase as it advances: the phase every unfinished video has reached (a
 * video still queued holds it back), so the progress never moves backwards while the server
 * works through several videos. With it goes the share of that phase's work done over all the
 * videos, weighed by their seconds of audio: a video past the phase counts whole, one in it by the
 * share its job reports (the transcription tells the audio it has decoded), one before it not.
 * The share is only reported when some video in the phase tells it.
 */
export function phaseReporter(
  report: (phase: string, done?: number) => void,
  durationsSeconds: readonly number[] = [],
) {
  let reported = -1;
  let reportedDone = -1;
  const weight = (job: BreakdownJob) => Math.max(1, durationsSeconds[job.video_index] ?? 0);
  return (jobs: readonly BreakdownJob[]) => {
    const open = jobs.filter((job) => !ENDED.includes(job.state));
    if (open.length === 0) return;
    const reached = Math.min(
      ...open.map((job) => (job.phase ? AI_BREAKDOWN_PHASES.indexOf(job.phase) : -1)),
    );
    if (reached < reported || reached < 0) return;
    const inPhase = open.filter((job) => job.phase === AI_BREAKDOWN_PHASES[reached]);
    const tells = inPhase.some((job) => job.phase_progress !== null);
    let done: number | undefined;
    if (tells) {
      const total = jobs.reduce((sum, job) => sum + weight(job), 0);
      const doneWeight = jobs.reduce((sum, job) => {
        if (ENDED.includes(job.state)) return sum + weight(job);
        const at = job.phase ? AI_BREAKDOWN_PHASES.indexOf(job.phase) : -1;
        if (at > reached) return sum + weight(job);
        if (at === reached) return sum + weight(job) * (job.phase_progress ?? 0);
        return sum;
      }, 0);
      done = doneWeight / total;
    }
    if (reached === reported) {
      if (done === undefined || done - reportedDone < DONE_STEP) return;
    }
    reported = reached;
    reportedDone = done ?? -1;
    report(AI_BREAKDOWN_PHASES[reached]!, done);
  };
}

/** The per-video progress line of the spec: 'Video 1 of 2: Transcribing audio...'. */
export function aiJobText(job: AiJobStatus, total: number): string {
  const step =
    job.state === 'active' || job.state === 'queued'
      ? job.phase
        ? creationTexts.aiPhase[job.phase]
        : creationTexts.aiPhase.queued
      : creationTexts.aiPhase[job.state];
  return creationTexts.aiVideo(job.number, total, step);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
