import { stepListSchema, userProjectsResponseSchema } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { aPayload, aProjectOf, finalize, getSteps } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';

/**
 * In production the heaviest reads send the JSON PostgreSQL assembled without passing it through
 * the response schema: prove that text matches the schema on its own.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let projectId: string;
beforeAll(async () => {
  ctx = await buildTestApp({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'false' });
  user = await createCreator(ctx.app, 'json');
  projectId = await aProjectOf(ctx.db, user, { videos: 2 });
  await aProjectOf(ctx.db, user, { name: 'Empty draft' });
  const res = await finalize(
    ctx.app,
    user,
    aPayload(user, projectId, { steps: 3, annotations: 2 }),
  );
  expect(res.statusCode).toBe(200);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/toggle-publication`,
    headers: bearer(user),
    payload: { firebase_uid: user.uid },
  });
});
afterAll(() => ctx?.close());

describe('replies assembled by the database', () => {
  it('GET /api/projects/{id}/steps matches stepListSchema', async () => {
    const res = await getSteps(ctx.app, user, projectId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const parsed = stepListSchema.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    const steps = res.json() as {
      step_order: number;
      annotations: { geometry: { x: number } }[];
    }[];
    expect(steps.map((s) => s.step_order)).toEqual([0, 1, 2]);
    expect(steps[0]?.annotations[0]?.geometry.x).toBe(0.1);
  });

  it('GET /api/users/{uid}/projects matches userProjectsResponseSchema', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.uid}/projects`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(200);
    const parsed = userProjectsResponseSchema.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(res.json().published.map((p: { project_id: string }) => p.project_id)).toEqual([
      projectId,
    ]);
    expect(res.json().unpublished).toHaveLength(1);
    expect(res.json().published[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
