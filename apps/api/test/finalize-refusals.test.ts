import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { aPayload, aProjectOf, finalize, tableCounts } from './support/finalize';
import { bearer } from './support/identity';
import { MISSING_ID } from './support/projects';

const h = useTwoCreators();

describe('POST /api/upload_steps: refusals', () => {
  it('answers 422 with a detail array naming the step missing its name or description (1-based)', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const payload = aPayload(h.alice, projectId, { steps: 3 });
    const steps = payload.steps.map((s, i) => (i === 1 ? { ...s, description: '   ' } : s));
    const res = await finalize(h.ctx.app, h.alice, { ...payload, steps });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'steps', 1, 'description'],
        msg: 'Step 2 is missing required name or description',
      },
    ]);
  });

  it('answers 422 for no steps, a quantity of 0 and a geometry x of 1.5, and writes nothing', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const payload = aPayload(h.alice, projectId, { steps: 1, annotations: 1, tools: 1 });
    const noSteps = await finalize(h.ctx.app, h.alice, { ...payload, steps: [] });
    expect(noSteps.statusCode).toBe(422);
    expect(noSteps.json().detail[0]).toEqual({
      loc: ['body', 'steps'],
      msg: messages.finalize.noSteps,
    });

    const step = payload.steps[0];
    if (!step) throw new Error('one step expected');
    const zero = await finalize(h.ctx.app, h.alice, {
      ...payload,
      steps: [{ ...step, tools: [{ ...step.tools[0], quantity: 0 }] }],
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().detail[0].loc).toEqual(['body', 'steps', 0, 'tools', 0, 'quantity']);

    const annotation = step.annotations[0];
    const outside = await finalize(h.ctx.app, h.alice, {
      ...payload,
      steps: [{ ...step, annotations: [{ ...annotation, data: { ...annotation?.data, x: 1.5 } }] }],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().detail[0].loc).toEqual([
      'body',
      'steps',
      0,
      'annotations',
      0,
      'data',
      'x',
    ]);
    expect(await tableCounts(h.ctx.db, h.alice.uid, projectId)).toMatchObject({
      steps: 0,
      buy_list: 0,
    });
  });

  it('answers 422 for bounds, duplicate step_order, a tool twice in a step and an end before the start', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const payload = aPayload(h.alice, projectId, { steps: 2, tools: 1 });
    const [a, b] = payload.steps;
    if (!a || !b) throw new Error('two steps expected');
    const cases: Array<[unknown, string]> = [
      [{ ...payload, steps: Array.from({ length: 501 }, () => a) }, 'At most 500 steps.'],
      [
        { ...payload, steps: [a, { ...b, step_order: 0 }] },
        'Step 2 has the same step_order as step 1.',
      ],
      [
        { ...payload, steps: [{ ...a, tools: [a.tools[0], { ...a.tools[0], quantity: 9 }] }] },
        messages.repository.duplicateTool,
      ],
      [{ ...payload, steps: [{ ...a, video_end_time_ms: 0 }] }, messages.steps.endAfterStart],
      [
        { ...payload, steps: [{ ...a, name: 'x'.repeat(121) }] },
        'Step name must be at most 120 characters.',
      ],
      [
        {
          ...payload,
          steps: [{ ...a, annotations: Array.from({ length: 101 }, () => a.annotations[0]) }],
        },
        'At most 100 annotations per step.',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await finalize(h.ctx.app, h.alice, body);
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(msg);
    }
  });

  it('answers 400 for malformed JSON and for a repository id that is not the caller’s', async () => {
    const bad = await h.ctx.app.inject({
      method: 'POST',
      url: '/api/upload_steps',
      headers: { ...bearer(h.alice), 'content-type': 'application/json' },
      payload: '{"project_id": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual(expect.any(String));

    const bobsTool = await h.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${h.bob.uid}/tools`,
      headers: bearer(h.bob),
      payload: { name: 'Bob’s saw', specification: null, purchase_link: null, image_path: null },
    });
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const payload = aPayload(h.alice, projectId, { steps: 1 });
    const res = await finalize(h.ctx.app, h.alice, {
      ...payload,
      steps: payload.steps.map((s) => ({
        ...s,
        tools: [{ quantity: 1, tool_id: bobsTool.json().tool_id }],
      })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Step 1: the tool .* is not in your repository\.$/);
  });

  it('answers 401 without a token, 403 for another user_id, another’s project or file, 404 for a missing project', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const payload = aPayload(h.alice, projectId, { steps: 1 });
    expect((await finalize(h.ctx.app, null, payload)).statusCode).toBe(401);

    const asBob = await finalize(h.ctx.app, h.bob, payload);
    expect(asBob.statusCode).toBe(403);
    expect(asBob.json().detail).toBe('You can only access your own account and data.');

    const bobOnAlice = await finalize(h.ctx.app, h.bob, aPayload(h.bob, projectId, { steps: 1 }));
    expect(bobOnAlice.statusCode).toBe(403);
    expect(bobOnAlice.json().detail).toBe(messages.annotate.accessDenied);

    const missing = await finalize(h.ctx.app, h.alice, aPayload(h.alice, MISSING_ID, { steps: 1 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(messages.annotate.projectNotFound);

    const foreignFile = await finalize(h.ctx.app, h.alice, {
      ...payload,
      thumbnail_path: `users/${h.bob.uid}/${projectId}/thumbnails/cover.jpg`,
    });
    expect(foreignFile.statusCode).toBe(403);
    expect(foreignFile.json().detail).toMatch(/^thumbnail_path: access denied/);
    expect(await tableCounts(h.ctx.db, h.alice.uid, projectId)).toMatchObject({ steps: 0 });
  });
});
