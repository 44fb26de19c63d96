import type { Step } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { finalizeProject } from '../src/services/finalize/finalize.service';
import { useTwoCreators } from './support/creators';
import {
  aPayload,
  aProjectOf,
  aStep,
  countingDb,
  finalize,
  getSteps,
  identity,
  tableCounts,
  togglePublication,
  trpcCall,
} from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';
import { createLearner } from './support/learning';

const h = useTwoCreators();

/** What a step looks like without the ids the server gives it. */
function content(steps: Step[]) {
  return steps.map(({ id, project_id, annotations, ...step }) => ({
    ...step,
    annotations: annotations.map(({ annotation_id, ...annotation }) => annotation),
    supplementary_files: step.supplementary_files.map(({ id: fileId, ...file }) => file),
  }));
}

async function repositoryOf(user: TestUser, kind: 'tools' | 'materials') {
  const res = await h.ctx.app.inject({
    method: 'GET',
    url: `/api/users/${user.uid}/${kind}`,
    headers: bearer(user),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<
    { name: string; specification: string | null } & Record<string, string>
  >;
}

describe('POST /api/upload_steps: round trip', () => {
  it('stores what was sent; GET steps returns it, geometry in fractions, items linked to the repository', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const payload = aPayload(h.alice, projectId, {
      steps: 3,
      annotations: 2,
      tools: 2,
      materials: 1,
    });
    const res = await finalize(h.ctx.app, h.alice, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Project "Birdhouse" finalized with 3 steps.',
      project_id: projectId,
      step_count: 3,
    });

    const got = await getSteps(h.ctx.app, h.alice, projectId, `?firebase_uid=${h.alice.uid}`);
    expect(got.statusCode).toBe(200);
    const steps = got.json() as Step[];
    expect(steps).toHaveLength(3);

    const tools = await repositoryOf(h.alice, 'tools');
    const materials = await repositoryOf(h.alice, 'materials');
    expect(tools.map((t) => [t.name, t.specification]).sort()).toEqual([
      ['Item tool 0', null],
      ['Item tool 1', '10 mm'],
    ]);
    expect(materials.map((m) => m.name)).toEqual(['Item material 0']);
    const toolId = (name: string) => tools.find((t) => t.name === name)?.tool_id;

    steps.forEach((step, i) => {
      const sent = payload.steps[i];
      if (!sent) throw new Error('missing step');
      expect(step.project_id).toBe(projectId);
      expect(step).toMatchObject({
        name: sent.name,
        description: sent.description,
        video_start_time_ms: sent.video_start_time_ms,
        video_end_time_ms: sent.video_end_time_ms,
        cautionary_notes: sent.cautionary_notes,
        best_practice_notes: sent.best_practice_notes,
        associated_video_index: sent.associated_video_index,
        associated_video_path: sent.associated_video_path,
        step_order: i,
        validation_metric: sent.validation_metric,
        result_image_url: sent.result_image_url,
        result_image_path: sent.result_image_path,
        is_finalized: true,
        is_ai_generated: i === 0,
        regenerated_at: null,
        main_video_file: {
          file_key: `users/${h.alice.uid}/videos/video-${i % 2}.mp4`,
          original_filename: `video-${i % 2}.mp4`,
          file_url: `/files/users/${h.alice.uid}/videos/video-${i % 2}.mp4`,
        },
      });
      expect(step.annotations).toEqual(
        sent.annotations.map((a) => ({
          annotation_id: expect.any(String),
          component_name: a.component_name,
          frame_timestamp_ms: a.frame_timestamp_ms,
          annotation_type: a.annotation_type,
          frame_image_path: a.frame_image_path,
          frame_image_file: {
            file_key: a.frame_image_path,
            file_url: `/files/${a.frame_image_path}`,
          },
          geometry: a.data,
          color: a.color ?? 'yellow',
        })),
      );
      expect(step.tools).toEqual(
        sent.tools.map((t) => ({
          quantity: t.quantity,
          tool: {
            tool_id: toolId(t.tool.name),
            name: t.tool.name,
            specification: t.tool.specification,
            purchase_link: t.tool.purchase_link,
            image_file: t.tool.image_file,
            image_url: t.tool.image_file.file_url,
            image_path: t.tool.image_file.file_key,
          },
        })),
      );
      expect(step.materials).toEqual([
        {
          quantity: 3,
          material: {
            material_id: materials[0]?.material_id,
            name: 'Item material 0',
            specification: 'pine',
            purchase_link: null,
            image_file: null,
            image_url: null,
            image_path: null,
          },
        },
      ]);
      expect(step.supplementary_files).toEqual(
        sent.supplementary_files.map((f) => ({ id: expect.any(String), ...f })),
      );
    });

    const buyList = await h.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/buy_list?firebase_uid=${h.alice.uid}`,
      headers: bearer(h.alice),
    });
    expect(buyList.json()).toMatchObject([
      { name: 'Wood glue', specification: '250 ml', quantity: 3 },
    ]);
    const project = await h.ctx.db
      .selectFrom('projects')
      .select(['thumbnail_path', 'thumbnail_url'])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project.thumbnail_path).toBe(payload.thumbnail_path);
    expect(project.thumbnail_url).toBe(`/files/${payload.thumbnail_path}`);
  });

  it('is idempotent: the same payload twice gives the same rows and no duplicate repository items', async () => {
    const user = await createCreator(h.ctx.app, 'twice');
    const projectId = await aProjectOf(h.ctx.db, user, { videos: 1 });
    const payload = aPayload(user, projectId, { steps: 4, annotations: 3, tools: 3, materials: 2 });

    expect((await finalize(h.ctx.app, user, payload)).statusCode).toBe(200);
    const first = (await getSteps(h.ctx.app, user, projectId)).json() as Step[];
    const countsAfterFirst = await tableCounts(h.ctx.db, user.uid, projectId);
    const toolsAfterFirst = await repositoryOf(user, 'tools');

    expect((await finalize(h.ctx.app, user, payload)).statusCode).toBe(200);
    const second = (await getSteps(h.ctx.app, user, projectId)).json() as Step[];
    expect(await tableCounts(h.ctx.db, user.uid, projectId)).toEqual(countsAfterFirst);
    expect(await repositoryOf(user, 'tools')).toEqual(toolsAfterFirst);
    expect(content(second)).toEqual(content(first));
    expect(countsAfterFirst).toMatchObject({
      steps: 4,
      annotations: 12,
      step_tools: 12,
      step_materials: 8,
      tools: 3,
      materials: 2,
      buy_list: 1,
    });
  });

  it('keeps the id of every step sent with its stored id, and a learner’s progress on it', async () => {
    const user = await createCreator(h.ctx.app, 'keeper');
    const learner = await createLearner(h.ctx.app, 'keeperlearner');
    const projectId = await aProjectOf(h.ctx.db, user, { videos: 1 });
    const payload = aPayload(user, projectId, { steps: 3, annotations: 2, tools: 1, materials: 1 });
    expect((await finalize(h.ctx.app, user, payload)).statusCode).toBe(200);
    const [one, two, three] = (await getSteps(h.ctx.app, user, projectId)).json() as Step[];
    const publish = await togglePublication(h.ctx.app, user, projectId);
    expect(publish.statusCode, publish.body).toBe(200);
    const progress = await h.ctx.app.inject({
      method: 'PUT',
      url: `/api/guides/${projectId}/progress`,
      headers: bearer(learner),
      payload: { current_step_id: three!.id, done_step_ids: [one!.id, two!.id] },
    });
    expect(progress.statusCode, progress.body).toBe(200);

    // Another project's step: its id sent here must not reach it.
    const otherProject = await aProjectOf(h.ctx.db, user, { videos: 1 });
    expect((await finalize(h.ctx.app, user, aPayload(user, otherProject))).statusCode).toBe(200);
    const [foreign] = (await getSteps(h.ctx.app, user, otherProject)).json() as Step[];

    // The creator fixes step 3's name, drops step 2, puts step 3 first and adds a new step.
    const [first, , third] = payload.steps;
    const again = {
      ...payload,
      steps: [
        { ...third!, step_id: three!.id, name: 'Step 3, fixed', step_order: 0 },
        { ...first!, step_id: one!.id, step_order: 1 },
        { ...aStep(user.uid, projectId, 3), step_id: foreign!.id, step_order: 2 },
      ],
    };
    const res = await finalize(h.ctx.app, user, again);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await getSteps(h.ctx.app, user, projectId)).json() as Step[];
    expect(after.map((step) => [step.id, step.name])).toEqual([
      [three!.id, 'Step 3, fixed'],
      [one!.id, 'Step 1'],
      [
        expect.not.stringMatching(
          new RegExp(`^(${[one, two, three, foreign].map((s) => s!.id).join('|')})$`),
        ),
        'Step 4',
      ],
    ]);
    // What a kept step owns is written again whole, not added to.
    expect(after[0]!.annotations).toHaveLength(2);
    expect(after[0]!.tools).toHaveLength(1);
    expect(
      ((await getSteps(h.ctx.app, user, otherProject)).json() as Step[]).map((step) => step.id),
    ).toContain(foreign!.id);
    const kept = await h.ctx.app.inject({
      method: 'GET',
      url: `/api/guides/${projectId}/progress`,
      headers: bearer(learner),
    });
    expect(kept.json()).toMatchObject({ current_step_id: three!.id, done_step_ids: [one!.id] });
  });

  it('two concurrent finalizes of different projects create each repository item once', async () => {
    const user = await createCreator(h.ctx.app, 'racer');
    const [p1, p2] = await Promise.all([aProjectOf(h.ctx.db, user), aProjectOf(h.ctx.db, user)]);
    const shape = { steps: 3, tools: 3, materials: 2, itemPrefix: 'Shared' };
    const replies = await Promise.all([
      finalize(h.ctx.app, user, aPayload(user, p1, shape)),
      finalize(h.ctx.app, user, aPayload(user, p2, shape)),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await repositoryOf(user, 'tools')).length).toBe(3);
    expect((await repositoryOf(user, 'materials')).length).toBe(2);
  });

  it('finds repository items case-insensitively, links by id, copies an id-only item, and fills a missing link', async () => {
    const user = await createCreator(h.ctx.app, 'linker');
    const projectId = await aProjectOf(h.ctx.db, user);
    const created = await h.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.uid}/tools`,
      headers: bearer(user),
      payload: { name: 'Drill', specification: '18V', purchase_link: null, image_path: null },
    });
    expect(created.statusCode).toBe(201);
    const drillId = created.json().tool_id as string;
    const payload = aPayload(user, projectId, { steps: 2, tools: 0, materials: 0 });
    const [first, second] = payload.steps;
    if (!first || !second) throw new Error('two steps expected');
    const withTools = {
      ...payload,
      steps: [
        {
          ...first,
          tools: [
            {
              quantity: 1,
              tool: { name: ' DRILL ', specification: '18v', purchase_link: 'https://d.example' },
            },
          ],
        },
        { ...second, tools: [{ quantity: 4, tool_id: drillId }] },
      ],
    };
    const res = await finalize(h.ctx.app, user, withTools);
    expect(res.statusCode).toBe(200);
    const steps = (await getSteps(h.ctx.app, user, projectId)).json() as Step[];
    expect(steps[0]?.tools[0]?.tool).toMatchObject({ tool_id: drillId, name: 'DRILL' });
    expect(steps[1]?.tools[0]).toMatchObject({
      quantity: 4,
      tool: { tool_id: drillId, name: 'Drill', specification: '18V' },
    });
    const tools = await repositoryOf(user, 'tools');
    expect(tools).toHaveLength(1);
    expect(tools[0]?.purchase_link).toBe('https://d.example');
  });

  it('adds every step item to the buy list with auto_generate_buy_list, merged', async () => {
    const user = await createCreator(h.ctx.app, 'auto');
    const projectId = await aProjectOf(h.ctx.db, user);
    const payload = {
      ...aPayload(user, projectId, { steps: 2, tools: 1, materials: 1 }),
      buy_list: [{ name: 'item TOOL 0', quantity: 5 }],
      auto_generate_buy_list: true,
    };
    expect((await finalize(h.ctx.app, user, payload)).statusCode).toBe(200);
    const list = (
      await h.ctx.app.inject({
        method: 'GET',
        url: `/api/projects/${projectId}/buy_list`,
        headers: bearer(user),
      })
    ).json();
    expect(list.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ['item TOOL 0', 7],
      ['Item material 0', 6],
    ]);
    expect(list[1]).toMatchObject({ source_type: 'repository', source_id: expect.any(String) });
  });
});

