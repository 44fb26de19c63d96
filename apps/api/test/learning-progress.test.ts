import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import type { TestUser } from './support/identity';
import { aGuide, createLearner, learningCall, restCall } from './support/learning';
import { MISSING_ID } from './support/projects';

// alice creates guides; carol (a standard account) learns from them.
const h = useTwoCreators();
let carolUser: TestUser | undefined;
async function carol(): Promise<TestUser> {
  carolUser ??= await createLearner(h.ctx.app, 'carol');
  return carolUser;
}

describe('progress', () => {
  it('starts empty, round-trips, and resumes where the learner stopped (REST and tRPC)', async () => {
    const learner = await carol();
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const [s1, s2, s3] = stepIds as [string, string, string];

    const empty = await restCall(h.ctx, learner, 'GET', `/guides/${projectId}/progress`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      project_id: projectId,
      current_step_id: null,
      done_step_ids: [],
      answers: [],
      updated_at: null,
      completed: false,
    });

    const saved = await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
      current_step_id: s2,
      done_step_ids: [s1, s1],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      current_step_id: s2,
      done_step_ids: [s1],
      completed: false,
    });
    expect(saved.json().updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Another device: the same learner reads the same place, through tRPC.
    const resumed = await learningCall(
      h.ctx,
      learner,
      'progress',
      { project_id: projectId },
      'query',
    );
    expect(resumed.status).toBe(200);
    expect(resumed.data).toMatchObject({ current_step_id: s2, done_step_ids: [s1] });

    // A field left out is kept; done steps come back in step order.
    const moved = await learningCall(
      h.ctx,
      learner,
      'saveProgress',
      { project_id: projectId, done_step_ids: [s3, s1] },
      'mutation',
    );
    expect(moved.data).toMatchObject({ current_step_id: s2, done_step_ids: [s1, s3] });

    // Every step done: completed; one undone: not any more.
    const all = await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
      done_step_ids: [s2, s3, s1],
      current_step_id: s3,
    });
    expect(all.json()).toMatchObject({ done_step_ids: [s1, s2, s3], completed: true });
    const undone = await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
      done_step_ids: [s1, s2],
    });
    expect(undone.json()).toMatchObject({ done_step_ids: [s1, s2], completed: false });

    // null clears the position.
    const cleared = await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
      current_step_id: null,
    });
    expect(cleared.json()).toMatchObject({ current_step_id: null, done_step_ids: [s1, s2] });

    // Progress is per learner: bob has none.
    const other = await restCall(h.ctx, h.bob, 'GET', `/guides/${projectId}/progress`);
    expect(other.json()).toMatchObject({ current_step_id: null, done_step_ids: [] });
  });

  it('refuses step ids of another guide, unknown or malformed ones, and keeps what was saved', async () => {
    const learner = await carol();
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const other = await aGuide(h.ctx, h.alice);
    await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
      current_step_id: stepIds[0],
      done_step_ids: [stepIds[0]],
    });

    const foreign = other.stepIds[1] as string;
    const cases: [object, string][] = [
      [{ current_step_id: foreign }, `Step ${foreign} is not a step of this guide.`],
      [{ done_step_ids: [stepIds[1], foreign] }, `Step ${foreign} is not a step of this guide.`],
      [{ done_step_ids: [MISSING_ID] }, `Step ${MISSING_ID} is not a step of this guide.`],
      [{ current_step_id: 'step-1' }, 'Invalid step ID format.'],
      [{ done_step_ids: 'all' }, 'done_step_ids must be a list of step ids.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    const trpc = await learningCall(
      h.ctx,
      learner,
      'saveProgress',
      { project_id: projectId, current_step_id: foreign },
      'mutation',
    );
    expect(trpc.status).toBe(400);
    expect(trpc.message).toContain('is not a step of this guide');

    const kept = await restCall(h.ctx, learner, 'GET', `/guides/${projectId}/progress`);
    expect(kept.json()).toMatchObject({
      current_step_id: stepIds[0],
      done_step_ids: [stepIds[0]],
    });
  });
});

