import {
  type AiBreakdownEntry,
  aiBreakdownEntrySchema,
  authoringDraftSchema,
  type FinalizeData,
  finalizeInputSchema,
  stepRecordFromWire,
  stepRecordToWire,
  stepSchema,
  type WireStep,
} from '@stepwise/contracts';
import type { EditorStep } from '@stepwise/machines';
import { emptyEditorStep, newStepId, stepEditorMachine } from '@stepwise/machines';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  draftFromEditor,
  editorFromDraft,
  editorStepFromRecord,
} from '@/features/authoring/editor/draft-codec';
import { FrameStore } from '@/features/authoring/editor/frame-store';
import { editorStepsFromAiBreakdown } from '@/features/authoring/step-mapping';
import { FakeQueue } from '@/features/step-tabs/test/fake-queue';

const PROJECT_ID = '3f0c1c9e-6f0a-4c55-9a57-2f1d8f0b7a10';
const TOOL_ID = '6a1b1e0c-2d3f-4a5b-8c7d-9e0f1a2b3c4d';
const videos = [
  { name: 'intro.mp4', path: 'users/u1/videos/intro.mp4' },
  { name: 'main.mp4', path: 'users/u1/videos/main.mp4' },
];

/** The editor's steps as the finish sends them (what `finalize-view.tsx` does). */
const finalizeStepsFromEditor = (steps: readonly EditorStep[], list: readonly { path: string }[]) =>
  steps.map((step, index) => stepRecordToWire(step, index, list));

/** A stored step as the editor opens it (what `use-step-editor.ts` does). */
const editorStepFromServer = (step: WireStep, list: readonly { path: string }[]): EditorStep =>
  editorStepFromRecord(stepRecordFromWire(step, list));

/** A version 4 uuid, as the editor makes for a step (`newStepId`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A complete editor step: every field the finalize payload carries. */
const fullStep: EditorStep = {
  ...emptyEditorStep(),
  id: uuid(1),
  videoIndex: 1,
  name: 'Cut the board',
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
      frameImagePath: 'users/u1/frames/frame_2500.jpg',
      geometry: { type: 'oval', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
    },
    {
      text: 'Push here',
      frameTimestampMs: 2500,
      frameImagePath: 'users/u1/frames/frame_2500.jpg',
      // Its head up-left of its tail.
      geometry: { type: 'arrow', x: 0.7, y: 0.8, width: 0, height: 0, end_x: 0.25, end_y: 0.5 },
      color: 'red',
    },
    {
      text: 'Serial number',
      frameTimestampMs: 2500,
      frameImagePath: 'users/u1/frames/frame_2500.jpg',
      geometry: { type: 'blur', x: 0.5, y: 0.1, width: 0.2, height: 0.1 },
      color: 'white',
    },
    {
      text: 'First screw',
      frameTimestampMs: 2500,
      frameImagePath: 'users/u1/frames/frame_2500.jpg',
      geometry: { type: 'callout', x: 0.4, y: 0.6, width: 0, height: 0 },
      color: 'blue',
    },
  ],
  tools: [
    {
      name: 'Saw',
      specification: 'Crosscut',
      purchaseLink: 'https://shop.example/saw',
      quantity: 2,
      imageUrl: 'https://files.example/saw.jpg',
      imagePath: 'users/u1/repo/saw.jpg',
      repositoryId: TOOL_ID,
    },
  ],
  materials: [
    {
      name: 'Plywood',
      specification: '',
      purchaseLink: '',
      quantity: 3,
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    },
  ],
  supplementaryFiles: [
    {
      displayName: 'Cut list',
      originalFilename: 'cut-list.pdf',
      fileSizeBytes: 2048,
      mimeType: 'application/pdf',
      fileUrl: 'https://files.example/cut-list.pdf',
      filePath: 'users/u1/files/cut-list.pdf',
      file: null,
    },
  ],
  resultImage: {
    name: 'result_frame_8000.jpg',
    type: 'image/jpeg',
    size: 0,
    imageUrl: 'https://files.example/result_frame_8000.jpg',
    imagePath: 'users/u1/results/result_frame_8000.jpg',
    hasExistingImage: true,
    file: null,
  },
  isAiGenerated: true,
  isFinalized: true,
};

function parseFinalize(steps: EditorStep[]): FinalizeData {
  return finalizeInputSchema.parse({
    project_id: PROJECT_ID,
    project_name: 'Shelf',
    user_id: 'u1',
    steps: finalizeStepsFromEditor(steps, videos),
  });
}

