import { authoringDraftSchema, stepRecordToWire, uuidSchema } from '@stepwise/contracts';
import { type EditorStep, emptyEditorStep, stepEditorMachine } from '@stepwise/machines';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  draftFingerprint,
  draftFromEditor,
  editorFromDraft,
} from '@/features/authoring/editor/draft-codec';
import { FrameStore } from '@/features/authoring/editor/frame-store';
import {
  cutListFile,
  jpeg,
  PROJECT_ID,
  stubObjectUrls,
  uploadLog,
} from '@/features/authoring/test/fixtures';
import { FakeQueue } from '@/features/step-tabs/test/fake-queue';

beforeAll(stubObjectUrls);

/** A stored step's id (a draft's step id that is no uuid is renewed when the draft opens). */
const STEP_ID = '0b6f2c1e-4a7d-4e8b-9c3f-5d2a1e6b7c80';

/** A step with every kind of field a draft keeps. */
const fullStep = (name: string): EditorStep => ({
  ...emptyEditorStep(),
  id: STEP_ID,
  videoIndex: 1,
  name,
  description: 'Cut along the line.',
  startMs: 2500,
  endMs: 8000,
  cautionaryNotes: 'Wear gloves.',
  bestPracticeNotes: 'Measure twice.',
  validationQuestion: 'Is the cut straight?',
  validationAnswer: 'Yes',
  annotations: [
    {
      text: 'Blade guard',
      frameTimestampMs: 2500,
      frameImagePath: 'users/uid-ada/frames/frame_2500.jpg',
      geometry: { type: 'oval', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
    },
  ],
  tools: [
    {
      name: 'Saw',
      specification: 'Crosscut',
      purchaseLink: 'https://shop.example/saw',
      quantity: 2,
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    },
  ],
  materials: [],
  supplementaryFiles: [cutListFile(new File(['pdf'], 'cut-list.pdf'))],
  resultImage: {
    name: 'result.jpg',
    type: 'image/jpeg',
    size: 4,
    imageUrl: '/files/users/uid-ada/results/result.jpg',
    imagePath: 'users/uid-ada/results/result.jpg',
    hasExistingImage: true,
    file: jpeg('result.jpg'),
  },
  isAiGenerated: true,
});

/** True when some object inside `value` has a `file` key. */
function hasFileKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasFileKey);
  if (typeof value !== 'object' || value === null) return false;
  return 'file' in value || Object.values(value).some(hasFileKey);
}

const withoutHandles = (step: EditorStep): EditorStep => ({
  ...step,
  supplementaryFiles: step.supplementaryFiles.map((file) => ({ ...file, file: null })),
  resultImage: step.resultImage ? { ...step.resultImage, file: null } : null,
});

function editing() {
  const actor = createActor(stepEditorMachine, {
    input: { steps: [fullStep('Cut the board'), fullStep('Glue the roof')], videoIndex: 1 },
  }).start();
  actor.send({ type: 'step.select', index: 1 });
  actor.send({ type: 'step.change', patch: { name: 'Glue the roof (typing)' } });
  return actor.getSnapshot().context;
}

