import { messages, type Step } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { finalizeProject } from '../src/services/finalize/finalize.service';
import { listSteps } from '../src/services/steps.service';
import { useTwoCreators } from './support/creators';
import {
  aPayload,
  aProjectOf,
  countingDb,
  finalize,
  getSteps,
  identity,
  trpcCall,
} from './support/finalize';
import { createCreator } from './support/identity';
import { MISSING_ID } from './support/projects';

const h = useTwoCreators();

describe('GET /api/projects/{projectId}/steps', () => {
  it('answers an empty list for a project without steps (an incomplete project)', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const res = await getSteps(h.ctx.app, h.alice, projectId, `?firebase_uid=${h.alice.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the steps in step_order with the video each belongs to (null when the project has none at that index)', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 1 });
    const payload = aPayload(h.alice, projectId, { steps: 3 });
    const orders = [20, 5, 10];
    const steps = payload.steps.map((step, i) => ({ ...step, step_order: orders[i] as number }));
    expect((await finalize(h.ctx.app, h.alice, { ...payload, steps })).statusCode).toBe(200);

    const res = await getSteps(h.ctx.app, h.alice, projectId);
    expect(res.statusCode).toBe(200);
    const got = res.json() as Step[];
    expect(got.map((s) => [s.step_order, s.name])).toEqual([
      [5, 'Step 2'],
      [10, 'Step 3'],
      [20, 'Step 1'],
    ]);
    // Step 2 (index 1) belongs to video 1, which this project does not have.
    expect(got[0]?.associated_video_index).toBe(1);
    expect(got[0]?.main_video_file).toBeNull();
    expect(got[1]?.main_video_file?.original_filename).toBe('video-0.mp4');
  });

  it('answers 400 for a malformed id, 401 without a token, 403 for another creator or uid, 404 for a missing project', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);

    const malformed = await getSteps(h.ctx.app, h.alice, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(messages.annotate.invalidProjectId);

    expect((await getSteps(h.ctx.app, null, projectId)).statusCode).toBe(401);

    const other = await getSteps(h.ctx.app, h.bob, projectId);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);

    const otherUid = await getSteps(h.ctx.app, h.alice, projectId, `?firebase_uid=${h.bob.uid}`);
    expect(otherUid.statusCode).toBe(403);

    const missing = await getSteps(h.ctx.app, h.alice, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(messages.annotate.projectNotFound);
  });

  it('loads 50 steps x 5 annotations x 5 tools in one statement, the ownership check included', async () => {
    const user = await createCreator(h.ctx.app, 'reader');
    const counting = countingDb(h.ctx.databaseUrl);
    try {
      const queriesFor = async (steps: number, size: number) => {
        const projectId = await aProjectOf(h.ctx.db, user, { videos: 2 });
        const payload = aPayload(user, projectId, {
          steps,
          annotations: size,
          tools: size,
          materials: size,
          files: size,
        });
        const { finalizeInputSchema } = await import('@stepwise/contracts');
        await finalizeProject(h.ctx.db, identity(user), finalizeInputSchema.parse(payload));
        counting.counter.statements = 0;
        const list = await listSteps(counting.db, identity(user), projectId);
        return { list, queries: counting.counter.statements };
      };
      const one = await queriesFor(1, 1);
      const fifty = await queriesFor(50, 5);
      expect(fifty.list).toHaveLength(50);
      expect(fifty.list.every((s) => s.annotations.length === 5 && s.tools.length === 5)).toBe(
        true,
      );
      expect(fifty.queries).toBe(one.queries);
      expect(one.queries).toBe(1);
    } finally {
      await counting.close();
    }
  });
});

describe('steps.list over tRPC', () => {
  it('lists the owner’s steps and refuses another creator', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    expect((await finalize(h.ctx.app, h.alice, aPayload(h.alice, projectId))).statusCode).toBe(200);
    const ok = await trpcCall(h.ctx.app, h.alice, 'steps.list', { project_id: projectId }, 'query');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data.map((s: Step) => s.name)).toEqual(['Step 1', 'Step 2']);

    const denied = await trpcCall(
      h.ctx.app,
      h.bob,
      'steps.list',
      { project_id: projectId },
      'query',
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(messages.annotate.accessDenied);
  });
});