/** What the server stores and returns for a parsed finalize step (ids added, shapes nested). */
function storedStep(data: FinalizeData['steps'][number], index: number): WireStep {
  const image = (url: string | null, path: string | null) =>
    url && path ? { file_url: url, file_key: path } : null;
  return stepSchema.parse({
    id: uuid(index + 1),
    project_id: PROJECT_ID,
    name: data.name,
    description: data.description,
    video_start_time_ms: data.video_start_time_ms,
    video_end_time_ms: data.video_end_time_ms,
    cautionary_notes: data.cautionary_notes,
    best_practice_notes: data.best_practice_notes,
    associated_video_index: data.associated_video_index,
    associated_video_path: data.associated_video_path,
    step_order: data.step_order,
    annotations: data.annotations.map((annotation, n) => ({
      annotation_id: uuid(100 + n),
      component_name: annotation.component_name,
      frame_timestamp_ms: annotation.frame_timestamp_ms,
      annotation_type: annotation.annotation_type,
      frame_image_path: annotation.frame_image_path,
      frame_image_file: null,
      geometry: annotation.data,
      color: annotation.color,
    })),
    tools: data.tools.map(({ quantity, repository_id, item }) => ({
      quantity,
      tool: {
        tool_id: repository_id,
        ...item,
        image_file: image(item?.image_url ?? null, item?.image_path ?? null),
      },
    })),
    materials: data.materials.map(({ quantity, repository_id, item }) => ({
      quantity,
      material: {
        material_id: repository_id,
        ...item,
        image_file: image(item?.image_url ?? null, item?.image_path ?? null),
      },
    })),
    supplementary_files: data.supplementary_files.map((file, n) => ({
      id: uuid(200 + n),
      ...file,
    })),
    validation_metric: data.validation_metric,
    main_video_file: null,
    result_image_url: data.result_image_url,
    result_image_path: data.result_image_path,
    is_finalized: true,
    is_ai_generated: data.is_ai_generated,
    regenerated_at: null,
  });
}

