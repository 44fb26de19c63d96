import { randomUUID } from 'node:crypto';
import type { TestApp } from './creators';
import { bearer, signUpUser, type TestUser } from './identity';

/** A standard (non-creator) account with its backend record: the typical learner. */
export async function createLearner(app: TestApp['app'], name: string): Promise<TestUser> {
  const user = await signUpUser(name);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/',
    headers: bearer(user),
    payload: { username: name, email: user.email, firebase_uid: user.uid, is_creator: false },
  });
  if (res.statusCode !== 201) throw new Error(`creating the learner record failed: ${res.body}`);
  return user;
}

export interface GuideStepSeed {
  name: string;
  question?: string;
  answer?: string;
}

/** A project with steps, straight in the database; returns its id and its step ids in order. */
export async function aGuide(
  ctx: TestApp,
  owner: TestUser,
  options: { published?: boolean; steps?: GuideStepSeed[]; name?: string } = {},
): Promise<{ projectId: string; stepIds: string[] }> {
  const { project_id } = await ctx.db
    .insertInto('projects')
    .values({
      firebase_uid: owner.uid,
      name: options.name ?? `Guide ${randomUUID().slice(0, 6)}`,
      is_published: options.published ?? true,
    })
    .returning('project_id')
    .executeTakeFirstOrThrow();
  const steps = options.steps ?? [
    { name: 'Cut the boards', question: 'How many boards?', answer: '2' },
    { name: 'Drill the holes', question: 'Which bit?', answer: 'Phillips head' },
    { name: 'Assemble' },
  ];
  const rows = await ctx.db
    .insertInto('steps')
    .values(
      steps.map((step, i) => ({
        project_id,
        step_order: i,
        name: step.name,
        video_start_time_ms: i * 10_000,
        video_end_time_ms: i * 10_000 + 5_000,
        validation_question: step.question ?? null,
        validation_answer: step.answer ?? null,
      })),
    )
    .returning(['step_id', 'step_order'])
    .execute();
  rows.sort((a, b) => a.step_order - b.step_order);
  return { projectId: project_id, stepIds: rows.map((row) => row.step_id) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A REST call under /api as `user` (null: no token). */
export function restCall(
  ctx: TestApp,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** A tRPC call of `learning.<procedure>`; reply `{ status, data, detail }`. */
export async function learningCall(
  ctx: TestApp,
  user: TestUser,
  procedure: string,
  input: unknown,
  kind: 'query' | 'mutation',
) {
  const res =
    kind === 'query'
      ? await ctx.app.inject({
          method: 'GET',
          url: `/trpc/learning.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: bearer(user),
        })
      : await ctx.app.inject({
          method: 'POST',
          url: `/trpc/learning.${procedure}`,
          headers: { ...bearer(user), 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        });
  const body = res.json() as {
    result?: { data: unknown };
    error?: { message: string; data?: { httpStatus?: number } };
  };
  return {
    status: res.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: test replies are read loosely.
    data: body.result?.data as any,
    message: body.error?.message,
  };
}
