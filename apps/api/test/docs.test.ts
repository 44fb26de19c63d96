import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

/** Spec section 7's calls (under /api), plus the writes that let the profile lists exist. */
const SPEC_CALLS = [
  'post /api/users/',
  'get /api/users/{uid}',
  'get /api/users/{uid}/projects',
  'get /api/users/{uid}/tools',
  'post /api/users/{uid}/tools',
  'patch /api/users/{uid}/tools/{tool_id}',
  'delete /api/users/{uid}/tools/{tool_id}',
  'get /api/users/{uid}/materials',
  'post /api/users/{uid}/materials',
  'patch /api/users/{uid}/materials/{material_id}',
  'delete /api/users/{uid}/materials/{material_id}',
  'get /api/users/{uid}/liked_projects',
  'get /api/users/{uid}/saved_projects',
  'get /api/users/{uid}/comments',
  'get /api/users/{uid}/search_history',
  'post /api/users/{uid}/search_history',
  'post /api/projects/',
  'get /api/projects/{projectId}',
  'delete /api/projects/{projectId}',
  'get /api/projects/{projectId}/steps',
  'get /api/projects/{projectId}/files',
  'post /api/projects/{projectId}/toggle-publication',
  'patch /api/projects/{projectId}/thumbnail',
  'get /api/projects/{projectId}/buy_list',
  'patch /api/projects/{projectId}/buy_list',
  'delete /api/projects/{projectId}/buy_list',
  'post /api/upload_steps',
];

describe('OpenAPI at /api/docs', () => {
  it('is public and lists every REST path of the spec', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m} ${path}`),
      ),
    );
    const missing = SPEC_CALLS.filter((call) => !listed.has(call));
    expect(missing).toEqual([]);
  });

  it('serves a browsable page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