describe('finalize.submit over tRPC', () => {
  it('finalizes through the same service and refuses another user_id', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.bob);
    const ok = await trpcCall(
      h.ctx.app,
      h.bob,
      'finalize.submit',
      aPayload(h.bob, projectId),
      'mutation',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data).toMatchObject({ project_id: projectId, step_count: 2 });
    const list = await trpcCall(h.ctx.app, h.bob, 'steps.list', { project_id: projectId }, 'query');
    expect(list.json().result.data).toHaveLength(2);

    const forbidden = await trpcCall(
      h.ctx.app,
      h.bob,
      'finalize.submit',
      aPayload(h.alice, projectId),
      'mutation',
    );
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('finalize at scale', () => {
  it('uses the same number of statements for 2 steps as for 100 steps x 10 annotations x 5 items', async () => {
    const user = await createCreator(h.ctx.app, 'scale');
    const counting = countingDb(h.ctx.databaseUrl);
    try {
      const statements = async (steps: number, annotations: number, items: number) => {
        const projectId = await aProjectOf(h.ctx.db, user);
        const payload = aPayload(user, projectId, {
          steps,
          annotations,
          tools: items,
          materials: items,
          perStepNames: true,
          itemPrefix: `P${steps}`,
        });
        const { finalizeInputSchema } = await import('@stepwise/contracts');
        const data = finalizeInputSchema.parse(payload);
        counting.counter.statements = 0;
        const started = performance.now();
        await finalizeProject(counting.db, identity(user), data);
        const ms = performance.now() - started;
        return { count: counting.counter.statements, ms };
      };
      const small = await statements(2, 1, 1);
      const large = await statements(100, 10, 5);
      expect(large.count).toBe(small.count);
      expect(large.ms).toBeLessThan(5_000);
    } finally {
      await counting.close();
    }
  });
});
