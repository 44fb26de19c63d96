import { finalizeInputSchema, messages } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { aPayload, aProjectOf, finalize, getSteps, tableCounts } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';

/**
 * Finalize replaces a project's steps all or nothing. The second payload below passes its schema
 * (every entry of its last step is a different tool as far as the payload can tell) but breaks a
 * database rule in its LAST step: `{ tool_id }` of the repository's "Item tool 0" and a typed-in
 * "Item tool 0" resolve to the same name + specification, which the unique index
 * `step_tools_step_name_specification_key` refuses. By then the old steps are deleted, new steps,
 * annotations and repository items are inserted: all of it must be rolled back.
 */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let maker: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  maker = await createCreator(ctx.app, 'atomic');
});
afterAll(() => ctx?.close());

async function snapshot(projectId: string) {
  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(maker) }).then((res) => res.json());
  const project = await ctx.db
    .selectFrom('projects')
    .select(['thumbnail_path', 'thumbnail_url', 'updated_at'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return {
    steps: (await getSteps(ctx.app, maker, projectId)).json(),
    buyList: await get(`/api/projects/${projectId}/buy_list`),
    tools: await get(`/api/users/${maker.uid}/tools`),
    materials: await get(`/api/users/${maker.uid}/materials`),
    counts: await tableCounts(ctx.db, maker.uid, projectId),
    project,
  };
}

describe('finalize is all or nothing', () => {
  it('a database rule broken by the last step leaves the old steps, buy list, thumbnail and repository intact', async () => {
    const projectId = await aProjectOf(ctx.db, maker, { videos: 1 });
    const first = aPayload(maker, projectId, { steps: 2, annotations: 2, tools: 2, materials: 1 });
    expect((await finalize(ctx.app, maker, first)).statusCode).toBe(200);
    const before = await snapshot(projectId);
    const existingTool = before.tools.find((t: { name: string }) => t.name === 'Item tool 0');
    expect(existingTool).toBeDefined();

    const second = aPayload(maker, projectId, {
      steps: 3,
      annotations: 4,
      tools: 2,
      materials: 2,
      itemPrefix: 'Brand new',
    });
    const last = second.steps[2];
    if (!last) throw new Error('three steps expected');
    const breaking = {
      ...second,
      buy_list: [{ name: 'Sandpaper', quantity: 4 }],
      thumbnail_path: `users/${maker.uid}/${projectId}/thumbnails/other.jpg`,
      steps: [
        ...second.steps.slice(0, 2),
        {
          ...last,
          tools: [
            { quantity: 1, tool: { name: 'Item tool 0', specification: null } },
            { quantity: 2, tool_id: existingTool.tool_id },
          ],
        },
      ],
    };
    // The schema cannot see the clash: only the database can, once the id is resolved.
    expect(finalizeInputSchema.safeParse(breaking).success).toBe(true);

    const res = await finalize(ctx.app, maker, breaking);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: `Step 3: ${messages.repository.duplicateTool}` });

    const after = await snapshot(projectId);
    expect(after).toEqual(before);
    expect(after.tools.some((t: { name: string }) => t.name.startsWith('Brand new'))).toBe(false);
    expect(after.steps.map((s: { name: string }) => s.name)).toEqual(['Step 1', 'Step 2']);
  });

  it('the same project can be finalized again right after a refused payload (no lock is left behind)', async () => {
    const projectId = await aProjectOf(ctx.db, maker);
    const payload = aPayload(maker, projectId, { steps: 1, tools: 1 });
    expect((await finalize(ctx.app, maker, payload)).statusCode).toBe(200);
    const step = payload.steps[0];
    if (!step) throw new Error('one step expected');
    const tools: Array<{ tool_id: string; name: string }> = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/users/${maker.uid}/tools`,
        headers: bearer(maker),
      })
    ).json();
    const same = tools.find((tool) => tool.name === step.tools[0]?.tool.name);
    const refused = await finalize(ctx.app, maker, {
      ...payload,
      steps: [{ ...step, tools: [...step.tools, { quantity: 1, tool_id: same?.tool_id }] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(`Step 1: ${messages.repository.duplicateTool}`);

    const again = await finalize(ctx.app, maker, payload);
    expect(again.statusCode).toBe(200);
    expect(await tableCounts(ctx.db, maker.uid, projectId)).toMatchObject({
      steps: 1,
      step_tools: 1,
    });
  });
});
