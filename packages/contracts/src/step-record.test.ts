import { describe, expect, it } from 'vitest';
import type { StepRecord } from './drafts';
import { type FinalizeData, finalizeInputSchema } from './finalize';
import { messages } from './messages';
import {
  emptyStepRecord,
  stepRecordFromWire,
  stepRecordToWire,
  type WireStep,
} from './step-record';
import { stepSchema } from './steps';

const PROJECT_ID = '3f0c1c9e-6f0a-4c55-9a57-2f1d8f0b7a10';
const STEP_ID = '0b5e6a4c-1d2e-4f30-8a9b-0c1d2e3f4a5b';
const TOOL_ID = '6a1b1e0c-2d3f-4a5b-8c7d-9e0f1a2b3c4d';
const videos = [{ path: 'users/u1/videos/intro.mp4' }, { path: 'users/u1/videos/main.mp4' }];
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A step record with something in every field the wire carries. */
const record: StepRecord = {
  ...emptyStepRecord(),
  id: STEP_ID,
  videoIndex: 1,
  name: 'Sand the edges',
  description: 'Sand every edge smooth.',
  startMs: 1_234,
  endMs: 9_876,
  cautionaryNotes: 'Wear a mask.',
  bestPracticeNotes: 'Sand with the grain.',
  validationQuestion: 'Is the edge smooth?',
  validationAnswer: 'yes',
  annotations: [
    {
      text: 'Edge',
      frameTimestampMs: 2_000,
      frameImagePath: 'users/u1/frames/f2000.jpg',
      geometry: { type: 'rectangle', x: 0.25, y: 0.5, width: 0.125, height: 0.2 },
    },
    {
      text: 'Push here',
      frameTimestampMs: 3_000,
      frameImagePath: 'users/u1/frames/f3000.jpg',
      geometry: { type: 'arrow', x: 0.1, y: 0.2, width: 0.3, height: 0.4, end_x: 0.4, end_y: 0.6 },
      color: 'red',
    },
  ],
  tools: [
    {
      name: 'Sander',
      specification: '120 grit',
      purchaseLink: 'https://shop.example/sander',
      quantity: 2,
      imageUrl: 'https://files.example/sander.jpg',
      imagePath: 'tools/t1/sander.jpg',
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
    },
  ],
  resultImage: {
    name: 'result.jpg',
    type: 'image/jpeg',
    size: 0,
    imageUrl: 'https://files.example/result.jpg',
    imagePath: 'users/u1/results/result.jpg',
    hasExistingImage: true,
  },
  isAiGenerated: true,
  isFinalized: true,
};

function sent(steps: StepRecord[]): FinalizeData['steps'] {
  return finalizeInputSchema.parse({
    project_id: PROJECT_ID,
    user_id: 'u1',
    steps: steps.map((step, index) => stepRecordToWire(step, index, videos)),
  }).steps;
}

/** What the server stores and GET steps returns for a parsed finalize step. */
function stored(data: FinalizeData['steps'][number]): WireStep {
  const { step_id, regenerated_at, ...rest } = data;
  return stepSchema.parse({
    ...rest,
    id: step_id ?? uuid(1),
    project_id: PROJECT_ID,
    annotations: data.annotations.map(({ data: geometry, ...annotation }, n) => ({
      ...annotation,
      annotation_id: uuid(100 + n),
      frame_image_path: annotation.frame_image_path ?? null,
      frame_image_file: null,
      geometry,
    })),
    tools: data.tools.map(({ quantity, repository_id, item }) => ({
      quantity,
      tool: { tool_id: repository_id, ...item, image_file: null },
    })),
    materials: data.materials.map(({ quantity, repository_id, item }) => ({
      quantity,
      material: { material_id: repository_id, ...item, image_file: null },
    })),
    supplementary_files: data.supplementary_files.map((file, n) => ({
      id: uuid(200 + n),
      ...file,
    })),
    main_video_file: null,
    is_finalized: true,
    regenerated_at,
  });
}

