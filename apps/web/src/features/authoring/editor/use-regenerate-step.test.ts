import { type AiStep, aiStepSchema, aiStepTiming } from '@stepwise/contracts';
import {
  type EditorStep,
  emptyEditorStep,
  type StepEditorEvent,
  stepEditorMachine,
} from '@stepwise/machines';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  planRegeneration,
  regeneratedEvents,
} from '@/features/authoring/editor/use-regenerate-step';

const INVALID_INDEX = 'Invalid step index for regeneration.';
const NOT_REGENERABLE =
  'Step must be AI-generated or have valid start/end timestamps to regenerate...';
const NO_TIME_RANGE = 'Could not determine step time range for regeneration.';
const VIDEO_NOT_FOUND = 'Video file not found for regeneration.';

const videos = [
  { name: 'intro.mp4', path: 'users/uid-ada/videos/intro.mp4' },
  { name: 'main.mp4', path: 'users/uid-ada/videos/main.mp4' },
];

const item = (name: string, specification = '') => ({
  name,
  specification,
  purchaseLink: '',
  quantity: 1,
  imageUrl: null,
  imagePath: null,
  repositoryId: null,
});

const aStep = (overrides: Partial<EditorStep> = {}): EditorStep => ({
  ...emptyEditorStep(),
  name: 'Cut the panels',
  description: 'Cut them.',
  startMs: 2500,
  endMs: 8000,
  ...overrides,
});

const steps = [aStep(), aStep({ name: 'Glue the roof', videoIndex: 1 })];

describe('planRegeneration (spec 5 "Regeneration", checks in order)', () => {
  it.each([-1, 2, 0.5, Number.NaN])('refuses the step index %s first', (index) => {
    // Even a form that fails every later check answers the index text.
    const form = aStep({ isAiGenerated: false, startMs: null, endMs: null, videoIndex: 9 });
    expect(planRegeneration(steps, index, form, videos)).toEqual({
      ok: false,
      message: INVALID_INDEX,
    });
    expect(planRegeneration([], 0, aStep(), videos)).toEqual({ ok: false, message: INVALID_INDEX });
  });

  it.each([
    ['no times', { startMs: null, endMs: null }],
    ['only a start', { startMs: 3000, endMs: null }],
    ['only an end', { startMs: null, endMs: 3000 }],
    ['an end equal to the start', { startMs: 3000, endMs: 3000 }],
    ['an end before the start', { startMs: 5000, endMs: 3000 }],
  ])('refuses a step the author made with %s as not regenerable', (_, times) => {
    const form = aStep({ isAiGenerated: false, ...times, videoIndex: 9 });
    expect(planRegeneration(steps, 0, form, videos)).toEqual({
      ok: false,
      message: NOT_REGENERABLE,
    });
  });

  it.each([
    ['no times', { startMs: null, endMs: null }],
    ['only a start', { startMs: 3000, endMs: null }],
    ['an end equal to the start', { startMs: 3000, endMs: 3000 }],
    ['an end before the start', { startMs: 5000, endMs: 3000 }],
  ])('refuses an AI step with %s for its missing time range', (_, times) => {
    const form = aStep({ isAiGenerated: true, ...times, videoIndex: 9 });
    expect(planRegeneration(steps, 0, form, videos)).toEqual({
      ok: false,
      message: NO_TIME_RANGE,
    });
  });

  it('refuses a timed step whose video is unknown or has no path', () => {
    expect(planRegeneration(steps, 0, aStep({ videoIndex: 2 }), videos)).toEqual({
      ok: false,
      message: VIDEO_NOT_FOUND,
    });
    const pathless = [{ name: 'lost.mp4', path: '' }];
    expect(planRegeneration(steps, 0, aStep(), pathless)).toEqual({
      ok: false,
      message: VIDEO_NOT_FOUND,
    });
    expect(planRegeneration(steps, 0, aStep(), [])).toEqual({
      ok: false,
      message: VIDEO_NOT_FOUND,
    });
  });

  it('plans the form’s video and range in whole ms, for AI and timed manual steps alike', () => {
    const expected = { ok: true, video: videos[1], startMs: 2500, endMs: 8000 };
    // The form's video counts, not the saved step's (the author may have moved it).
    expect(planRegeneration(steps, 0, aStep({ videoIndex: 1 }), videos)).toEqual(expected);
    expect(
      planRegeneration(steps, 1, aStep({ videoIndex: 1, isAiGenerated: true }), videos),
    ).toEqual(expected);
  });
});

const NO_REVIEW = {
  type: 'aiReview.set',
  aiReview: { confidence: null, review: [], uncertainItems: [], transcript: [], reviewed: false },
} satisfies StepEditorEvent;

function anAiStep(overrides: Partial<AiStep> = {}): AiStep {
  return aiStepSchema.parse({
    name: 'Cut the side panels',
    description: 'Saw both side panels to length.',
    video_start_time_ms: 2500,
    video_end_time_ms: 8000,
    ...aiStepTiming(2500, 8000),
    tools: [],
    materials: [],
    cautions: [],
    validation_metric: null,
    ...overrides,
  });
}

