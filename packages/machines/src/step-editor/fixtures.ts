import { createActor, fromPromise } from 'xstate';
import { stepEditorMachine } from '../step-editor.machine';
import { emptyEditorStep } from './step';
import type {
  AnnotationDraft,
  EditorFrame,
  EditorResultImage,
  EditorStep,
  EditorSupplementaryFile,
  StepEditorEvent,
  StepEditorInput,
} from './types';

/** Sample data for the step editor's unit and model tests. */

/** A complete, saved step: valid for save, every sign-off field set, one tool. */
export const cutStep: EditorStep = {
  ...emptyEditorStep(),
  id: 'step-1',
  name: 'Cut the board',
  description: 'Cut along the line.',
  startMs: 2000,
  endMs: 8000,
  cautionaryNotes: 'Wear gloves.',
  bestPracticeNotes: 'Measure twice.',
  validationQuestion: 'Is the cut straight?',
  validationAnswer: 'Yes',
  tools: [
    {
      name: 'Saw',
      specification: 'Crosscut',
      purchaseLink: '',
      quantity: 1,
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    },
  ],
  isFinalized: true,
};

/** An AI-made step on video 2: name, description and times only (sign-off fields empty). */
export const sandStep: EditorStep = {
  ...emptyEditorStep(),
  id: 'ai-step-2',
  videoIndex: 1,
  name: 'Sand',
  description: 'Sand the edges.',
  startMs: 10000,
  endMs: 15000,
  isAiGenerated: true,
};

export const frame: EditorFrame = {
  timestampMs: 2500,
  imageUrl: 'blob:frame_2500',
  imagePath: 'users/u1/frames/frame_2500.jpg',
};

export const annotationDraft: AnnotationDraft = {
  text: 'Blade guard',
  geometry: { type: 'rectangle', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
};

export const supplementaryFile: EditorSupplementaryFile = {
  displayName: 'Cut list',
  originalFilename: 'cut-list.pdf',
  fileSizeBytes: 2048,
  mimeType: 'application/pdf',
  fileUrl: null,
  filePath: null,
  file: null,
};

export const resultImage: EditorResultImage = {
  name: 'result_frame_8000.jpg',
  type: 'image/jpeg',
  size: 4096,
  imageUrl: 'blob:result',
  imagePath: null,
  hasExistingImage: false,
  file: null,
};

const never = fromPromise<void, { ms: number }>(() => new Promise<void>(() => {}));

/** A started step editor (timed messages never end) with `send(...events)` returning the snapshot. */
export function startStepEditor(input: StepEditorInput = { steps: [cutStep, sandStep] }) {
  const actor = createActor(stepEditorMachine.provide({ actors: { delay: never } }), { input });
  actor.start();
  const send = (...events: StepEditorEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  return { actor, send, snapshot: () => actor.getSnapshot() };
}