describe('stepRecordToWire (the finalize payload)', () => {
  it("sends a stored step's id and a made step's client uuid, none for an old draft's ai-step-N or an unsaved one", () => {
    const made = newStepId();
    const sent = finalizeStepsFromEditor(
      [
        fullStep,
        { ...fullStep, id: 'ai-step-2' },
        { ...fullStep, id: null },
        { ...fullStep, id: made },
      ],
      videos,
    );
    expect(sent.map((step) => step.step_id)).toEqual([uuid(1), null, null, made]);
  });

  it('sends whole ms, fractions, nested items, files, the metric and the video path', () => {
    const [step] = finalizeStepsFromEditor([fullStep], videos);
    expect(step).toMatchObject({
      step_id: uuid(1),
      name: 'Cut the board',
      video_start_time_ms: 2500,
      video_end_time_ms: 8000,
      associated_video_index: 1,
      associated_video_path: 'users/u1/videos/main.mp4',
      step_order: 1,
      validation_metric: { question: 'Is the cut straight?', expected_answer: 'Yes' },
      result_image_url: 'https://files.example/result_frame_8000.jpg',
      result_image_path: 'users/u1/results/result_frame_8000.jpg',
      is_ai_generated: true,
    });
    const frame = { frame_timestamp_ms: 2500, frame_image_path: 'users/u1/frames/frame_2500.jpg' };
    expect(step?.annotations).toEqual([
      {
        ...frame,
        annotation_type: 'oval',
        component_name: 'Blade guard',
        data: { x: 0.1, y: 0.2, width: 0.3, height: 0.4, type: 'oval' },
        color: 'yellow',
      },
      {
        ...frame,
        annotation_type: 'arrow',
        component_name: 'Push here',
        data: { x: 0.7, y: 0.8, width: 0, height: 0, type: 'arrow', end_x: 0.25, end_y: 0.5 },
        color: 'red',
      },
      {
        ...frame,
        annotation_type: 'blur',
        component_name: 'Serial number',
        data: { x: 0.5, y: 0.1, width: 0.2, height: 0.1, type: 'blur' },
        color: 'white',
      },
      {
        ...frame,
        annotation_type: 'callout',
        component_name: 'First screw',
        data: { x: 0.4, y: 0.6, width: 0, height: 0, type: 'callout' },
        color: 'blue',
      },
    ]);
    expect(step?.tools).toEqual([
      {
        quantity: 2,
        tool: {
          tool_id: TOOL_ID,
          name: 'Saw',
          specification: 'Crosscut',
          purchase_link: 'https://shop.example/saw',
          image_url: 'https://files.example/saw.jpg',
          image_path: 'users/u1/repo/saw.jpg',
        },
      },
    ]);
    expect(step?.materials?.[0]).toEqual({
      quantity: 3,
      material: {
        material_id: null,
        name: 'Plywood',
        specification: null,
        purchase_link: null,
        image_url: null,
        image_path: null,
      },
    });
  });

  it('numbers step_order by the order the creator gave the steps (moved, then sorted)', () => {
    const editor = createActor(stepEditorMachine, {
      input: {
        steps: [
          { ...fullStep, name: 'Sand', startMs: 20000, endMs: 30000 },
          { ...fullStep, name: 'Cut', startMs: 0, endMs: 10000 },
          { ...fullStep, name: 'Oil', startMs: 40000, endMs: 50000 },
        ],
      },
    }).start();
    editor.send({ type: 'steps.move', from: 2, to: 0 });
    const moved = finalizeStepsFromEditor(editor.getSnapshot().context.steps, videos);
    expect(moved.map((step) => [step.step_order, step.name])).toEqual([
      [1, 'Oil'],
      [2, 'Sand'],
      [3, 'Cut'],
    ]);
    editor.send({ type: 'steps.sortByStart' });
    const sorted = finalizeStepsFromEditor(editor.getSnapshot().context.steps, videos);
    expect(sorted.map((step) => step.name)).toEqual(['Cut', 'Sand', 'Oil']);
  });

  it('passes the finalize schema', () => {
    const parsed = parseFinalize([fullStep, { ...fullStep, id: null, tools: [] }]);
    expect(parsed.steps.map((step) => step.step_order)).toEqual([1, 2]);
    expect(parsed.steps[0]?.tools[0]).toEqual({
      quantity: 2,
      repository_id: TOOL_ID,
      item: {
        name: 'Saw',
        specification: 'Crosscut',
        purchase_link: 'https://shop.example/saw',
        image_url: 'https://files.example/saw.jpg',
        image_path: 'users/u1/repo/saw.jpg',
      },
    });
  });

  it('defaults annotation text, rounds the frame time and clamps geometry into the image', () => {
    const [step] = finalizeStepsFromEditor(
      [
        {
          ...fullStep,
          annotations: [
            {
              text: '  ',
              frameTimestampMs: 1234.6,
              frameImagePath: null,
              geometry: { type: 'rectangle', x: 0.8, y: 0.9, width: 0.4, height: 0.3 },
            },
          ],
        },
      ],
      videos,
    );
    const annotation = step?.annotations?.[0];
    expect(annotation?.component_name).toBe('Untitled annotation');
    expect(annotation?.frame_timestamp_ms).toBe(1235);
    expect(annotation?.data.width).toBeCloseTo(0.2);
    expect(annotation?.data.height).toBeCloseTo(0.1);
  });

  it('leaves out what never reached storage, a non-uuid repository id and a blank metric', () => {
    const [step] = finalizeStepsFromEditor(
      [
        {
          ...fullStep,
          validationQuestion: ' ',
          validationAnswer: '',
          tools: [{ ...fullStep.tools[0]!, repositoryId: 'local-1', imageUrl: 'blob:saw' }],
          supplementaryFiles: [{ ...fullStep.supplementaryFiles[0]!, fileUrl: null }],
          resultImage: { ...fullStep.resultImage!, imageUrl: 'blob:result', imagePath: null },
        },
      ],
      videos,
    );
    expect(step?.validation_metric).toBeNull();
    expect(step?.tools?.[0]?.tool).toMatchObject({ tool_id: null, image_url: null });
    expect(step?.supplementary_files).toEqual([]);
    expect(step?.result_image_url).toBeNull();
    expect(step?.result_image_path).toBeNull();
  });

  it('has no video path for a video the project does not have', () => {
    const [step] = finalizeStepsFromEditor([{ ...fullStep, videoIndex: 5 }], videos);
    expect(step?.associated_video_path).toBeNull();
  });
});

