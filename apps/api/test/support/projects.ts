import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp } from './app';
import { bearer, createCreator, type TestUser } from './identity';

/**
 * The projects tests' shared set-up: one app, two creators (alice and bob), and small helpers for
 * REST and tRPC calls. Call `useProjectsHarness()` at the top of a test file.
 */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function useProjectsHarness() {
  const h = {
    ctx: undefined as unknown as Awaited<ReturnType<typeof buildTestApp>>,
    alice: undefined as unknown as TestUser,
    bob: undefined as unknown as TestUser,
  };
  beforeAll(async () => {
    h.ctx = await buildTestApp();
    h.alice = await createCreator(h.ctx.app, 'alice');
    h.bob = await createCreator(h.ctx.app, 'bob');
  });
  afterAll(() => h.ctx?.close());

  function call(user: TestUser | null, method: Method, url: string, payload?: unknown) {
    return h.ctx.app.inject({
      method,
      url,
      headers: user ? bearer(user) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  function trpc(user: TestUser, procedure: string, input: unknown, kind: 'query' | 'mutation') {
    return kind === 'query'
      ? h.ctx.app.inject({
          method: 'GET',
          url: `/trpc/projects.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: bearer(user),
        })
      : h.ctx.app.inject({
          method: 'POST',
          url: `/trpc/projects.${procedure}`,
          headers: { ...bearer(user), 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        });
  }

  const video = (user: TestUser, name: string) => ({
    name,
    url: `/files/users/${user.uid}/videos/${name}`,
    path: `users/${user.uid}/videos/${name}`,
    mime_type: 'video/mp4',
    file_size_bytes: 1234,
  });

  function projectPayload(user: TestUser, overrides: Record<string, unknown> = {}) {
    return {
      name: 'Birdhouse',
      description: 'Build a birdhouse.',
      tags: ['Woodworking', 'DIY'],
      firebase_uid: user.uid,
      UploadVideos: [video(user, 'a.mp4'), video(user, 'b.mp4')],
      frame_url: null,
      ai_breakdown_data: null,
      ShortFormVideo: null,
      ...overrides,
    };
  }

  async function createProject(user: TestUser, overrides: Record<string, unknown> = {}) {
    const res = await call(user, 'POST', '/api/projects/', projectPayload(user, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().project_id as string;
  }

  const projectCount = async (uid: string) =>
    (
      await h.ctx.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('firebase_uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).n;

  return { h, call, trpc, video, projectPayload, createProject, projectCount };
}
