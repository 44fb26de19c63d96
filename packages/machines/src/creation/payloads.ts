import {
  annotatePath,
  type CreateProjectInput,
  DURATION_PROBE_TIMEOUT_MS,
  messages,
  REDIRECTS,
  type ShortFormVideo,
  type UploadedFileRecord,
} from '@stepwise/contracts';
import type {
  AnalyzeVideosInput,
  AnnotateNavigationState,
  CreationContext,
  CreationEvent,
  DeleteProjectInput,
  NavigateParams,
  ProbeDurationInput,
  SelectedFile,
  UploadedVideoEntry,
  UploadFileInput,
} from './types';

/**
 * What the machine hands to the provided actors and the `navigate` action, built from context:
 * the invoke inputs and action params of the config, kept out of it.
 */

interface Args {
  context: CreationContext;
}

/** The first video whose duration is not known yet: the one the probe works on. */
export function unprobedVideo(context: CreationContext) {
  return context.videos.find((video) => video.durationSeconds === null);
}

export function probeInput({ context }: Args): ProbeDurationInput {
  const video = unprobedVideo(context);
  if (!video) throw new Error('No video is waiting for its duration.');
  return { file: video.file };
}

export const PROBE_TIMEOUT_INPUT = { ms: DURATION_PROBE_TIMEOUT_MS } as const;

/** A probed duration in seconds; anything unusable (NaN, negative, infinite) counts as 0. */
export function probedSeconds(output: unknown): number {
  return typeof output === 'number' && Number.isFinite(output) && output > 0 ? output : 0;
}

export function analysisInput({
  context,
  self,
}: Args & { self: { send: (event: CreationEvent) => void } }): AnalyzeVideosInput {
  return {
    videos: context.videos.map((video) => ({
      file: video.file,
      durationSeconds: video.durationSeconds ?? 0,
    })),
    project: context.form,
    reportPhase: (phase, done) =>
      self.send({ type: 'ai.progress', phase, ...(done === undefined ? {} : { done }) }),
  };
}

export function nextVideoUploadInput({ context }: Args): UploadFileInput {
  const video = context.videos[context.uploadedVideos.length];
  if (!video) throw new Error('Every project video is uploaded already.');
  return { file: video.file, purpose: 'project-video' };
}

export function shortFormUploadInput({ context }: Args): UploadFileInput {
  if (!context.shortForm) throw new Error('There is no short-form video to upload.');
  return { file: context.shortForm, purpose: 'short-form-video' };
}

export function uploadedVideoEntry(
  file: SelectedFile,
  record: UploadedFileRecord,
): UploadedVideoEntry {
  return {
    name: record.name || file.name,
    url: record.url,
    path: record.path,
    mime_type: record.type || file.type || null,
    file_size_bytes: record.size,
    handle: file.handle,
  };
}

export function uploadedShortForm(file: SelectedFile, record: UploadedFileRecord): ShortFormVideo {
  return {
    name: record.name || file.name,
    url: record.url,
    path: record.path,
    mime_type: record.type || file.type || null,
    file_size_bytes: record.size,
  };
}

/** POST /projects/ body (spec 7); `frame_url` is the first video's url (spec 3). */
export function createProjectInput({ context }: Args): CreateProjectInput {
  return {
    name: context.form.name.trim(),
    description: context.form.description,
    tags: context.form.tags,
    firebase_uid: context.uid ?? '',
    UploadVideos: context.uploadedVideos.map(({ handle: _handle, ...video }) => video),
    frame_url: context.uploadedVideos[0]?.url ?? null,
    ai_breakdown_data: context.aiData,
    ShortFormVideo: context.uploadedShortForm,
  };
}

/** The navigation state of spec 2, also what `prepareAnnotate` receives. */
export function annotateNavigationState({ context }: Args): AnnotateNavigationState {
  return {
    projectId: context.projectId ?? '',
    projectName: context.form.name.trim(),
    uploadedVideos: context.uploadedVideos,
    aiBreakdownData: context.aiData,
    shortFormVideo: context.uploadedShortForm,
  };
}

export function annotateNavigation(args: Args): NavigateParams {
  const state = annotateNavigationState(args);
  return { to: annotatePath(state.projectId), state };
}

export const CANCEL_NAVIGATION: NavigateParams = { to: REDIRECTS.cancelCreate };

export function leaveNavigation({ context }: Args): NavigateParams {
  return { to: context.leaveTo };
}

export function deleteProjectInput({ context }: Args): DeleteProjectInput {
  return { projectId: context.projectId ?? '', uid: context.uid };
}

/** The message of a rejection, or null when it carries none. */
export function errorReason(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

const UNKNOWN_REASON = 'Unknown error';

/** Spec 8 "Create": the texts a failed submission returns to the form with. */
export const failureMessages = {
  analysis: (error: unknown) => messages.create.aiFailed(errorReason(error) ?? UNKNOWN_REASON),
  upload: (error: unknown) => messages.create.uploadFailed(errorReason(error) ?? UNKNOWN_REASON),
  /** The server's message, or the generic text. */
  create: (error: unknown) => errorReason(error) ?? messages.create.unexpected,
} as const;
