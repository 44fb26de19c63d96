import { messages, type Step } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeProject } from '../src/services/finalize/finalize.service';
import { listSteps } from '../src/services/steps.service';
import { buildTestApp } from './support/app';
import {
  aPayload,
  aProjectOf,
  countingDb,
  finalize,
  getSteps,
  identity,
  trpcCall,
} from './support/finalize';
import { createCreator, type TestUser } from './support/identity';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  bob = await createCreator(ctx.app, 'bob');
});
afterAll(() => ctx?.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/projects/{projectId}/steps', () => {
  it('answers an empty list for a project without steps (an incomplete project)', async () => {
    const projectId = await aProjectOf(ctx.db, alice);
    const res = await getSteps(ctx.app, alice, projectId, `?firebase_uid=${alice.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the steps in step_order with the video each belongs to (null when the project has none at that index)', async () => {
    const projectId = await aProjectOf(ctx.db, alice, { videos: 1 });
    const payload = aPayload(alice, projectId, { steps: 3 });
    const orders = [20, 5, 10];
    const steps = payload.steps.map((step, i) => ({ ...step, step_order: orders[i] as number }));
    expect((await finalize(ctx.app, alice, { ...payload, steps })).statusCode).toBe(200);

    const res = await getSteps(ctx.app, alice, projectId);
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
    const projectId = await aProjectOf(ctx.db, alice);

    const malformed = await getSteps(ctx.app, alice, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(messages.annotate.invalidProjectId);

    expect((await getSteps(ctx.app, null, projectId)).statusCode).toBe(401);

    const other = await getSteps(ctx.app, bob, projectId);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(messages.annotate.accessDenied);

    const otherUid = await getSteps(ctx.app, alice, projectId, `?firebase_uid=${bob.uid}`);
    expect(otherUid.statusCode).toBe(403);

    const missing = await getSteps(ctx.app, alice, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(messages.annotate.projectNotFound);
  });

  it('loads 50 steps x 5 annotations x 5 tools with as many queries as 1 step', async () => {
    const user = await createCreator(ctx.app, 'reader');
    const counting = countingDb(ctx.databaseUrl);
    try {
      const queriesFor = async (steps: number, size: number) => {
        const projectId = await aProjectOf(ctx.db, user, { videos: 2 });
        const payload = aPayload(user, projectId, {
          steps,
          annotations: size,
          tools: size,
          materials: size,
          files: size,
        });
        const { finalizeInputSchema } = await import('@stepwise/contracts');
        await finalizeProject(ctx.db, identity(user), finalizeInputSchema.parse(payload));
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
      expect(one.queries).toBeLessThanOrEqual(7);
    } finally {
      await counting.close();
    }
  });
});

describe('steps.list over tRPC', () => {
  it('lists the owner’s steps and refuses another creator', async () => {
    const projectId = await aProjectOf(ctx.db, alice);
    expect((await finalize(ctx.app, alice, aPayload(alice, projectId))).statusCode).toBe(200);
    const ok = await trpcCall(ctx.app, alice, 'steps.list', { project_id: projectId }, 'query');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data.map((s: Step) => s.name)).toEqual(['Step 1', 'Step 2']);

    const denied = await trpcCall(ctx.app, bob, 'steps.list', { project_id: projectId }, 'query');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(messages.annotate.accessDenied);
  });
});