describe('draftFromEditor / editorFromDraft', () => {
  it('makes a draft the contract accepts, without file handles', () => {
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const draft = draftFromEditor(editing(), frames);
    expect(hasFileKey(draft)).toBe(false);
    expect(authoringDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({ version: 2, currentIndex: 1, videoIndex: 1 });
    expect(draft.step.name).toBe('Glue the roof (typing)');
  });

  it('round-trips the editor’s steps, form, index and video through the contract', () => {
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const source = editing();
    const restored = editorFromDraft(authoringDraftSchema.parse(draftFromEditor(source, frames)));
    expect(restored).toEqual({
      steps: source.steps.map(withoutHandles),
      step: withoutHandles(source.step),
      currentIndex: 1,
      videoIndex: 1,
    });
  });

  it('keeps the ids of steps made in the editor through a draft; an old draft’s steps get ids on open', () => {
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const open = (draft: ReturnType<typeof editorFromDraft>) => {
      const actor = createActor(stepEditorMachine, {
        input: { steps: draft.steps, videoIndex: draft.videoIndex },
      }).start();
      actor.send({ type: 'draft.restore', step: draft.step, currentIndex: draft.currentIndex });
      return actor.getSnapshot();
    };
    const actor = createActor(stepEditorMachine, {
      input: { steps: [fullStep('Cut the board')], videoIndex: 1 },
    }).start();
    actor.send({ type: 'steps.duplicate', index: 0 });
    actor.send({ type: 'steps.split', index: 1, atMs: 5000 });
    const source = actor.getSnapshot().context;
    const ids = source.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(3);
    const stored = authoringDraftSchema.parse(
      JSON.parse(JSON.stringify(draftFromEditor(source, frames))),
    );
    const reopened = open(editorFromDraft(stored));
    expect(reopened.context.steps.map((step) => step.id)).toEqual(ids);
    expect(reopened.context.step.id).toBe(ids[2]);

    // A draft saved before ids: every id null. It is still read; the editor gives each step one.
    const old = {
      ...stored,
      steps: stored.steps.map((step) => ({ ...step, id: null })),
      step: { ...stored.step, id: null },
    };
    const opened = open(editorFromDraft(authoringDraftSchema.parse(old)));
    const fresh = opened.context.steps.map((step) => step.id);
    expect(fresh.every((id) => id !== null && !ids.includes(id))).toBe(true);
    expect(new Set(fresh).size).toBe(3);
    expect(opened.context.step.id).toBe(fresh[2]);
    expect(opened.hasTag('dirty')).toBe(false);
  });

  it('gives an older draft’s ai-step-N steps uuids on open, the same through a save, a reopen and the finish', () => {
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const old = {
      steps: [
        { ...fullStep('Cut the board'), id: 'ai-step-1' },
        { ...fullStep('Glue the roof'), id: 'ai-step-2' },
        fullStep('Paint'),
      ],
      step: { ...fullStep('Glue the roof (typing)'), id: 'ai-step-2' },
      currentIndex: 1,
      videoIndex: 1,
    };
    const stored = authoringDraftSchema.parse(
      JSON.parse(JSON.stringify(draftFromEditor(old, frames))),
    );
    const opened = editorFromDraft(stored);
    const ids = opened.steps.map((step) => step.id);
    expect(ids.slice(0, 2).every((id) => uuidSchema.safeParse(id).success)).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(STEP_ID);
    expect(opened.step).toMatchObject({ id: ids[1], name: 'Glue the roof (typing)' });

    const actor = createActor(stepEditorMachine, {
      input: { steps: opened.steps, videoIndex: opened.videoIndex },
    }).start();
    actor.send({ type: 'draft.restore', step: opened.step, currentIndex: opened.currentIndex });
    expect(actor.getSnapshot().context.steps.map((step) => step.id)).toEqual(ids);
    expect(actor.getSnapshot().context.step.id).toBe(ids[1]);

    // Autosaved and opened again: the ids stay; the finish sends each as its step_id.
    const saved = authoringDraftSchema.parse(
      JSON.parse(JSON.stringify(draftFromEditor(actor.getSnapshot().context, frames))),
    );
    const reopened = editorFromDraft(saved);
    expect(reopened.steps.map((step) => step.id)).toEqual(ids);
    expect(reopened.step.id).toBe(ids[1]);
    const videos = [{ path: 'users/uid-ada/videos/a.mp4' }, { path: 'users/uid-ada/videos/b.mp4' }];
    expect(
      reopened.steps.map((step, index) => stepRecordToWire(step, index, videos).step_id),
    ).toEqual(ids);
  });

  it('drops a "Step N:" prefix an older draft kept in its steps’ and form’s names', () => {
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const source = {
      steps: [fullStep('Step 1: Cut the board'), fullStep('Step 3: Step 3: word')],
      step: fullStep('Step 3: Step 3: word'),
      currentIndex: 1,
      videoIndex: 1,
    };
    const restored = editorFromDraft(authoringDraftSchema.parse(draftFromEditor(source, frames)));
    expect(restored.steps.map((step) => step.name)).toEqual(['Cut the board', 'word']);
    expect(restored.step.name).toBe('word');
  });

  it('stores the frame paths of finished uploads and drops tab-only result images', async () => {
    const queue = new FakeQueue();
    const uploads = uploadLog();
    const frames = new FrameStore(queue.asQueue(), PROJECT_ID, 0, uploads.onUpload);
    frames.capture(4000, jpeg('frame_4000.jpg'), 'frame_4000.jpg');
    queue.finish('upload-1');
    await uploads.ended();
    const localResult = frames.keep(jpeg('result_frame_4000.jpg'));
    const form: EditorStep = {
      ...emptyEditorStep(),
      name: 'New step',
      annotations: [
        {
          text: 'Knot',
          frameTimestampMs: 4000,
          frameImagePath: null,
          geometry: { type: 'point', x: 0.5, y: 0.5, width: 0, height: 0 },
        },
      ],
      resultImage: {
        name: 'result_frame_4000.jpg',
        type: 'image/jpeg',
        size: 4,
        imageUrl: localResult,
        imagePath: null,
        hasExistingImage: false,
        file: jpeg('result_frame_4000.jpg'),
      },
    };
    const draft = authoringDraftSchema.parse(
      draftFromEditor({ steps: [], step: form, currentIndex: -1, videoIndex: 0 }, frames),
    );
    expect(draft.step.annotations[0]?.frameImagePath).toBe(
      `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_4000.jpg`,
    );
    expect(draft.step.resultImage).toBeNull();
    expect(JSON.stringify(draft)).not.toContain('blob:');
  });

  it('fingerprints equal drafts alike and changed drafts apart', () => {
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const source = editing();
    const a = draftFromEditor(source, frames);
    expect(draftFingerprint(draftFromEditor(source, frames))).toBe(draftFingerprint(a));
    expect(draftFingerprint({ ...a, currentIndex: 0 })).not.toBe(draftFingerprint(a));
  });
});
