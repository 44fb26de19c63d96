import { randomUUID } from 'node:crypto';
import {
  emptyStepRecord,
  type Step,
  type StepRecord,
  stepRecordFromWire,
  stepRecordToWire,
} from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { aPayload, aProjectOf, finalize, getSteps } from './support/finalize';

/**
 * Issue #20 "one StepRecord": the editor's records go out through `stepRecordToWire` (POST
 * /upload_steps) and come back through `stepRecordFromWire` (GET steps) as they were: the one pair
 * of conversions agrees with what the server stores (a typed-in item comes back linked).
 */
const h = useTwoCreators();

function records(uid: string, projectId: string): StepRecord[] {
  const folder = `users/${uid}/${projectId}`;
  const full: StepRecord = {
    ...emptyStepRecord(),
    id: randomUUID(),
    videoIndex: 1,
    name: 'Cut the board',
    description: 'Cut along the line.',
    startMs: 1_234,
    endMs: 9_876,
    cautionaryNotes: 'Wear goggles.',
    bestPracticeNotes: 'Measure twice.',
    validationQuestion: 'Is it square?',
    validationAnswer: 'Yes',
    annotations: [
      {
        text: 'Blade',
        frameTimestampMs: 2_000,
        frameImagePath: `${folder}/annotation_frames/frame_2000.jpg`,
        geometry: { type: 'rectangle', x: 0.25, y: 0.5, width: 0.125, height: 0.25 },
      },
      {
        text: 'Push',
        frameTimestampMs: 2_000,
        frameImagePath: `${folder}/annotation_frames/frame_2000.jpg`,
        geometry: { type: 'arrow', x: 0.1, y: 0.2, width: 0, height: 0, end_x: 0.75, end_y: 0.5 },
        color: 'red',
      },
    ],
    tools: [
      {
        name: 'Saw',
        specification: 'fine',
        purchaseLink: 'https://shop.example.com/saw',
        quantity: 2,
        imageUrl: `/files/${folder}/tools/saw.jpg`,
        imagePath: `${folder}/tools/saw.jpg`,
        repositoryId: null,
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
        displayName: 'Plan',
        originalFilename: 'plan.pdf',
        fileSizeBytes: 2048,
        mimeType: 'application/pdf',
        fileUrl: `/files/${folder}/supplementary_files/plan.pdf`,
        filePath: `${folder}/supplementary_files/plan.pdf`,
      },
    ],
    resultImage: {
      name: 'result.jpg',
      type: 'image/jpeg',
      size: 0,
      imageUrl: `/files/${folder}/result_images/result.jpg`,
      imagePath: `${folder}/result_images/result.jpg`,
      hasExistingImage: true,
    },
    isAiGenerated: true,
    isFinalized: true,
  };
  const plain: StepRecord = {
    ...emptyStepRecord(),
    id: randomUUID(),
    name: 'Sand it',
    description: 'Sand every edge.',
    startMs: 10_000,
    endMs: 12_000,
    isFinalized: true,
  };
  return [full, plain];
}

describe('StepRecord through the wire', () => {
  it('stepRecordToWire -> POST /upload_steps -> GET steps -> stepRecordFromWire gives the records back', async () => {
    const uid = h.alice.uid;
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const videos = [0, 1].map((i) => ({ path: `users/${uid}/videos/video-${i}.mp4` }));
    const sent = records(uid, projectId);
    const payload = {
      ...aPayload(h.alice, projectId),
      steps: sent.map((step, index) => stepRecordToWire(step, index, videos)),
    };
    const res = await finalize(h.ctx.app, h.alice, payload);
    expect(res.statusCode, res.body).toBe(200);

    const reply = await getSteps(h.ctx.app, h.alice, projectId);
    expect(reply.statusCode, reply.body).toBe(200);
    const stored = reply.json() as Step[];
    expect(stored.map((step) => step.step_order)).toEqual([1, 2]);
    // A typed-in tool or material comes back linked to the repository item the finish made of it.
    const linked = (items: StepRecord['tools']) =>
      items.map((item) => ({ ...item, repositoryId: expect.any(String) }));
    expect(stored.map((step) => stepRecordFromWire(step, videos))).toEqual(
      sent.map((step) => ({
        ...step,
        tools: linked(step.tools),
        materials: linked(step.materials),
      })),
    );
  });
});
