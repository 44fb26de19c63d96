import { z } from 'zod';
import { fileUrlSchema, msSchema, storagePathSchema } from './common';
import { DEFAULTS, PROGRESS, TRANSCRIPTION_LANGUAGE } from './constants';
import { formatTimecode, msToSeconds } from './format';
import { messages } from './messages';

/** The multipart field that carries the video in POST /extract-audio. */
export const EXTRACT_AUDIO_FIELD = 'video';

/** The `detail` of a failure when a segment has no speech. */
export const NO_VOICE_DETAIL = 'no_voice';

/** POST /extract-audio reply. */
export const extractAudioResponseSchema = z.object({ audio_url: fileUrlSchema });
export type ExtractAudioResponse = z.infer<typeof extractAudioResponseSchema>;

/** POST /transcribe body. */
export const transcribeInputSchema = z.object({
  audio_url: fileUrlSchema,
  language_code: z.literal(TRANSCRIPTION_LANGUAGE).default(TRANSCRIPTION_LANGUAGE),
});
export type TranscribeInput = z.input<typeof transcribeInputSchema>;

export const transcriptSegmentSchema = z.object({
  start_ms: msSchema,
  end_ms: msSchema,
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

export const transcriptWordSchema = z.object({
  start_ms: msSchema,
  end_ms: msSchema,
  word: z.string(),
});
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

/** POST /transcribe reply. */
export const transcribeResponseSchema = z.object({
  transcript: z.string(),
  segments: z.array(transcriptSegmentSchema).default([]),
  words: z.array(transcriptWordSchema).default([]),
});
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** Video metadata sent for analysis: duration in seconds, size in bytes. */
export const videoMetadataSchema = z.object({
  filename: z.string(),
  duration: z.number().nonnegative(),
  size: z.int().nonnegative(),
});
export type VideoMetadata = z.infer<typeof videoMetadataSchema>;

export const projectContextSchema = z.object({
  name: z.string(),
  description: z.string().default(''),
  tags: z.array(z.string()).default([]),
});
export type ProjectContext = z.infer<typeof projectContextSchema>;

/** A time range in ms; the end must come after the start. */
export const timeRangeSchema = z
  .object({ start_ms: msSchema, end_ms: msSchema })
  .refine((range) => range.end_ms > range.start_ms, {
    error: messages.steps.endAfterStart,
    path: ['end_ms'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** POST /analyze-transcript body (time_range only when regenerating one step). */
export const analyzeTranscriptInputSchema = z.object({
  transcript: z.string(),
  video_metadata: videoMetadataSchema,
  project_context: projectContextSchema,
  segments: z.array(transcriptSegmentSchema).optional(),
  words: z.array(transcriptWordSchema).optional(),
  time_range: timeRangeSchema.optional(),
});
export type AnalyzeTranscriptInput = z.input<typeof analyzeTranscriptInputSchema>;

export const aiStepTimestampsSchema = z.object({
  start: z.string(),
  end: z.string(),
  start_seconds: z.number().nonnegative(),
  end_seconds: z.number().nonnegative(),
  duration_seconds: z.number().nonnegative(),
});
export type AiStepTimestamps = z.infer<typeof aiStepTimestampsSchema>;

/** A validation question the analysis proposes for a step, with the answer it expects. */
export const aiValidationSchema = z.object({
  question: z.string(),
  expected_answer: z.string(),
});
export type AiValidation = z.infer<typeof aiValidationSchema>;

/** Below this confidence an AI step is marked "check first" in the editor. */
export const AI_LOW_CONFIDENCE = 0.6;

/** What of an AI step the creator should check first (issue #17 "Honest uncertainty"). */
export const AI_REVIEW_PARTS = ['timing', 'name', 'tools', 'materials'] as const;
export const aiReviewPartSchema = z.enum(AI_REVIEW_PARTS);
export type AiReviewPart = z.infer<typeof aiReviewPartSchema>;

/**
 * A step suggested by the AI analysis. Besides the spec's fields it carries what the analysis
 * attached to this step (its tools, materials and cautions, and one validation question), which
 * the auto-made step of spec 3 takes over, and how sure the analysis is of it: its confidence,
 * what to check first, and the step's sentences as heard. Breakdowns stored before these fields
 * existed parse with their defaults (unknown confidence, nothing to check, no transcript).
 */
export const aiStepSchema = z.object({
  name: z.string(),
  description: z.string(),
  estimated_duration: z.number().nonnegative().default(DEFAULTS.estimatedDuration),
  difficulty_level: z.string().default(DEFAULTS.difficultyLevel),
  video_start_time_ms: msSchema,
  video_end_time_ms: msSchema,
  timestamps: aiStepTimestampsSchema,
  timestamp_display: z.string(),
  tools: z.array(z.string()).default([]),
  materials: z.array(z.string()).default([]),
  cautions: z.array(z.string()).default([]),
  validation_metric: aiValidationSchema.nullable().default(null),
  /** 0-1: how sure the analysis is of this step (its boundary and content); null when unknown. */
  confidence: z.number().min(0).max(1).nullable().default(null),
  /** What the creator should check first: the step's start/end, its name, or listed tools/materials. */
  review: z.array(aiReviewPartSchema).default([]),
  /** Tools and materials the analysis is unsure of (a subset of tools/materials, same spelling). */
  uncertain_items: z.array(z.string()).default([]),
  /** Spoken quantities of tools/materials: { "tire lever": 2 }. */
  quantities: z.record(z.string(), z.int().min(1)).default({}),
  /** The step's sentences as heard, with their times in the video. */
  transcript: z.array(transcriptSegmentSchema).default([]),
});
export type AiStep = z.infer<typeof aiStepSchema>;
export type AiStepInput = z.input<typeof aiStepSchema>;

/** The timestamps block and display text of an AI step from its time range. */
export function aiStepTiming(
  startMs: number,
  endMs: number,
): Pick<AiStep, 'timestamps' | 'timestamp_display'> {
  const start = formatTimecode(msToSeconds(startMs));
  const end = formatTimecode(msToSeconds(endMs));
  return {
    timestamps: {
      start,
      end,
      start_seconds: msToSeconds(startMs),
      end_seconds: msToSeconds(endMs),
      duration_seconds: msToSeconds(Math.max(0, endMs - startMs)),
    },
    timestamp_display: `${start} - ${end}`,
  };
}

const aiListsShape = {
  materials: z.array(z.string()).default([]),
  tools: z.array(z.string()).default([]),
  cautions: z.array(z.string()).default([]),
  questions: z.array(z.string()).default([]),
};

/** POST /analyze-transcript reply. */
export const analyzeTranscriptResponseSchema = z.object({
  steps: z.array(aiStepSchema),
  ...aiListsShape,
});
export type AnalyzeTranscriptResponse = z.infer<typeof analyzeTranscriptResponseSchema>;

/** The AI breakdown of one video, kept in the project's ai_breakdown_data. */
export const aiBreakdownEntrySchema = z.object({
  videoName: z.string(),
  transcript: z.string().default(''),
  steps: z.array(aiStepSchema).default([]),
  ...aiListsShape,
});
export type AiBreakdownEntry = z.infer<typeof aiBreakdownEntrySchema>;
export type AiBreakdownEntryInput = z.input<typeof aiBreakdownEntrySchema>;

export const aiBreakdownDataSchema = z.array(aiBreakdownEntrySchema);
export type AiBreakdownData = z.infer<typeof aiBreakdownDataSchema>;

/** The per-video phases of the AI breakdown, in order, with their progress value. */
export const AI_BREAKDOWN_PHASES = [
  'extracting_audio',
  'transcribing_audio',
  'getting_duration',
  'analyzing',
] as const;
export const aiBreakdownPhaseSchema = z.enum(AI_BREAKDOWN_PHASES);
export type AiBreakdownPhase = z.infer<typeof aiBreakdownPhaseSchema>;

export const AI_PHASE_PROGRESS: Readonly<Record<AiBreakdownPhase, number>> = {
  extracting_audio: PROGRESS.audioExtraction,
  transcribing_audio: PROGRESS.transcription,
  getting_duration: PROGRESS.aiOther,
  analyzing: PROGRESS.aiAnalysis,
};

/** POST /extract-audio as JSON (the multipart form's alternative): a video already stored. */
export const extractAudioInputSchema = z.object({ video_path: storagePathSchema });
export type ExtractAudioInput = z.infer<typeof extractAudioInputSchema>;

/** A stored video to analyse: its display name and its storage path (`users/{uid}/...`). */
export const mediaVideoSchema = z.object({
  name: z.string().trim().min(1).max(255),
  path: storagePathSchema,
});
export type MediaVideo = z.infer<typeof mediaVideoSchema>;

/** Most videos one breakdown takes (one background job each). */
export const BREAKDOWN_MAX_VIDEOS = 20;

/** `media.breakdown`: the uploaded videos plus the project's name, description and tags. */
export const startBreakdownInputSchema = z.object({
  videos: z.array(mediaVideoSchema).min(1).max(BREAKDOWN_MAX_VIDEOS),
  project_context: projectContextSchema,
});
export type StartBreakdownInput = z.input<typeof startBreakdownInputSchema>;

export const MEDIA_JOB_STATES = ['queued', 'active', 'completed', 'failed', 'cancelled'] as const;
export const mediaJobStateSchema = z.enum(MEDIA_JOB_STATES);
export type MediaJobState = z.infer<typeof mediaJobStateSchema>;

/** One video's job as its owner sees it: the phase and progress, then the result or the failure. */
export const breakdownJobSchema = z.object({
  job_id: z.uuid(),
  video_index: z.int().nonnegative(),
  video_name: z.string(),
  state: mediaJobStateSchema,
  phase: aiBreakdownPhaseSchema.nullable(),
  /** 0-100 within this video's job. */
  progress: z.int().min(0).max(100),
  /**
   * 0-1: the share of the current phase's work done, for phases that can tell (the transcription
   * reports the seconds of audio it has decoded); null when the phase does not report it.
   */
  phase_progress: z.number().min(0).max(1).nullable().default(null),
  /** The failure text (the spec's default messages, 'no_voice', or the duration-limit text). */
  error: z.string().nullable(),
  result: aiBreakdownEntrySchema.nullable(),
});
export type BreakdownJob = z.infer<typeof breakdownJobSchema>;

/** A breakdown: its jobs in video order, and whether all of them have ended. */
export const breakdownStatusSchema = z.object({
  batch_id: z.uuid(),
  done: z.boolean(),
  jobs: z.array(breakdownJobSchema),
});
export type BreakdownStatus = z.infer<typeof breakdownStatusSchema>;

export const breakdownRefSchema = z.object({ batch_id: z.uuid() });

/** `media.regenerateStep`: the step's video and time range, and the project context. */
export const regenerateStepInputSchema = z.object({
  video: mediaVideoSchema,
  time_range: timeRangeSchema,
  project_context: projectContextSchema,
});
export type RegenerateStepInput = z.input<typeof regenerateStepInputSchema>;

export const regenerateStepResponseSchema = z.object({
  step: aiStepSchema,
  /** The range's transcript (or the full-video context's, when the range had too little speech). */
  transcript: z.string(),
  /** True when the range said under 10 characters and the whole video (first 600 s) was used. */
  used_full_context: z.boolean(),
});
export type RegenerateStepResponse = z.infer<typeof regenerateStepResponseSchema>;