describe('answers to validation questions', () => {
  it('are checked forgivingly, recorded right and wrong, and the expected answer revealed', async () => {
    const learner = await carol();
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const [s1, s2] = stepIds as [string, string];
    const answer = (stepId: string, text: string) =>
      restCall(h.ctx, learner, 'POST', `/guides/${projectId}/steps/${stepId}/answer`, {
        answer: text,
      });

    const wrong = await answer(s1, 'three');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ step_id: s1, correct: false, expected_answer: '2' });
    const right = await answer(s1, ' Two ');
    expect(right.json()).toMatchObject({ correct: true, expected_answer: '2' });
    const typo = await learningCall(
      h.ctx,
      learner,
      'checkAnswer',
      { step_id: s2, answer: 'philips-head' },
      'mutation',
    );
    expect(typo.data).toMatchObject({
      step_id: s2,
      correct: true,
      expected_answer: 'Phillips head',
    });

    const rows = await h.ctx.db
      .selectFrom('guide_answers')
      .select(['step_id', 'answer', 'correct'])
      .where('firebase_uid', '=', learner.uid)
      .where('project_id', '=', projectId)
      .orderBy('answered_at')
      .execute();
    expect(rows).toEqual([
      { step_id: s1, answer: 'three', correct: false },
      { step_id: s1, answer: 'Two', correct: true },
      { step_id: s2, answer: 'philips-head', correct: true },
    ]);

    // The progress lists the latest answer per step, in step order.
    const progress = await restCall(h.ctx, learner, 'GET', `/guides/${projectId}/progress`);
    expect(progress.json().answers).toMatchObject([
      { step_id: s1, answer: 'Two', correct: true, expected_answer: '2' },
      { step_id: s2, answer: 'philips-head', correct: true, expected_answer: 'Phillips head' },
    ]);
  });

  it('refuses blank, too long, a step without a question, and a step of another guide', async () => {
    const learner = await carol();
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const other = await aGuide(h.ctx, h.alice);
    const post = (stepId: string, body: object) =>
      restCall(h.ctx, learner, 'POST', `/guides/${projectId}/steps/${stepId}/answer`, body);

    const cases: [string, object, number, string][] = [
      [stepIds[0] as string, { answer: '   ' }, 400, 'Type an answer before checking it.'],
      [stepIds[0] as string, { answer: 'x'.repeat(1001) }, 400, 'at most 1,000 characters'],
      [stepIds[0] as string, {}, 400, 'An answer is required.'],
      [stepIds[2] as string, { answer: 'done' }, 400, 'no validation question'],
      [other.stepIds[0] as string, { answer: '2' }, 404, 'Step not found.'],
      [MISSING_ID, { answer: '2' }, 404, 'Step not found.'],
      ['step-1', { answer: '2' }, 400, 'Invalid step ID format.'],
    ];
    for (const [stepId, body, status, detail] of cases) {
      const res = await post(stepId, body);
      expect(res.statusCode, `${stepId} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
      expect(res.json().detail).toContain(detail);
    }
    const count = await h.ctx.db
      .selectFrom('guide_answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('stops recording after 100 answers to one question, with a detail', async () => {
    const learner = await createLearner(h.ctx.app, 'gina');
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const step = stepIds[0] as string;
    await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {});
    await h.ctx.db
      .insertInto('guide_answers')
      .values(
        Array.from({ length: 100 }, () => ({
          firebase_uid: learner.uid,
          project_id: projectId,
          step_id: step,
          answer: 'no idea',
          correct: false,
        })),
      )
      .execute();
    const res = await restCall(
      h.ctx,
      learner,
      'POST',
      `/guides/${projectId}/steps/${step}/answer`,
      {
        answer: '2',
      },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toContain('100 answers');
    // Another question still takes answers.
    const other = await restCall(
      h.ctx,
      learner,
      'POST',
      `/guides/${projectId}/steps/${stepIds[1]}/answer`,
      { answer: 'phillips head' },
    );
    expect(other.json()).toMatchObject({ correct: true });
  });
});

describe('a draft of another user', () => {
  it('is refused everywhere as not found; the owner may use their own draft', async () => {
    const learner = await carol();
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice, { published: false });
    const step = stepIds[0] as string;
    const calls = [
      restCall(h.ctx, learner, 'GET', `/guides/${projectId}/progress`),
      restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, { current_step_id: step }),
      restCall(h.ctx, learner, 'POST', `/guides/${projectId}/steps/${step}/answer`, {
        answer: '2',
      }),
      // Nothing about its steps is revealed, not even that an id is malformed.
      restCall(h.ctx, learner, 'POST', `/guides/${projectId}/steps/not-a-step/answer`, {
        answer: '2',
      }),
      restCall(h.ctx, learner, 'GET', `/projects/${projectId}/comments`),
      restCall(h.ctx, learner, 'POST', `/projects/${projectId}/comments`, { comment_text: 'Hi' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().detail).toBe(messages.annotate.projectNotFound);
    }
    const trpc = await learningCall(
      h.ctx,
      learner,
      'checkAnswer',
      { step_id: step, answer: '2' },
      'mutation',
    );
    expect(trpc.status).toBe(404);
    const insights = await restCall(h.ctx, learner, 'GET', `/projects/${projectId}/insights`);
    expect(insights.statusCode).toBe(403);

    const own = await restCall(h.ctx, h.alice, 'PUT', `/guides/${projectId}/progress`, {
      current_step_id: step,
    });
    expect(own.statusCode).toBe(200);
    const rows = await h.ctx.db
      .selectFrom('guide_progress')
      .select('firebase_uid')
      .where('project_id', '=', projectId)
      .execute();
    expect(rows).toEqual([{ firebase_uid: h.alice.uid }]);
  });

  it('answers a malformed project id with the spec text', async () => {
    const res = await restCall(h.ctx, await carol(), 'GET', '/guides/not-a-uuid/progress');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(messages.annotate.invalidProjectId);
  });
});

describe('stored progress', () => {
  it('takes simultaneous writes of one learner (two devices) without an error', async () => {
    const learner = await createLearner(h.ctx.app, 'frank');
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const writes = stepIds.map((stepId, i) =>
      restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
        current_step_id: stepId,
        done_step_ids: stepIds.slice(0, i),
      }),
    );
    const replies = await Promise.all(writes);
    expect(replies.map((res) => res.statusCode)).toEqual(stepIds.map(() => 200));
    const final = (await restCall(h.ctx, learner, 'GET', `/guides/${projectId}/progress`)).json();
    const i = stepIds.indexOf(final.current_step_id);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(final.done_step_ids).toEqual(stepIds.slice(0, i));
  });

  it('follows deletions: a step, the learner, the project', async () => {
    const learner = await createLearner(h.ctx.app, 'dave');
    const { projectId, stepIds } = await aGuide(h.ctx, h.alice);
    const [s1, s2] = stepIds as [string, string];
    await restCall(h.ctx, learner, 'POST', `/guides/${projectId}/steps/${s2}/answer`, {
      answer: 'flat',
    });
    await restCall(h.ctx, learner, 'PUT', `/guides/${projectId}/progress`, {
      current_step_id: s2,
      done_step_ids: [s1, s2],
    });

    // The creator removes step 2: its done mark and answers go, the position is cleared.
    await h.ctx.db.deleteFrom('steps').where('step_id', '=', s2).execute();
    const after = await restCall(h.ctx, learner, 'GET', `/guides/${projectId}/progress`);
    expect(after.json()).toMatchObject({
      current_step_id: null,
      done_step_ids: [s1],
      answers: [],
      completed: false,
    });

    const rowsOf = async (table: 'guide_progress' | 'guide_step_done' | 'guide_answers') =>
      (
        await h.ctx.db
          .selectFrom(table)
          .select('firebase_uid')
          .where('project_id', '=', projectId)
          .execute()
      ).length;
    expect(await rowsOf('guide_progress')).toBe(1);
    await h.ctx.db.deleteFrom('users').where('firebase_uid', '=', learner.uid).execute();
    expect(await rowsOf('guide_progress')).toBe(0);
    expect(await rowsOf('guide_step_done')).toBe(0);

    const carolUser = await carol();
    await restCall(h.ctx, carolUser, 'POST', `/guides/${projectId}/steps/${s1}/answer`, {
      answer: '2',
    });
    await h.ctx.db.deleteFrom('projects').where('project_id', '=', projectId).execute();
    expect(await rowsOf('guide_progress')).toBe(0);
    expect(await rowsOf('guide_answers')).toBe(0);
  });
});
