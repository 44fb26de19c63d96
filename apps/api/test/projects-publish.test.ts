import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { aPayload, finalize } from './support/finalize';
import type { TestUser } from './support/identity';
import { useProjectsHarness } from './support/projects';

const { h, call, trpc, createProject } = useProjectsHarness();

/** The caller's project lists, as ids. */
async function lists(user: TestUser) {
  const body = (await call(user, 'GET', `/api/users/${user.uid}/projects`)).json() as Record<
    'published' | 'unpublished',
    { project_id: string }[]
  >;
  return {
    published: body.published.map((p) => p.project_id),
    unpublished: body.unpublished.map((p) => p.project_id),
  };
}

async function finishSteps(user: TestUser, projectId: string) {
  const res = await finalize(h.ctx.app, user, aPayload(user, projectId, { steps: 1 }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('publishing needs finished steps (issue #18)', () => {
  it('refuses to publish a project without steps, over REST, with a detail that says why', async () => {
    const id = await createProject(h.alice, { name: 'No steps yet' });
    const res = await call(h.alice, 'POST', `/api/projects/${id}/toggle-publication`, {
      firebase_uid: h.alice.uid,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: messages.myProjects.publishNeedsSteps });
    expect(await lists(h.alice)).toMatchObject({ published: [] });
    expect((await lists(h.alice)).unpublished).toContain(id);
  });

  it('refuses it over tRPC too, with the same text', async () => {
    const id = await createProject(h.alice, { name: 'Still empty' });
    const res = await trpc(h.alice, 'togglePublication', { project_id: id }, 'mutation');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.myProjects.publishNeedsSteps);
    expect(res.json().error.data.code).toBe('CONFLICT');
    expect((await lists(h.alice)).published).not.toContain(id);
  });

  it('tells on each card how many finished steps it has, so the page can say why before asking', async () => {
    const id = await createProject(h.alice, { name: 'Counted' });
    const count = async () => {
      const body = (await call(h.alice, 'GET', `/api/users/${h.alice.uid}/projects`)).json() as {
        unpublished: { project_id: string; finished_step_count: number }[];
      };
      return body.unpublished.find((p) => p.project_id === id)?.finished_step_count;
    };
    expect(await count()).toBe(0);
    await finishSteps(h.alice, id);
    expect(await count()).toBe(1);
  });

  it('publishes once the project has finished steps, and unpublishes whatever its steps', async () => {
    const id = await createProject(h.bob, { name: 'Finished' });
    await finishSteps(h.bob, id);
    const url = `/api/projects/${id}/toggle-publication`;
    const on = await call(h.bob, 'POST', url, { firebase_uid: h.bob.uid });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ message: messages.myProjects.published, is_published: true });
    expect((await lists(h.bob)).published).toContain(id);

    // A published project that lost its steps behind the app's back can still be taken down.
    await h.ctx.db.deleteFrom('steps').where('project_id', '=', id).execute();
    const off = await trpc(h.bob, 'togglePublication', { project_id: id }, 'mutation');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result.data).toEqual({
      message: messages.myProjects.unpublished,
      is_published: false,
    });
    expect((await lists(h.bob)).unpublished).toContain(id);
  });
});
