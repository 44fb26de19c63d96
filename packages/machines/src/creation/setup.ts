import {
  AI_VIDEO_DURATION_LIMIT_SECONDS,
  type AiBreakdownData,
  REDIRECTS,
  type UploadedFileRecord,
} from '@stepwise/contracts';
import { assertEvent, assign, setup, stateIn } from 'xstate';
import {
  analyzeVideos,
  createProject,
  delay,
  deleteProject,
  prepareAnnotate,
  probeDuration,
  uploadFile,
} from './actors';
import {
  failureMessages,
  probedSeconds,
  unprobedVideo,
  uploadedShortForm,
  uploadedVideoEntry,
} from './payloads';
import { aiPhaseProgress, shortFormUploadProgress, videoUploadProgress } from './progress';
import type {
  CreationContext,
  CreationEvent,
  CreationInput,
  CreationTag,
  NavigateParams,
} from './types';
import { creationValidationError } from './validation';

/**
 * The creation machine's types and its named guards, actions and actors (the defaults the app
 * replaces with `.provide()`); the statechart itself is in `creation.machine.ts`.
 */
export const creationSetup = setup({
  types: {
    context: {} as CreationContext,
    events: {} as CreationEvent,
    input: {} as CreationInput,
    tags: {} as CreationTag,
  },
  actors: {
    probeDuration,
    delay,
    analyzeVideos,
    uploadFile,
    createProject,
    prepareAnnotate,
    deleteProject,
  },
  guards: {
    isEditing: stateIn('#creation.flow.editing'),
    isAiOn: stateIn('#creation.ai.on'),
    isNotLeaving: stateIn('#creation.flow.created.leave.idle'),
    hasUnprobedVideo: ({ context }) => unprobedVideo(context) !== undefined,
    hasOverLimitVideo: ({ context }) =>
      context.videos.some(
        (video) => (video.durationSeconds ?? 0) > AI_VIDEO_DURATION_LIMIT_SECONDS,
      ),
    hasAiData: ({ context }) => context.aiData !== null,
    hasValidationError: ({ context }) => creationValidationError(context) !== null,
    isRemovingProbedVideo: ({ context, event }) =>
      event.type === 'videos.remove' && unprobedVideo(context)?.id === event.id,
    /** Read before the finished upload is recorded: is a video left after this one? */
    hasMoreVideosToUpload: ({ context }) =>
      context.uploadedVideos.length + 1 < context.videos.length,
    hasShortForm: ({ context }) => context.shortForm !== null,
  },
  actions: {
    /** Provided by the app (the router); the package cannot navigate. */
    navigate: (_, _params: NavigateParams) => {},
    changeForm: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.form, ...event.values };
      },
    }),
    addVideos: assign(({ context, event }) => {
      assertEvent(event, 'videos.add');
      const added = event.files.map((file, index) => ({
        id: `video-${context.videoCount + index + 1}`,
        file,
        durationSeconds: null,
      }));
      return {
        videos: [...context.videos, ...added],
        videoCount: context.videoCount + added.length,
      };
    }),
    removeVideo: assign({
      videos: ({ context, event }) => {
        assertEvent(event, 'videos.remove');
        return context.videos.filter((video) => video.id !== event.id);
      },
    }),
    setShortForm: assign({
      shortForm: ({ event }) => {
        assertEvent(event, 'shortForm.set');
        return event.file;
      },
    }),
    clearShortForm: assign({ shortForm: null }),
    clearAiData: assign({ aiData: null }),
    recordDuration: assign({
      videos: ({ context }, params: { output: unknown }) => {
        const probed = unprobedVideo(context);
        const seconds = probedSeconds(params.output);
        return context.videos.map((video) =>
          video === probed ? { ...video, durationSeconds: seconds } : video,
        );
      },
    }),
    showValidationError: assign({ error: ({ context }) => creationValidationError(context) }),
    startSubmission: assign({
      error: null,
      progress: 0,
      startedAt: ({ context }) => context.now(),
      stageStartedAt: ({ context }) => context.now(),
      phaseDone: null,
      uploadedVideos: [],
      uploadedShortForm: null,
      projectId: null,
    }),
    setProgress: assign({
      progress: (_, params: { value: number }) => params.value,
      stageStartedAt: ({ context }) => context.now(),
      phaseDone: null,
    }),
    recordAiPhase: assign(({ context, event }) => {
      assertEvent(event, 'ai.progress');
      const progress = aiPhaseProgress(event.phase);
      const done = event.done === undefined ? null : Math.min(1, Math.max(0, event.done));
      // The same phase again: only how much of it is done moves; the stage's clock keeps running.
      if (progress === context.progress) return { phaseDone: done ?? context.phaseDone };
      return { progress, stageStartedAt: context.now(), phaseDone: done };
    }),
    recordAiData: assign({ aiData: (_, params: { output: AiBreakdownData }) => params.output }),
    recordUploadedVideo: assign(({ context }, params: { output: UploadedFileRecord }) => {
      const file = context.videos[context.uploadedVideos.length]!.file;
      const uploadedVideos = [...context.uploadedVideos, uploadedVideoEntry(file, params.output)];
      return {
        uploadedVideos,
        progress: videoUploadProgress(uploadedVideos.length),
        stageStartedAt: context.now(),
        phaseDone: null,
      };
    }),
    startShortFormUpload: assign({
      progress: ({ context }) => shortFormUploadProgress(context.progress),
      stageStartedAt: ({ context }) => context.now(),
      phaseDone: null,
    }),
    recordUploadedShortForm: assign({
      uploadedShortForm: ({ context }, params: { output: UploadedFileRecord }) =>
        uploadedShortForm(context.shortForm!, params.output),
    }),
    recordProject: assign({
      projectId: (_, params: { output: { project_id: string } }) => params.output.project_id,
    }),
    showAnalysisFailure: assign({
      error: (_, params: { error: unknown }) => failureMessages.analysis(params.error),
    }),
    showUploadFailure: assign({
      error: (_, params: { error: unknown }) => failureMessages.upload(params.error),
    }),
    showCreateFailure: assign({
      error: (_, params: { error: unknown }) => failureMessages.create(params.error),
    }),
    rememberLeaveTarget: assign({
      leaveTo: ({ event }) => {
        assertEvent(event, 'leave.request');
        return event.to;
      },
    }),
    rememberCancelTarget: assign({ leaveTo: REDIRECTS.cancelCreate }),
  },
});