/** The form the events leave in a real step editor, editing the first of `steps`. */
function formAfter(form: EditorStep, ai: AiStep): EditorStep {
  const actor = createActor(stepEditorMachine, { input: { steps: [form] } }).start();
  actor.send({ type: 'step.select', index: 0 });
  for (const event of regeneratedEvents(actor.getSnapshot().context.step, ai)) actor.send(event);
  const { step, error } = actor.getSnapshot().context;
  actor.stop();
  expect(error).toBeNull();
  return step;
}

describe('regeneratedEvents', () => {
  const form = aStep({
    cautionaryNotes: 'Old caution',
    bestPracticeNotes: 'Measure twice.',
    validationQuestion: 'Old question?',
    validationAnswer: 'Old answer',
    tools: [item('Hand Saw', 'Crosscut')],
    materials: [item('Cedar board')],
    isAiGenerated: true,
  });

  it('replaces the texts, joining the cautions line by line', () => {
    const ai = anAiStep({
      cautions: ['Wear safety glasses.', 'Clamp the board.'],
      validation_metric: { question: 'Which saw?', expected_answer: 'A crosscut saw' },
    });
    expect(regeneratedEvents(form, ai)).toEqual([
      {
        type: 'step.change',
        patch: {
          name: 'Cut the side panels',
          description: 'Saw both side panels to length.',
          cautionaryNotes: 'Wear safety glasses.\nClamp the board.',
          validationQuestion: 'Which saw?',
          validationAnswer: 'A crosscut saw',
        },
      },
      NO_REVIEW,
    ]);
  });

  it('keeps the cautions and the sign-off check when the AI gives none', () => {
    expect(regeneratedEvents(form, anAiStep())).toEqual([
      {
        type: 'step.change',
        patch: { name: 'Cut the side panels', description: 'Saw both side panels to length.' },
      },
      NO_REVIEW,
    ]);
  });

  it('adds only the tools and materials the step lacks, by name, ignoring case and spaces', () => {
    const ai = anAiStep({
      tools: ['hand saw', '  HAND SAW ', 'Clamp', '   '],
      materials: ['CEDAR BOARD', 'Wood glue', ''],
    });
    expect(regeneratedEvents(form, ai).slice(1)).toEqual([
      { type: 'tool.add', item: { name: 'Clamp', quantity: 1 } },
      { type: 'material.add', item: { name: 'Wood glue', quantity: 1 } },
      NO_REVIEW,
    ]);
  });

  it('gives the regenerated step its spoken quantities, confidence, marks and transcript', () => {
    const transcript = [{ start_ms: 2_600, end_ms: 4_100, text: 'Clamp it with two clamps.' }];
    const after = formAfter(
      { ...form, aiReview: { ...NO_REVIEW.aiReview, confidence: 0.9, reviewed: true } },
      anAiStep({
        name: 'Clamp the panels',
        tools: ['Clamp'],
        quantities: { clamp: 2 },
        confidence: 0.3,
        review: ['name', 'tools'],
        uncertain_items: ['Clamp'],
        transcript,
      }),
    );
    expect(after.tools.find((tool) => tool.name === 'Clamp')?.quantity).toBe(2);
    expect(after.aiReview).toEqual({
      confidence: 0.3,
      review: ['name', 'tools'],
      uncertainItems: ['Clamp'],
      transcript,
      reviewed: false,
    });
  });

  it('fills a real editor’s form and leaves its times, notes and files alone', () => {
    const ai = anAiStep({
      cautions: ['Wear safety glasses.'],
      validation_metric: { question: 'Which saw?', expected_answer: 'A crosscut saw' },
      tools: ['Hand saw', 'Clamp'],
      materials: ['Wood glue'],
    });
    const after = formAfter(form, ai);
    expect(after).toMatchObject({
      name: 'Cut the side panels',
      description: 'Saw both side panels to length.',
      cautionaryNotes: 'Wear safety glasses.',
      validationQuestion: 'Which saw?',
      validationAnswer: 'A crosscut saw',
      bestPracticeNotes: 'Measure twice.',
      startMs: 2500,
      endMs: 8000,
    });
    expect(after.tools.map((tool) => tool.name)).toEqual(['Hand Saw', 'Clamp']);
    expect(after.tools[0]?.specification).toBe('Crosscut');
    expect(after.materials.map((material) => material.name)).toEqual(['Cedar board', 'Wood glue']);
  });

  // Known bug (reported): a name the AI repeats is sent twice, so the editor shows 'This tool
  // is already added to the current step.' after a regeneration. Flip to `it` once fixed.
  it('adds a name the AI repeats only once', () => {
    const after = formAfter(form, anAiStep({ tools: ['Clamp', 'clamp'] }));
    expect(after.tools.map((tool) => tool.name)).toEqual(['Hand Saw', 'Clamp']);
  });
});
