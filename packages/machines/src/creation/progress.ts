import { AI_PHASE_PROGRESS, type AiBreakdownPhase, PROGRESS } from '@stepwise/contracts';

/**
 * Progress of the creation flow (spec 4 "Creation flow", spec 9 "Progress values"):
 * AI analysis 10 -> phases (Audio Extraction 20, Transcription 40, AI Analysis 60, any other 50)
 * -> 70; uploading 80 (+5 per video, short-form at 85); creating 95; finalizing 98; complete 100.
 */

const isKnownPhase = (phase: string): phase is AiBreakdownPhase =>
  Object.hasOwn(AI_PHASE_PROGRESS, phase);

/** The progress of an AI breakdown phase; a phase the spec does not name counts as 50. */
export function aiPhaseProgress(phase: string): number {
  return isKnownPhase(phase) ? AI_PHASE_PROGRESS[phase] : PROGRESS.aiOther;
}

/**
 * Our reading of "80 plus 5 per video; short-form at 85": uploading starts at 80 and each
 * uploaded project video adds 5 (one video: 80 -> 85, the values spec 9 lists). Past two videos
 * the count would run into creating (95) and beyond 100, so it stops at 90 (our bound, the spec
 * names none).
 */
export const UPLOAD_PROGRESS_MAX = 90;

export function videoUploadProgress(uploadedCount: number): number {
  return Math.min(PROGRESS.uploading + PROGRESS.perVideo * uploadedCount, UPLOAD_PROGRESS_MAX);
}

/**
 * The short-form video uploads after the project videos and shows 85; when the project videos
 * already took the bar past 85 it stays where it is (progress never moves backwards).
 */
export function shortFormUploadProgress(current: number): number {
  return Math.max(current, PROGRESS.shortForm);
}
