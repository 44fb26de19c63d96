import {
  AI_VIDEO_DURATION_LIMIT_SECONDS,
  type AiBreakdownData,
  type CreateProjectInput,
  type CreateProjectResponse,
  type UploadedFileRecord,
} from '@stepwise/contracts';
import type { SnapshotFrom } from 'xstate';
import {
  defaultSerializeState,
  doneEvent,
  errorEvent,
  type MachineModel,
  type ModelEvent,
  pendingActor,
} from '../test/model';
import type {
  AnalyzeVideosInput,
  AnnotateNavigationState,
  CreationContext,
  DelayInput,
  DeleteProjectInput,
  ProbeDurationInput,
  SelectedFile,
  UploadFileInput,
} from './creation/types';
import { creationMachine } from './creation.machine';

/** The creation machine with test actors: nothing settles unless a path says so. */
export const creationTestMachine = creationMachine.provide({
  actors: {
    probeDuration: pendingActor<number, ProbeDurationInput>(),
    delay: pendingActor<void, DelayInput>(),
    analyzeVideos: pendingActor<AiBreakdownData, AnalyzeVideosInput>(),
    uploadFile: pendingActor<UploadedFileRecord, UploadFileInput>(),
    createProject: pendingActor<CreateProjectResponse, CreateProjectInput>(),
    prepareAnnotate: pendingActor<void, AnnotateNavigationState>(),
    deleteProject: pendingActor<void, DeleteProjectInput>(),
  },
});

type Snapshot = SnapshotFrom<typeof creationTestMachine>;
type Event = ModelEvent<typeof creationTestMachine>;

const video = (name: string): SelectedFile => ({ name, type: 'video/mp4', size: 1_000_000 });
const record = (name: string): UploadedFileRecord => ({
  url: `/files/users/creator-uid/videos/${name}`,
  path: `users/creator-uid/videos/${name}`,
  name,
  type: 'video/mp4',
  size: 1_000_000,
});

const breakdown: AiBreakdownData = [
  {
    videoName: 'cut.mp4',
    transcript: '',
    steps: [],
    materials: [],
    tools: [],
    cautions: [],
    questions: [],
  },
];

/** What the guards read from context, in a few words: it tells states with the same value apart. */
function durationClass(seconds: number | null): string {
  if (seconds === null) return 'probing';
  return seconds > AI_VIDEO_DURATION_LIMIT_SECONDS ? 'long' : 'ok';
}

/** Guards read context only while editing and submitting; later states need none of it. */
function facts(snapshot: Snapshot) {
  const { context } = snapshot;
  if (!snapshot.matches({ flow: 'editing' }) && !snapshot.matches({ flow: 'submitting' }))
    return {};
  return {
    named: context.form.name !== '',
    videos: context.videos.map((item) => durationClass(item.durationSeconds)),
    shortForm: context.shortForm !== null,
    aiData: context.aiData !== null,
    uploaded: snapshot.hasTag('busy') ? context.uploadedVideos.length : 0,
  };
}

/** The form is filled in one order (name, then two videos) to keep the graph small. */
function formEvents(context: CreationContext): Event[] {
  if (!context.form.name) {
    return [{ type: 'form.change', values: { name: 'Birdhouse', tags: ['Woodworking'] } }];
  }
  const events: Event[] = [
    { type: 'ai.toggle' },
    { type: 'ai.clear' },
    context.shortForm
      ? { type: 'shortForm.clear' }
      : { type: 'shortForm.set', file: video('promo.mp4') },
  ];
  const first = context.videos[0];
  if (first) events.push({ type: 'videos.remove', id: first.id });
  else if (context.videoCount === 0) {
    events.push({ type: 'videos.add', files: [video('cut.mp4'), video('sand.mp4')] });
  }
  return events;
}

/** Probe outcomes: the first video may be long or time out, the second is short or fails. */
function probeEvents(context: CreationContext): Event[] {
  const probed = context.videos.find((item) => item.durationSeconds === null);
  if (probed?.id === 'video-1') {
    return [doneEvent('probeDuration', 400), doneEvent('probeTimeout', undefined)];
  }
  return [doneEvent('probeDuration', 120), errorEvent('probeDuration', new Error('no metadata'))];
}

const serverEvents: Event[] = [
  { type: 'ai.progress', phase: 'transcribing_audio' },
  doneEvent('analyzeVideos', breakdown),
  errorEvent('analyzeVideos', new Error('Failed to analyze transcript')),
  doneEvent('uploadVideo', record('cut.mp4')),
  errorEvent('uploadVideo', new Error('Network down')),
  doneEvent('uploadShortForm', record('promo.mp4')),
  errorEvent('uploadShortForm', new Error('Network down')),
  doneEvent('createProject', { project_id: '3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60' }),
  errorEvent('createProject', new Error('Project name is required.')),
  doneEvent('prepareAnnotate', undefined),
  errorEvent('prepareAnnotate', new Error('storage full')),
  doneEvent('redirectDelay', undefined),
  { type: 'leave.request', to: '/my-projects' },
  { type: 'leave.confirm' },
  { type: 'leave.cancel' },
  doneEvent('deleteProject', undefined),
  errorEvent('deleteProject', new Error('Failed to delete project')),
];

function events(snapshot: Snapshot): Event[] {
  const { context } = snapshot;
  return [
    { type: 'creation.submit' },
    { type: 'creation.cancel' },
    ...formEvents(context),
    ...probeEvents(context),
    ...serverEvents,
  ];
}

export const creationModel: MachineModel<typeof creationTestMachine> = {
  name: 'creation',
  machine: creationTestMachine,
  input: { uid: 'creator-uid', now: () => 0 },
  events,
  serializeState: (snapshot) =>
    `${defaultSerializeState(snapshot)} ${JSON.stringify(facts(snapshot))}`,
};
