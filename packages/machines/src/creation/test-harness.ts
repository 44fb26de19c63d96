import type {
  AiBreakdownData,
  CreateProjectInput,
  CreateProjectResponse,
  UploadedFileRecord,
} from '@stepwise/contracts';
import { createActor, fromPromise } from 'xstate';
import { creationMachine } from '../creation.machine';
import type {
  AnalyzeVideosInput,
  AnnotateNavigationState,
  DelayInput,
  DeleteProjectInput,
  NavigateParams,
  ProbeDurationInput,
  SelectedFile,
  UploadFileInput,
} from './types';

/**
 * Test support for the creation machine: every provided actor is a real `fromPromise` whose
 * promise the test settles by hand (`calls.<actor>[n].resolve(...)`), and the clock is a number
 * the test moves. Nothing of the machine itself is replaced.
 */

export interface Call<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

function controlled<TOutput, TInput>(calls: Array<Call<TInput, TOutput>>) {
  return fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
}

export function startCreation(options: { uid?: string | null } = {}) {
  const clock = { now: 0 };
  const calls = {
    probeDuration: [] as Array<Call<ProbeDurationInput, number>>,
    delay: [] as Array<Call<DelayInput, void>>,
    analyzeVideos: [] as Array<Call<AnalyzeVideosInput, AiBreakdownData>>,
    uploadFile: [] as Array<Call<UploadFileInput, UploadedFileRecord>>,
    createProject: [] as Array<Call<CreateProjectInput, CreateProjectResponse>>,
    prepareAnnotate: [] as Array<Call<AnnotateNavigationState, void>>,
    deleteProject: [] as Array<Call<DeleteProjectInput, void>>,
  };
  const navigations: NavigateParams[] = [];
  const machine = creationMachine.provide({
    actors: {
      probeDuration: controlled(calls.probeDuration),
      delay: controlled(calls.delay),
      analyzeVideos: controlled(calls.analyzeVideos),
      uploadFile: controlled(calls.uploadFile),
      createProject: controlled(calls.createProject),
      prepareAnnotate: controlled(calls.prepareAnnotate),
      deleteProject: controlled(calls.deleteProject),
    },
    actions: {
      navigate: (_, params) => {
        navigations.push(params);
      },
    },
  });
  const uid = options.uid === undefined ? 'creator-uid' : options.uid;
  const actor = createActor(machine, { input: { uid, now: () => clock.now } });
  actor.start();
  const last = <T>(list: T[]): T => {
    const item = list.at(-1);
    if (!item) throw new Error('The actor was not called.');
    return item;
  };
  return {
    actor,
    calls,
    navigations,
    clock,
    last,
    snapshot: () => actor.getSnapshot(),
    /** The probe (and its 5 s timer) of the video being probed. */
    probe: () => ({ duration: last(calls.probeDuration), timer: last(calls.delay) }),
  };
}

export type CreationHarness = ReturnType<typeof startCreation>;

/** Lets settled promises deliver their done/error events to the machine. */
export async function settle(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

export const videoFile = (name: string, size = 50_000_000): SelectedFile => ({
  name,
  type: 'video/mp4',
  size,
  handle: { file: name },
});

export const uploadRecord = (file: SelectedFile, folder: string): UploadedFileRecord => ({
  url: `/files/users/creator-uid/${folder}/x_${file.name}`,
  path: `users/creator-uid/${folder}/x_${file.name}`,
  name: file.name,
  type: file.type,
  size: file.size,
});

export const breakdown: AiBreakdownData = [
  {
    videoName: 'cut.mp4',
    transcript: 'First we cut the board.',
    steps: [],
    materials: ['Pine board'],
    tools: ['Saw'],
    cautions: [],
    questions: [],
  },
];

export const PROJECT_ID = '3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60';

/** Fills the form and gives every added video a probed duration (seconds). */
export async function fillForm(
  harness: CreationHarness,
  durations: number[] = [120],
  options: { shortForm?: SelectedFile } = {},
): Promise<void> {
  const { actor } = harness;
  actor.send({
    type: 'form.change',
    values: { name: ' Birdhouse ', description: 'A small house', tags: ['Woodworking'] },
  });
  actor.send({
    type: 'videos.add',
    files: durations.map((_, index) => videoFile(`part-${index + 1}.mp4`)),
  });
  for (const seconds of durations) {
    harness.probe().duration.resolve(seconds);
    await settle();
  }
  if (options.shortForm) actor.send({ type: 'shortForm.set', file: options.shortForm });
}
