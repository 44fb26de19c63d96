import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  AI_VIDEO_DURATION_LIMIT_SECONDS,
  type AiBreakdownEntry,
  type AiBreakdownPhase,
  type AiStep,
  type AnalyzeTranscriptInput,
  type AnalyzeTranscriptResponse,
  aiStepTiming,
  analyzeTranscriptInputSchema,
  type ExtractAudioResponse,
  messages,
  NO_VOICE_DETAIL,
  type ProjectContext,
  REGENERATION_FULL_CONTEXT_CAP_SECONDS,
  REGENERATION_MIN_TRANSCRIPT_CHARS,
  type RegenerateStepResponse,
  type TimeRange,
  type TranscribeResponse,
} from '@stepwise/contracts';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';
import type { ObjectStore } from '../storage/objects';
import { transcribableWav } from './audio-input';
import { cutAudio } from './audio-range';
import { detectSceneCuts, extractAudio, probeDuration } from './ffmpeg';
import {
  audioPathFor,
  downloadTo,
  requireOwnMedia,
  scratchDir,
  storagePathOfUrl,
} from './media-files';
import { snapToSceneCuts } from './scene-cuts';
import { type Analyzer, MediaError, type Transcriber, type Transcription } from './types';

/** What the media stages need: the file store, the two engines, and a scratch directory. */
export interface MediaDeps {
  objects: ObjectStore;
  transcriber: Transcriber;
  analyzer: Analyzer;
  /** Local scratch space for downloaded videos and audio (removed after each piece of work). */
  tmpDir: string;
  ffmpegPath?: string;
  ffprobePath?: string;
}

const DEFAULT_DETAIL: Record<MediaError['failure'], string> = {
  no_voice: NO_VOICE_DETAIL,
  extract_failed: messages.media.extractFailed,
  transcribe_failed: messages.media.transcribeFailed,
  analyze_failed: messages.media.analyzeFailed,
  probe_failed: 'The video could not be read. Upload it again, or try another file.',
  timeout: 'The video took too long to process. Please try again.',
  aborted: 'Processing was cancelled.',
};

/**
 * A media stage's failure as a coded domain error. The input's own faults (no speech, a file that
 * is not a video) are 400s; the engines' failures are 503s ("try again") whose detail is the
 * spec's default text, never the engine's internals.
 */
export function mediaAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof MediaError)) return null;
  const detail = error.detail || DEFAULT_DETAIL[error.failure];
  switch (error.failure) {
    case 'no_voice':
      return new AppError('BAD_REQUEST', NO_VOICE_DETAIL, { cause: error });
    case 'extract_failed':
    case 'probe_failed':
      return new AppError('BAD_REQUEST', detail, { cause: error });
    default:
      return new AppError('UNAVAILABLE', detail, { cause: error });
  }
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mediaAppError(error) ?? error;
  }
}

/** Refuses media past the AI limit (spec 9: 300 s per video), the same text the web shows. */
export function assertWithinAiLimit(durationSeconds: number): void {
  if (durationSeconds > AI_VIDEO_DURATION_LIMIT_SECONDS) {
    throw new AppError('BAD_REQUEST', messages.create.aiDisabledDuration);
  }
}

async function storeAudio(deps: MediaDeps, uid: string, wav: string, videoName: string) {
  const path = audioPathFor(uid);
  const name = `${basename(videoName).replace(/\.[^.]*$/, '') || 'audio'}.wav`;
  await deps.objects.putFile(path, wav, { contentType: 'audio/wav', name });
  return { audio_url: `/files/${path}` } satisfies ExtractAudioResponse;
}

/** POST /extract-audio with a multipart upload: the video is in a local file already. */
export async function extractAudioFromLocalFile(
  deps: MediaDeps,
  actor: Identity,
  videoFile: string,
  videoName: string,
  signal?: AbortSignal,
): Promise<ExtractAudioResponse> {
  const scratch = await scratchDir(deps.tmpDir);
  try {
    const wav = join(scratch.dir, 'audio.wav');
    await mapped(() => extractAudio(videoFile, wav, { signal, ffmpegPath: deps.ffmpegPath }));
    return await storeAudio(deps, actor.uid, wav, videoName);
  } finally {
    await scratch.dispose();
  }
}

/** POST /extract-audio with `{ video_path }`: a video the caller uploaded before. */
export async function extractAudioFromStored(
  deps: MediaDeps,
  actor: Identity,
  videoPath: string,
  signal?: AbortSignal,
): Promise<ExtractAudioResponse> {
  const info = await requireOwnMedia(deps.objects, actor, videoPath, 'Video file not found.');
  const scratch = await scratchDir(deps.tmpDir);
  try {
    const video = join(scratch.dir, 'video');
    await downloadTo(deps.objects, videoPath, video, signal);
    return await extractAudioFromLocalFile(
      deps,
      actor,
      video,
      info.name ?? basename(videoPath),
      signal,
    );
  } finally {
    await scratch.dispose();
  }
}

/**
 * POST /transcribe: the audio from /extract-audio (the caller's own), as text with times. Other
 * audio is converted first; a file that is not audio answers 400 (`messages.media.notAudio`).
 */
