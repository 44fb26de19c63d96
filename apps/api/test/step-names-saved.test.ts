import { type AuthoringDraft, aiStepTiming, type StepRecord } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { aPayload, aProjectOf, finalize, getSteps, trpcCall } from './support/finalize';
import { bearer } from './support/identity';

/** Step names saved through the services never keep a leading "Step N:" (issue #18). */

const h = useTwoCreators();

const BAKED = ['Step 1: Measure the board', 'Step 2 - Step 2: Cut along the line', 'Step 3. Sand'];
const CLEAN = ['Measure the board', 'Cut along the line', 'Sand'];

function payloadNamed(uid: string, projectId: string, names: readonly string[]) {
  const payload = aPayload({ uid }, projectId, { steps: names.length });
  return { ...payload, steps: payload.steps.map((step, i) => ({ ...step, name: names[i]! })) };
}

async function storedNames(projectId: string) {
  const res = await getSteps(h.ctx.app, h.alice, projectId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string }[]).map((step) => step.name);
}

function draftStep(name: string): StepRecord {
  return {
    id: null,
    videoIndex: 0,
    name,
    description: 'Saw along the line.',
    cautionaryNotes: '',
    bestPracticeNotes: '',
    validationQuestion: '',
    validationAnswer: '',
    startMs: 1_000,
    endMs: 4_000,
    annotations: [],
    tools: [],
    materials: [],
    supplementaryFiles: [],
    resultImage: null,
    isAiGenerated: true,
    isFinalized: false,
  };
}

describe('saved step names drop a baked-in "Step N:"', () => {
  it('finalize over REST', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const res = await finalize(h.ctx.app, h.alice, payloadNamed(h.alice.uid, projectId, BAKED));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedNames(projectId)).toEqual(CLEAN);
  });

  it('finalize over tRPC', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const res = await trpcCall(
      h.ctx.app,
      h.alice,
      'finalize.submit',
      payloadNamed(h.alice.uid, projectId, BAKED),
      'mutation',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedNames(projectId)).toEqual(CLEAN);
  });

  it('the AI breakdown kept with a new project', async () => {
    const uid = h.alice.uid;
    const aiStep = (name: string, index: number) => ({
      name,
      description: 'Do it.',
      video_start_time_ms: index * 1000,
      video_end_time_ms: index * 1000 + 1000,
      ...aiStepTiming(index * 1000, index * 1000 + 1000),
    });
    const created = await h.ctx.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: bearer(h.alice),
      payload: {
        name: 'Board',
        description: '',
        tags: [],
        firebase_uid: uid,
        UploadVideos: [
          {
            name: 'a.mp4',
            url: `/files/users/${uid}/videos/a.mp4`,
            path: `users/${uid}/videos/a.mp4`,
            mime_type: 'video/mp4',
          },
        ],
        ai_breakdown_data: [
          { videoName: 'a.mp4', transcript: 'Cut.', steps: BAKED.map((n, i) => aiStep(n, i)) },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const got = await h.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${created.json().project_id}`,
      headers: bearer(h.alice),
    });
    const [entry] = got.json().ai_breakdown_data as { steps: { name: string }[] }[];
    expect(entry?.steps.map((step) => step.name)).toEqual(CLEAN);
  });

  it('the autosaved draft, its steps and the step being edited', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const draft: AuthoringDraft = {
      version: 2,
      steps: BAKED.map(draftStep),
      currentIndex: -1,
      step: draftStep('Step 4: Oil the board'),
      videoIndex: 0,
    };
    const saved = await h.ctx.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/draft`,
      headers: bearer(h.alice),
      payload: { draft, base_revision: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await trpcCall(
      h.ctx.app,
      h.alice,
      'drafts.get',
      { project_id: projectId },
      'query',
    );
    expect(read.statusCode, read.body).toBe(200);
    const stored = read.json().result.data.draft as AuthoringDraft;
    expect(stored.steps.map((step) => step.name)).toEqual(CLEAN);
    expect(stored.step.name).toBe('Oil the board');
  });
});
