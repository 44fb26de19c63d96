import type {
  AiBreakdownData,
  CreateProjectInput,
  CreateProjectResponse,
  UploadedFileRecord,
} from '@stepwise/contracts';
import { fromPromise } from 'xstate';
import { delayActor, notProvided } from '../shared/actors';
import type {
  AnalyzeVideosInput,
  AnnotateNavigationState,
  DeleteProjectInput,
  ProbeDurationInput,
  UploadFileInput,
} from './types';

/**
 * The actors' defaults. The app provides the real ones with `.provide({ actors })`; until it does,
 * a side effect the package cannot perform rejects with a message naming the missing actor.
 */

/** Resolves after `input.ms`: the 5 s probe budget and the 1 s redirect. */
export const delay = delayActor;

/** Resolves with the video's duration in seconds (the app reads it from the file's metadata). */
export const probeDuration = notProvided<number, ProbeDurationInput>('probeDuration');
/** The AI breakdown of the videos (spec 7 video-processing service), phases via `reportPhase`. */
export const analyzeVideos = notProvided<AiBreakdownData, AnalyzeVideosInput>('analyzeVideos');
/** Uploads one file to cloud storage; resolves with its record (spec 7). */
export const uploadFile = notProvided<UploadedFileRecord, UploadFileInput>('uploadFile');
/** POST /projects/. */
export const createProject = notProvided<CreateProjectResponse, CreateProjectInput>(
  'createProject',
);
/**
 * Readies the annotate screen once the project exists (e.g. keeps the navigation state in session
 * storage so a reload of `/annotate/{id}` still has the AI data). Optional: a no-op by default.
 */
export const prepareAnnotate = fromPromise<void, AnnotateNavigationState>(async () => {});
/** DELETE /projects/{projectId}?firebase_uid={uid}. */
export const deleteProject = notProvided<void, DeleteProjectInput>('deleteProject');