export async function transcribeStored(
  deps: MediaDeps,
  actor: Identity,
  audioUrl: string,
  signal?: AbortSignal,
): Promise<TranscribeResponse> {
  const path = storagePathOfUrl(audioUrl);
  if (!path) {
    throw new AppError('BAD_REQUEST', 'audio_url must be the audio_url /extract-audio answered.');
  }
  await requireOwnMedia(deps.objects, actor, path, 'Audio file not found.');
  const scratch = await scratchDir(deps.tmpDir);
  try {
    const stored = join(scratch.dir, 'audio');
    await downloadTo(deps.objects, path, stored, signal);
    return await mapped(async () => {
      const wav = await transcribableWav(stored, scratch.dir, {
        signal,
        ffmpegPath: deps.ffmpegPath,
        ffprobePath: deps.ffprobePath,
      });
      return deps.transcriber.transcribe(wav, { signal, languageCode: 'en-US' });
    });
  } finally {
    await scratch.dispose();
  }
}

/** POST /analyze-transcript. */
export async function analyzeTranscript(
  deps: MediaDeps,
  input: AnalyzeTranscriptInput,
  signal?: AbortSignal,
): Promise<AnalyzeTranscriptResponse> {
  const parsed = analyzeTranscriptInputSchema.parse(input);
  assertWithinAiLimit(parsed.video_metadata.duration);
  if (parsed.time_range && parsed.time_range.start_ms > parsed.video_metadata.duration * 1000) {
    throw new AppError('BAD_REQUEST', messages.regeneration.noTimeRange);
  }
  return mapped(() => deps.analyzer.analyze(parsed, { signal }));
}

/** Reports the phase a breakdown job has reached (in order, spec 4). */
export type PhaseReporter = (phase: AiBreakdownPhase) => Promise<void>;

/**
 * The last two phases of a breakdown or a regeneration: the video's metadata (the duration was
 * probed before), then the analysis of the transcript (of `timeRange` only, when given).
 */
async function analyzeVideo(
  deps: MediaDeps,
  subject: { file: string; video: { name: string }; duration: number; context: ProjectContext },
  transcription: Transcription,
  options: { report: PhaseReporter; signal?: AbortSignal; timeRange?: TimeRange },
): Promise<AnalyzeTranscriptResponse> {
  const { report, signal, timeRange } = options;
  await report('getting_duration');
  const { size } = await stat(subject.file);

  await report('analyzing');
  return mapped(() =>
    deps.analyzer.analyze(
      analyzeTranscriptInputSchema.parse({
        transcript: transcription.transcript,
        segments: transcription.segments,
        words: transcription.words,
        video_metadata: { filename: subject.video.name, duration: subject.duration, size },
        project_context: subject.context,
        ...(timeRange ? { time_range: timeRange } : {}),
      }),
      { signal },
    ),
  );
}

/**
 * The AI breakdown of one stored video (a background job runs it): extracting audio, transcribing
 * audio, getting the video duration, analyzing with AI. A video over the 300 s limit is refused
 * before any work; no speech fails with `no_voice`.
 */
export async function breakdownVideo(
  deps: MediaDeps,
  video: { name: string; path: string },
  context: ProjectContext,
  report: PhaseReporter,
  signal?: AbortSignal,
  options: {
    /** Told the share (0-1) of the audio transcribed so far, when the transcriber can tell. */
    onTranscribed?: (done: number) => void;
  } = {},
): Promise<AiBreakdownEntry> {
  const scratch = await scratchDir(deps.tmpDir);
  // Scene detection stops with the job, and with this function whatever way it ends.
  const cutsStop = new AbortController();
  const stopCuts = () => cutsStop.abort(signal?.reason);
  signal?.addEventListener('abort', stopCuts, { once: true });
  try {
    const file = join(scratch.dir, 'video');
    await downloadTo(deps.objects, video.path, file, signal);
    const probe = { signal, ffprobePath: deps.ffprobePath };
    // The limit is checked before the long stages; the phase is reported in its place below.
    const duration = await mapped(() => probeDuration(file, probe));
    assertWithinAiLimit(duration);

    // Scene cuts are found beside the audio work; step starts near one move onto it.
    const cuts = detectSceneCuts(file, { signal: cutsStop.signal, ffmpegPath: deps.ffmpegPath });
    cuts.catch(() => undefined);

    await report('extracting_audio');
    const wav = join(scratch.dir, 'audio.wav');
    await mapped(() => extractAudio(file, wav, { signal, ffmpegPath: deps.ffmpegPath }));

    await report('transcribing_audio');
    const transcription = await mapped(() =>
      deps.transcriber.transcribe(wav, {
        signal,
        languageCode: 'en-US',
        onProgress: options.onTranscribed,
      }),
    );

    const analysis = await analyzeVideo(deps, { file, video, duration, context }, transcription, {
      report,
      signal,
    });
    const steps = snapToSceneCuts(analysis.steps, await mapped(() => cuts));
    return { videoName: video.name, transcript: transcription.transcript, ...analysis, steps };
  } finally {
    cutsStop.abort();
    signal?.removeEventListener('abort', stopCuts);
    await scratch.dispose();
  }
}