describe('stepRecordFromWire (GET steps, as the editor opens it)', () => {
  it('round-trips: editor -> finalize -> stored -> editor keeps every field that is stored', () => {
    const parsed = parseFinalize([fullStep]);
    const back = editorStepFromServer(storedStep(parsed.steps[0]!, 0), videos);
    expect(back).toEqual({ ...fullStep, endMs: 8000 });
  });

  it('reads a metric nested in validation_data and the result image without a path', () => {
    const parsed = parseFinalize([{ ...fullStep, resultImage: null }]);
    const stored: WireStep = {
      ...storedStep(parsed.steps[0]!, 0),
      validation_metric: null,
      validation_data: { validation_metric: { question: 'Q?', expected_answer: 'A' } },
      result_image_url: 'https://files.example/r.png?sig=1',
      result_image_path: null,
    };
    const step = editorStepFromServer(stored, videos);
    expect(step.validationQuestion).toBe('Q?');
    expect(step.validationAnswer).toBe('A');
    expect(step.resultImage).toMatchObject({
      name: 'r.png',
      type: 'image/png',
      imageUrl: 'https://files.example/r.png?sig=1',
      hasExistingImage: true,
    });
    expect(step.isFinalized).toBe(true);
  });

  it('takes the image from image_file and the frame path from frame_image_file', () => {
    const base = storedStep(parseFinalize([fullStep]).steps[0]!, 0);
    const stored: WireStep = {
      ...base,
      annotations: base.annotations.map((annotation) => ({
        ...annotation,
        frame_image_path: null,
        frame_image_file: { file_url: 'https://f/x.jpg', file_key: 'users/u1/x.jpg' },
      })),
      tools: base.tools.map(({ quantity, tool }) => ({
        quantity,
        tool: { ...tool, image_url: null, image_path: null },
      })),
    };
    const step = editorStepFromServer(stored, videos);
    expect(step.annotations[0]?.frameImagePath).toBe('users/u1/x.jpg');
    expect(step.tools[0]).toMatchObject({
      imageUrl: 'https://files.example/saw.jpg',
      imagePath: 'users/u1/repo/saw.jpg',
    });
  });

  it('drops a "Step N:" prefix saved into a stored name', () => {
    const base = storedStep(parseFinalize([fullStep]).steps[0]!, 0);
    expect(editorStepFromServer({ ...base, name: 'Step 4: Cut the board' }, videos).name).toBe(
      'Cut the board',
    );
  });

  it('finds the video by path when the index names no video', () => {
    const base = storedStep(parseFinalize([fullStep]).steps[0]!, 0);
    const stored = { ...base, associated_video_index: 7 };
    expect(editorStepFromServer(stored, videos).videoIndex).toBe(1);
    expect(
      editorStepFromServer({ ...stored, associated_video_path: 'users/u1/other.mp4' }, videos)
        .videoIndex,
    ).toBe(0);
    expect(editorStepFromServer({ ...base, associated_video_index: 0 }, videos).videoIndex).toBe(0);
  });
});