describe('stepRecordToWire / stepRecordFromWire', () => {
  it('round-trips: record -> finalize payload -> stored -> record keeps every field', () => {
    const [data] = sent([record]);
    expect(stepRecordFromWire(stored(data!), videos)).toEqual(record);
  });

  it('keeps units: whole ms and fractions 0-1 go out and come back unchanged', () => {
    const wire = stepRecordToWire(record, 0, videos);
    expect([wire.video_start_time_ms, wire.video_end_time_ms]).toEqual([1_234, 9_876]);
    expect(wire.annotations?.[0]?.data).toEqual({
      type: 'rectangle',
      x: 0.25,
      y: 0.5,
      width: 0.125,
      height: 0.2,
    });
    const back = stepRecordFromWire(stored(sent([record])[0]!), videos);
    expect([back.startMs, back.endMs]).toEqual([1_234, 9_876]);
    expect(back.annotations[0]?.geometry.x).toBe(0.25);
  });

  it('sends an unset time as the start (or 0), the step_order by position and the video path', () => {
    const unset = { ...record, startMs: null, endMs: null, videoIndex: 5 };
    const wire = stepRecordToWire(unset, 3, videos);
    expect(wire).toMatchObject({
      video_start_time_ms: 0,
      video_end_time_ms: 0,
      step_order: 4,
      associated_video_index: 5,
      associated_video_path: null,
    });
    expect(stepRecordToWire(record, 0, videos).associated_video_path).toBe(videos[1]!.path);
  });

  it('annotations: an arrow keeps its head, yellow is left out, text defaults, geometry clamps', () => {
    const back = stepRecordFromWire(stored(sent([record])[0]!), videos);
    expect(back.annotations[0]).not.toHaveProperty('color');
    expect(back.annotations[1]?.geometry).toMatchObject({ end_x: 0.4, end_y: 0.6 });
    expect(back.annotations[1]?.color).toBe('red');
    const [annotation] =
      stepRecordToWire(
        {
          ...record,
          annotations: [
            {
              text: '  ',
              frameTimestampMs: 1_000.6,
              frameImagePath: null,
              geometry: { type: 'oval', x: 0.9, y: 0.9, width: 0.5, height: 0.5 },
            },
          ],
        },
        0,
        videos,
      ).annotations ?? [];
    expect(annotation).toMatchObject({
      frame_timestamp_ms: 1_001,
      component_name: messages.annotation.defaultText,
      color: 'yellow',
    });
    const { x = 2, width = 2 } = annotation?.data ?? {};
    expect(x + width).toBeLessThanOrEqual(1);
  });

  it('ids: a uuid step id and repository id go out and come back; others go as null', () => {
    const wire = stepRecordToWire(
      {
        ...record,
        id: 'ai-step-3',
        tools: [{ ...record.tools[0]!, repositoryId: 'not-a-uuid' }],
      },
      0,
      videos,
    );
    expect(wire.step_id).toBeNull();
    expect(wire.tools?.[0]).toMatchObject({ tool: { tool_id: null } });
    const back = stepRecordFromWire(stored(sent([record])[0]!), videos);
    expect(back.id).toBe(STEP_ID);
    expect(back.tools[0]?.repositoryId).toBe(TOOL_ID);
  });

  it('reads a metric nested in validation_data, a "Step N:" name and a video found by path', () => {
    const base = stored(sent([record])[0]!);
    const older: WireStep = {
      ...base,
      name: 'Step 2: Sand the edges',
      validation_metric: null,
      validation_data: { validation_metric: { question: 'Smooth?', expected_answer: 'yes' } },
      associated_video_index: 9,
      associated_video_path: videos[1]!.path,
    };
    expect(stepRecordFromWire(older, videos)).toMatchObject({
      name: 'Sand the edges',
      validationQuestion: 'Smooth?',
      validationAnswer: 'yes',
      videoIndex: 1,
    });
  });

  it('leaves out files and images that never reached storage', () => {
    const wire = stepRecordToWire(
      {
        ...record,
        supplementaryFiles: [{ ...record.supplementaryFiles[0]!, fileUrl: 'blob:http://x/1' }],
        resultImage: { ...record.resultImage!, imageUrl: 'blob:http://x/2' },
        tools: [
          { ...record.tools[0]!, imageUrl: 'blob:http://x/3' },
          { ...record.tools[0]!, name: ' ' },
        ],
      },
      0,
      videos,
    );
    expect(wire.supplementary_files).toEqual([]);
    expect(wire.result_image_url).toBeNull();
    expect(wire.tools).toHaveLength(1);
    expect(wire.tools?.[0]).toMatchObject({ tool: { image_url: null } });
  });
});
