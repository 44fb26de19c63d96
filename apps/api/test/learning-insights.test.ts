import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { aGuide, createLearner, learningCall, restCall } from './support/learning';

// alice owns the guide; bob and carol learn from it.
const h = useTwoCreators();

describe('insights', () => {
  it('count viewers, learners, completions and each step’s funnel, without the owner', async () => {
    const carol = await createLearner(h.ctx.app, 'carol');
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const [s1, s2, s3] = stepIds as [string, string, string];
    const put = (user: typeof carol, body: object) =>
      restCall(h.ctx, user, 'PUT', `/guides/${projectId}/progress`, body);
    const answer = (user: typeof carol, stepId: string, text: string) =>
      restCall(h.ctx, user, 'POST', `/guides/${projectId}/steps/${stepId}/answer`, {
        answer: text,
      });

    // Views as the guide read records them (once per user per day); the owner's own is left out.
    for (const viewer of [h.bob, h.bob, carol, h.alice]) {
      expect((await restCall(h.ctx, viewer, 'GET', `/guides/${projectId}`)).statusCode).toBe(200);
    }

    // bob: finishes every step, answers step 1 wrong then right, step 2 right.
    await answer(h.bob, s1, '3');
    await answer(h.bob, s1, 'two');
    await answer(h.bob, s2, 'phillips head');
    await put(h.bob, { current_step_id: s3, done_step_ids: [s1, s2, s3] });
    // carol: stops at step 2, after a wrong answer to it.
    await put(carol, { current_step_id: s1, done_step_ids: [s1] });
    await answer(carol, s2, 'flat head');
    // eve only opened the guide (the player saves the first step): she reached step 1 but did
    // not start learning.
    const eve = await createLearner(h.ctx.app, 'eve');
    await put(eve, { current_step_id: s1 });
    // alice tries her own guide: none of it counts.
    await put(h.alice, { current_step_id: s3, done_step_ids: [s1, s2, s3] });
    await answer(h.alice, s1, 'nope');

    const res = await restCall(h.ctx, h.alice, 'GET', `/projects/${projectId}/insights`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      project_id: projectId,
      viewers: 2,
      learners_started: 2,
      completions: 1,
      steps: [
        {
          step_id: s1,
          step_order: 0,
          name: 'Cut the boards',
          reached: 3,
          done: 2,
          answered_right: 1,
          answered_wrong: 1,
        },
        {
          step_id: s2,
          step_order: 1,
          name: 'Drill the holes',
          reached: 2,
          done: 1,
          answered_right: 1,
          answered_wrong: 1,
        },
        {
          step_id: s3,
          step_order: 2,
          name: 'Assemble',
          reached: 1,
          done: 1,
          answered_right: 0,
          answered_wrong: 0,
        },
      ],
    });

    const trpc = await learningCall(h.ctx, h.alice, 'insights', { project_id: projectId }, 'query');
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(res.json());
  });

  it('are for the owner only', async () => {
    const { projectId } = await aGuide(h.ctx, h.alice);
    const rest = await restCall(h.ctx, h.bob, 'GET', `/projects/${projectId}/insights`);
    expect(rest.statusCode).toBe(403);
    expect(rest.json().detail).toBe('Only the creator of this project can see its insights.');
    const trpc = await learningCall(h.ctx, h.bob, 'insights', { project_id: projectId }, 'query');
    expect(trpc.status).toBe(403);
    const missing = await restCall(
      h.ctx,
      h.alice,
      'GET',
      '/projects/00000000-0000-4000-8000-000000000000/insights',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the learning calls with their bodies and replies', async () => {
    const res = await h.ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: object }>>;
    };
    const calls: [string, string][] = [
      ['get', '/api/guides/{projectId}/progress'],
      ['put', '/api/guides/{projectId}/progress'],
      ['post', '/api/guides/{projectId}/steps/{stepId}/answer'],
      ['get', '/api/projects/{projectId}/comments'],
      ['post', '/api/projects/{projectId}/comments'],
      ['delete', '/api/comments/{commentId}'],
      ['get', '/api/projects/{projectId}/insights'],
    ];
    for (const [method, path] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain(
        method === 'post' && path.endsWith('comments') ? '201' : '200',
      );
    }
    expect(doc.paths['/api/guides/{projectId}/progress']?.put?.requestBody).toBeDefined();
  });
});
