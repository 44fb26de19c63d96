import {
  type DraftRecord,
  draftRecordSchema,
  type Project,
  projectSchema,
  type Step,
  stepSchema,
} from '@stepwise/contracts';
import { emptyEditorStep } from '@stepwise/machines';
import { describe, expect, it } from 'vitest';
import { initialSteps } from '@/features/authoring/editor/use-step-editor';
import { aiBreakdown, PROJECT_ID, projectRecord } from '@/features/authoring/test/fixtures';

const STEP_ID = '22222222-2222-4222-8222-222222222222';
/** A version 4 uuid, as the editor makes for a step (`newStepId`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const videos = [
  { name: 'intro.mp4', path: 'users/uid-ada/videos/intro.mp4' },
  { name: 'main.mp4', path: 'users/uid-ada/videos/main.mp4' },
];

const aProject = (withBreakdown: boolean): Project =>
  projectSchema.parse(projectRecord(videos, withBreakdown ? aiBreakdown('main.mp4') : null));

const serverStep: Step = stepSchema.parse({
  id: STEP_ID,
  project_id: PROJECT_ID,
  name: 'Sand the edges',
  description: 'Round every edge.',
  video_start_time_ms: 1000,
  video_end_time_ms: 4000,
  cautionary_notes: '',
  best_practice_notes: '',
  associated_video_index: 0,
  associated_video_path: videos[0]?.path,
  step_order: 1,
  annotations: [],
  tools: [],
  materials: [],
  supplementary_files: [],
  validation_metric: null,
  main_video_file: null,
  result_image_url: null,
  result_image_path: null,
  is_finalized: true,
  is_ai_generated: false,
  regenerated_at: null,
});

const draftStep = { ...emptyEditorStep(), name: 'Drafted step', startMs: 2000, endMs: 3000 };
const draftRecord: DraftRecord = draftRecordSchema.parse({
  project_id: PROJECT_ID,
  draft: {
    version: 2,
    steps: [draftStep],
    currentIndex: 0,
    step: { ...draftStep, name: 'Drafted step (typing)' },
    videoIndex: 1,
  },
  revision: 4,
  updated_at: '2026-11-23T09:41:05.000Z',
});

describe('initialSteps (draft > stored steps > AI breakdown > empty)', () => {
  it('opens on a stored draft before anything else', () => {
    const initial = initialSteps(aProject(true), [serverStep], videos, draftRecord);
    expect(initial.origin).toBe('draft');
    expect(initial.draftSavedAt).toBe('2026-11-23T09:41:05.000Z');
    expect(initial.steps.map((step) => step.name)).toEqual(['Drafted step']);
    expect(initial.draft).toMatchObject({
      currentIndex: 0,
      videoIndex: 1,
      step: { name: 'Drafted step (typing)', supplementaryFiles: [], resultImage: null },
    });
  });

  it('opens on the stored steps when there is no draft, ahead of the AI breakdown', () => {
    const initial = initialSteps(aProject(true), [serverStep], videos, null);
    expect(initial).toMatchObject({ origin: 'server', draft: null, draftSavedAt: null });
    expect(initial.steps).toHaveLength(1);
    expect(initial.steps[0]).toMatchObject({
      id: STEP_ID,
      name: 'Sand the edges',
      startMs: 1000,
      endMs: 4000,
      videoIndex: 0,
      isFinalized: true,
    });
  });

  it('opens on the AI breakdown when nothing is stored', () => {
    const initial = initialSteps(aProject(true), [], videos, null);
    expect(initial).toMatchObject({ origin: 'ai', draft: null, draftSavedAt: null });
    expect(initial.steps.map((step) => [step.id, step.name, step.videoIndex])).toEqual([
      [expect.stringMatching(UUID), 'Cut the panels', 1],
      [expect.stringMatching(UUID), 'Glue the roof', 1],
    ]);
    expect(initial.steps[0]!.id).not.toBe(initial.steps[1]!.id);
    expect(initial.steps.every((step) => step.isAiGenerated && !step.isFinalized)).toBe(true);
  });

  it('opens empty without a draft, stored steps or a breakdown', () => {
    expect(initialSteps(aProject(false), [], videos, null)).toEqual({
      steps: [],
      origin: 'empty',
      draft: null,
      draftSavedAt: null,
    });
  });
});