describe('editorStepsFromAiBreakdown', () => {
  const aiStep = (name: string, startMs: number, endMs: number, extra = {}) => ({
    name,
    description: `${name} description`,
    video_start_time_ms: startMs,
    video_end_time_ms: endMs,
    timestamps: {
      start: '',
      end: '',
      start_seconds: startMs / 1000,
      end_seconds: endMs / 1000,
      duration_seconds: (endMs - startMs) / 1000,
    },
    timestamp_display: '',
    ...extra,
  });
  const entries: AiBreakdownEntry[] = [
    aiBreakdownEntrySchema.parse({
      videoName: 'intro.mp4',
      steps: [
        aiStep('Measure', 0, 4500, {
          tools: ['Tape', 'tape', ' '],
          materials: ['Board'],
          cautions: ['Sharp edges', 'Dust'],
          validation_metric: { question: 'Measured?', expected_answer: 'Twice' },
        }),
        aiStep('Mark', 4500, 9000),
      ],
    }),
    aiBreakdownEntrySchema.parse({ videoName: 'main.mp4', steps: [aiStep('Cut', 1000, 2000)] }),
  ];

  it('makes one unfinalized AI step per AI step, in order, each with a client uuid of its own', () => {
    const steps = editorStepsFromAiBreakdown(entries, videos);
    expect(steps.map((step) => [step.id, step.name, step.videoIndex])).toEqual([
      [expect.stringMatching(UUID), 'Measure', 0],
      [expect.stringMatching(UUID), 'Mark', 0],
      [expect.stringMatching(UUID), 'Cut', 1],
    ]);
    expect(new Set(steps.map((step) => step.id)).size).toBe(3);
    // The finish sends those ids, so the stored steps keep them (issue #20 "stable ids").
    expect(finalizeStepsFromEditor(steps, []).map((step) => step.step_id)).toEqual(
      steps.map((step) => step.id),
    );
    expect(steps.every((step) => step.isAiGenerated && !step.isFinalized)).toBe(true);
  });

  it('takes times in seconds, tools and materials (quantity 1), cautions and the question', () => {
    const [first, second] = editorStepsFromAiBreakdown(entries, videos);
    expect(first).toMatchObject({
      startMs: 0,
      endMs: 4500,
      cautionaryNotes: 'Sharp edges\nDust',
      validationQuestion: 'Measured?',
      validationAnswer: 'Twice',
    });
    expect(first?.tools.map((item) => [item.name, item.quantity])).toEqual([['Tape', 1]]);
    expect(first?.materials.map((item) => item.name)).toEqual(['Board']);
    expect(second).toMatchObject({ tools: [], cautionaryNotes: '', validationQuestion: '' });
  });

  it('drops a "Step N:" the AI baked into a name: the number is always the position', () => {
    const named = [
      aiBreakdownEntrySchema.parse({
        videoName: 'intro.mp4',
        steps: [aiStep('Step 1: Measure', 0, 4500), aiStep('Step 3: Step 3: word', 4500, 9000)],
      }),
    ];
    expect(editorStepsFromAiBreakdown(named, videos).map((step) => step.name)).toEqual([
      'Measure',
      'word',
    ]);
  });

  it('falls back to the entry position for an unknown video, and to nothing without data', () => {
    expect(editorStepsFromAiBreakdown(entries, [])[2]?.videoIndex).toBe(1);
    expect(editorStepsFromAiBreakdown(null, videos)).toEqual([]);
  });

  it('keeps the confidence, marks and transcript, and the spoken quantities, through a draft', () => {
    const transcript = [
      { start_ms: 1_200, end_ms: 2_800, text: 'Grab two tire levers.' },
      { start_ms: 3_000, end_ms: 4_400, text: 'Hook the first one under the bead.' },
    ];
    const entry = aiBreakdownEntrySchema.parse({
      videoName: 'main.mp4',
      steps: [
        aiStep('Remove the tire', 1000, 5000, {
          tools: ['Tire lever', 'Pump'],
          materials: ['Patch kit'],
          quantities: { 'tire lever': 2 },
          confidence: 0.42,
          review: ['timing', 'tools'],
          uncertain_items: ['Patch kit'],
          transcript,
        }),
      ],
    });
    const [step] = editorStepsFromAiBreakdown([entry], videos);
    const aiReview = {
      confidence: 0.42,
      review: ['timing', 'tools'],
      uncertainItems: ['Patch kit'],
      transcript,
      reviewed: false,
    };
    expect(step?.aiReview).toEqual(aiReview);
    expect(step?.tools.map((item) => [item.name, item.quantity])).toEqual([
      ['Tire lever', 2],
      ['Pump', 1],
    ]);

    // Autosaved as a draft (through JSON and the server's schema) and opened again.
    const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID);
    const draft = draftFromEditor(
      { steps: [step!], step: step!, currentIndex: 0, videoIndex: 1 },
      frames,
    );
    const stored = authoringDraftSchema.parse(JSON.parse(JSON.stringify(draft)));
    const restored = editorFromDraft(stored);
    expect(restored.steps[0]?.aiReview).toEqual(aiReview);
    expect(restored.step.aiReview).toEqual(aiReview);
    expect(restored.steps[0]?.tools[0]?.quantity).toBe(2);
  });

  it('an old breakdown without confidence gives steps with nothing to check', () => {
    const [step] = editorStepsFromAiBreakdown(entries, videos);
    expect(step?.aiReview).toEqual({
      confidence: null,
      review: [],
      uncertainItems: [],
      transcript: [],
      reviewed: false,
    });
  });

  it('makes steps the finalize schema accepts', () => {
    const parsed = parseFinalize(editorStepsFromAiBreakdown(entries, videos));
    expect(parsed.steps).toHaveLength(3);
    expect(parsed.steps[2]?.associated_video_path).toBe('users/u1/videos/main.mp4');
  });
});