function offset(transcription: Transcription, ms: number): Transcription {
  return {
    transcript: transcription.transcript,
    segments: transcription.segments.map((s) => ({
      ...s,
      start_ms: s.start_ms + ms,
      end_ms: s.end_ms + ms,
    })),
    words: transcription.words.map((w) => ({
      ...w,
      start_ms: w.start_ms + ms,
      end_ms: w.end_ms + ms,
    })),
  };
}

async function transcribeRange(
  deps: MediaDeps,
  wav: string,
  out: string,
  range: TimeRange,
  signal?: AbortSignal,
): Promise<Transcription> {
  await cutAudio(wav, out, range.start_ms, range.end_ms, { signal, ffmpegPath: deps.ffmpegPath });
  try {
    const part = await deps.transcriber.transcribe(out, { signal, languageCode: 'en-US' });
    return offset(part, range.start_ms);
  } catch (error) {
    if (error instanceof MediaError && error.failure === 'no_voice') {
      return { transcript: '', segments: [], words: [] };
    }
    throw error;
  }
}

function overlap(step: AiStep, range: TimeRange): number {
  return (
    Math.min(step.video_end_time_ms, range.end_ms) -
    Math.max(step.video_start_time_ms, range.start_ms)
  );
}

/** The steps the analysis found in the range, as the one step being regenerated. */
function asOneStep(steps: AiStep[], range: TimeRange): AiStep {
  const [first, ...rest] = steps as [AiStep, ...AiStep[]];
  const union = (pick: (step: AiStep) => string[]) => [...new Set(steps.flatMap(pick))];
  return {
    ...first,
    description: [first, ...rest]
      .map((step) => step.description)
      .filter(Boolean)
      .join(' '),
    tools: union((step) => step.tools),
    materials: union((step) => step.materials),
    cautions: union((step) => step.cautions),
    video_start_time_ms: range.start_ms,
    video_end_time_ms: range.end_ms,
    ...aiStepTiming(range.start_ms, range.end_ms),
  };
}

/**
 * Spec 4 "AI regeneration of a step": the transcript of the step's time range is analysed; under
 * 10 characters, the full video's context (its first 600 s) is analysed instead and the step
 * overlapping the range most is taken. The step keeps its time range.
 */
export async function regenerateStep(
  deps: MediaDeps,
  video: { name: string; path: string },
  range: TimeRange,
  context: ProjectContext,
  report: PhaseReporter,
  signal?: AbortSignal,
): Promise<RegenerateStepResponse> {
  const scratch = await scratchDir(deps.tmpDir);
  try {
    const file = join(scratch.dir, 'video');
    await downloadTo(deps.objects, video.path, file, signal);
    const duration = await mapped(() =>
      probeDuration(file, { signal, ffprobePath: deps.ffprobePath }),
    );
    const durationMs = Math.round(duration * 1000);
    if (durationMs > 0 && range.start_ms >= durationMs) {
      throw new AppError('BAD_REQUEST', messages.regeneration.noTimeRange);
    }
    const end = durationMs > 0 ? Math.min(range.end_ms, durationMs) : range.end_ms;
    const stepRange = { start_ms: range.start_ms, end_ms: end };

    await report('extracting_audio');
    const wav = join(scratch.dir, 'audio.wav');
    await mapped(() => extractAudio(file, wav, { signal, ffmpegPath: deps.ffmpegPath }));

    await report('transcribing_audio');
    let transcription = await mapped(() =>
      transcribeRange(deps, wav, join(scratch.dir, 'range.wav'), stepRange, signal),
    );
    const usedFullContext =
      transcription.transcript.trim().length < REGENERATION_MIN_TRANSCRIPT_CHARS;
    const contextRange = {
      start_ms: 0,
      end_ms: Math.min(
        durationMs > 0 ? durationMs : end,
        REGENERATION_FULL_CONTEXT_CAP_SECONDS * 1000,
      ),
    };
    if (usedFullContext) {
      transcription = await mapped(() =>
        transcribeRange(deps, wav, join(scratch.dir, 'context.wav'), contextRange, signal),
      );
    }
    if (transcription.transcript.trim() === '') {
      throw new AppError('BAD_REQUEST', messages.regeneration.noVoice);
    }

    const analysis = await analyzeVideo(deps, { file, video, duration, context }, transcription, {
      report,
      signal,
      ...(usedFullContext ? {} : { timeRange: stepRange }),
    });
    let steps = analysis.steps;
    if (usedFullContext && steps.length > 0) {
      const best = steps.reduce((a, b) => (overlap(b, stepRange) > overlap(a, stepRange) ? b : a));
      steps = [best];
    }
    if (steps.length === 0) throw new AppError('BAD_REQUEST', messages.regeneration.noSteps);
    return {
      step: asOneStep(steps, stepRange),
      transcript: transcription.transcript,
      used_full_context: usedFullContext,
    };
  } finally {
    await scratch.dispose();
  }
}
