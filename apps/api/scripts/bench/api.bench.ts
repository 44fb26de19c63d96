/**
 * `pnpm bench api`: the API's three heaviest calls against the same work done directly on a `pg`
 * pool, in the same run. Started by scripts/bench.mjs, which provides the production build of the
 * API (BENCH_API_URL), its database (BENCH_DATABASE_URL) and the Auth emulator.
 */
import { type FinalizeInput, finalizeInputSchema } from '@stepwise/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { createDb } from '../../src/db/database';
import { requireOwnedProject } from '../../src/services/access';
import { finalizeProject } from '../../src/services/finalize/finalize.service';
import { listUserProjects } from '../../src/services/projects/read';
import { listSteps } from '../../src/services/steps.service';
import { aPayload } from '../../test/support/finalize';
import { signUpUser, type TestUser } from '../../test/support/identity';
import { type Measurement, measureDirect, measureHttp } from './measure';

const API = process.env.BENCH_API_URL as string;
const DATABASE_URL = process.env.BENCH_DATABASE_URL as string;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function call(
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function seed() {
  const user = await signUpUser('bench');
  await call(user, 'POST', '/api/users/', {
    username: 'Bench Creator',
    email: user.email,
    firebase_uid: user.uid,
    is_creator: true,
  });
  const projectIds: string[] = [];
  for (let i = 0; i < 100; i++) {
    const { project_id } = await call(user, 'POST', '/api/projects/', {
      name: `Project ${i + 1}`,
      description: `A project with a description long enough to look real (${i}).`,
      tags: ['DIY', 'Woodworking'],
      firebase_uid: user.uid,
      UploadVideos: [
        {
          name: 'video.mp4',
          url: `/files/users/${user.uid}/videos/bench-${i}.mp4`,
          path: `users/${user.uid}/videos/bench-${i}.mp4`,
        },
      ],
      frame_url: null,
      ai_breakdown_data: null,
      ShortFormVideo: null,
    });
    projectIds.push(project_id as string);
    if (i % 2 === 0) {
      // Only a project with finished steps can be published.
      await call(user, 'POST', '/api/upload_steps', aPayload(user, project_id as string));
      await call(user, 'POST', `/api/projects/${project_id}/toggle-publication`, {
        firebase_uid: user.uid,
      });
    }
  }
  const [big, finalizeTarget] = projectIds as [string, string];
  await call(
    user,
    'POST',
    '/api/upload_steps',
    aPayload(user, big, { steps: 50, annotations: 5, tools: 5, materials: 5, perStepNames: true }),
  );
  const heavy: FinalizeInput = aPayload(user, finalizeTarget, {
    steps: 100,
    annotations: 10,
    tools: 5,
    materials: 5,
    perStepNames: true,
  });
  return { user, big, finalizeTarget, heavy };
}

/** Records the SQL a service sends, to replay it on a raw pool without Kysely or HTTP. */
async function captureSql(run: (db: Kysely<Database>) => Promise<unknown>) {
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: DATABASE_URL, max: 2 }) }),
    log(event) {
      if (event.level === 'query') {
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    },
  });
  await run(db);
  await db.destroy();
  return captured;
}

function row(name: string, api: Measurement, direct: Measurement, target: string, ok: boolean) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 1) : '-');
  return {
    call: name,
    'API req/s': f(api.rate),
    'API p50 ms': f(api.p50),
    'API p99 ms': f(api.p99),
    'SQL req/s': f(direct.rate),
    'SQL p50 ms': f(direct.p50),
    'SQL p99 ms': f(direct.p99),
    'API/SQL rate': `${((api.rate / direct.rate) * 100).toFixed(0)}%`,
    errors: api.errors + direct.errors,
    target,
    met: ok ? 'yes' : 'NO',
  };
}

async function main() {
  console.log(
    `seeding: 100 projects, one with 50 steps x 5 annotations x 5 tools (${process.env.BENCH_DB_LABEL})`,
  );
  const { user, big, finalizeTarget, heavy } = await seed();
  const actor = { uid: user.uid, email: user.email };
  const headers = { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' };
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  const { db } = createDb(DATABASE_URL, { max: CONNECTIONS });
  const rows = [];

  // 1. GET /api/users/{uid}/projects vs its one query replayed on the pool.
  const listSql = await captureSql((k) => listUserProjects(k, actor, user.uid));
  const listApi = await measureHttp({
    url: `${API}/api/users/${user.uid}/projects`,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const listDirect = await measureDirect({
    concurrency: CONNECTIONS,
    seconds: SECONDS,
    operation: () => Promise.all(listSql.map((q) => pool.query(q.sql, q.parameters as unknown[]))),
  });
  rows.push(
    row(
      'GET /api/users/{uid}/projects',
      listApi,
      listDirect,
      '>= 50% of SQL rate',
      listApi.rate >= 0.5 * listDirect.rate,
    ),
  );

  // 2. GET /api/projects/{id}/steps vs its queries (the ownership check, then six in parallel).
  const stepsSql = await captureSql(async (k) => {
    await requireOwnedProject(k, actor, big);
    await listSteps(k, actor, big);
  });
  const [ownership, ...children] = stepsSql.slice(1);
  const stepsApi = await measureHttp({
    url: `${API}/api/projects/${big}/steps`,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const stepsDirect = await measureDirect({
    concurrency: CONNECTIONS,
    seconds: SECONDS,
    operation: async () => {
      if (ownership) await pool.query(ownership.sql, ownership.parameters as unknown[]);
      await Promise.all(children.map((q) => pool.query(q.sql, q.parameters as unknown[])));
    },
  });
  rows.push(
    row(
      'GET /api/projects/{id}/steps',
      stepsApi,
      stepsDirect,
      '>= 50% of SQL rate',
      stepsApi.rate >= 0.5 * stepsDirect.rate,
    ),
  );

  // 3. POST /api/upload_steps (100 steps x 10 annotations x 5 tools/materials), one at a time,
  //    vs the same transaction run by the service on the pool (its statements need the ids
  //    they generate, so they cannot be replayed verbatim).
  const body = JSON.stringify(heavy);
  const finalizeApi = await measureHttp({
    url: `${API}/api/upload_steps`,
    method: 'POST',
    headers,
    body,
    connections: 1,
    seconds: SECONDS,
  });
  const parsed = finalizeInputSchema.parse(heavy);
  const finalizeDirect = await measureDirect({
    concurrency: 1,
    seconds: SECONDS,
    operation: () => finalizeProject(db, actor, parsed),
  });
  rows.push(
    row(
      'POST /api/upload_steps (100x10x5)',
      finalizeApi,
      finalizeDirect,
      'p50 <= 250 ms',
      finalizeApi.p50 <= 250,
    ),
  );
  void finalizeTarget;

  console.log(
    `\n${SECONDS} s per measurement, ${CONNECTIONS} connections for reads, 1 for finalize`,
  );
  console.table(rows);
  await pool.end();
  await db.destroy();
  const failed = rows.filter((r) => r.met !== 'yes' || r.errors > 0);
  if (failed.length) {
    console.error(`targets missed: ${failed.map((r) => r.call).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
