/**
 * `pnpm bench api`: the API's heaviest calls, the creator's and the learner's, against the same
 * work done directly on a `pg` pool (its statements replayed) or with the service (finalize), in
 * the same run. Each run measures every call once, API then direct; BENCH_RUNS runs (5) of
 * BENCH_SECONDS each (5) are summarised by their medians. Beside every API rate: the API
 * process's own CPU seconds per 1,000 calls, user and system apart (/proc/<pid>/stat), which hold
 * still when the shared machine is busy and the rates do not. Started by scripts/bench.mjs, which
 * provides the production build of the API (BENCH_API_URL, its pid BENCH_API_PID), its database
 * (BENCH_DATABASE_URL) and the Auth emulator. Beside the direct rate: this process's own CPU
 * seconds per 1,000 direct calls (the pool's client side). BENCH_ONLY=<text> keeps the calls whose
 * name contains it (to profile one with BENCH_CPU_PROF); BENCH_CONNECTIONS (10) sets the reads'.
 */
import { type FinalizeInput, finalizeInputSchema, guideListInputSchema } from '@stepwise/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { createDb, SESSION_OPTIONS } from '../../src/db/database';
import { finalizeProject } from '../../src/services/finalize/finalize.service';
import { listGuides } from '../../src/services/guides/list';
import { type GuideFiles, getGuide } from '../../src/services/guides/read';
import { listUserProjects } from '../../src/services/projects/read';
import { listSteps } from '../../src/services/steps.service';
import type { ObjectStore } from '../../src/storage/objects';
import { aPayload } from '../../test/support/finalize';
import { signUpUser, type TestUser } from '../../test/support/identity';
import {
  type CpuTimes,
  type Measurement,
  measureDirect,
  measureHttp,
  median,
  withCpuOf,
} from './measure';

const API = process.env.BENCH_API_URL as string;
const API_PID = process.env.BENCH_API_PID;
const DATABASE_URL = process.env.BENCH_DATABASE_URL as string;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The learner's search: every seeded project is named "Project n". */
const SEARCH = 'project';

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

async function register(user: TestUser, username: string, creator: boolean) {
  await call(user, 'POST', '/api/users/', {
    username,
    email: user.email,
    firebase_uid: user.uid,
    is_creator: creator,
  });
}

async function seed() {
  const user = await signUpUser('bench');
  await register(user, 'Bench Creator', true);
  const learner = await signUpUser('bench-learner');
  await register(learner, 'Bench Learner', false);
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
      // Only a project with finished steps can be published. The third is the learner's guide.
      const shape = i === 2 ? { steps: 10, annotations: 5, tools: 5, materials: 5 } : {};
      await call(user, 'POST', '/api/upload_steps', aPayload(user, project_id as string, shape));
      await call(user, 'POST', `/api/projects/${project_id}/toggle-publication`, {
        firebase_uid: user.uid,
      });
    }
  }
  const [big, finalizeTarget, guide] = projectIds as [string, string, string];
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
  return { user, learner, big, finalizeTarget, guide, heavy };
}

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** Records the SQL a service sends, to replay it on a raw pool without Kysely or HTTP. */
async function captureSql(run: (db: Kysely<Database>) => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
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

/**
 * Replays captured statements as the service sends them: `groups` are the sizes of the steps it
 * takes one after the other, the statements of a step sent at once.
 */
function replay(pool: pg.Pool, statements: Statement[], groups: number[], what: string) {
  const total = groups.reduce((sum, n) => sum + n, 0);
  if (total !== statements.length) {
    throw new Error(`${what} sent ${statements.length} statements, the replay expects ${total}`);
  }
  const steps: Statement[][] = [];
  let at = 0;
  for (const n of groups) {
    steps.push(statements.slice(at, at + n));
    at += n;
  }
  return async () => {
    for (const step of steps) {
      await Promise.all(step.map((q) => pool.query(q.sql, q.parameters as unknown[])));
    }
  };
}

/** Signs like the API without files behind the URLs: only the statements are captured. */
const captureFiles = {
  objects: { downloadUrl: async (path: string) => `/files/${path}` } as unknown as ObjectStore,
  redactedFrames: undefined as unknown as GuideFiles['redactedFrames'],
} satisfies GuideFiles;

interface Case {
  name: string;
  http: { path: string; method?: 'GET' | 'POST'; body?: string; user: TestUser };
  direct: () => Promise<unknown>;
  connections: number;
  target: string;
  met: (summary: Summary) => boolean;
}

interface Run {
  api: Measurement;
  direct: Measurement;
  cpu: CpuTimes | null;
  /** This process's CPU seconds (user + system) during the direct measurement. */
  directCpu: number;
}

interface Summary {
  apiRate: number;
  directRate: number;
  ratio: number;
  ratios: number[];
  apiP50: number;
  apiP99: number;
  directP50: number;
  userPer1k: number;
  sysPer1k: number;
  directPer1k: number;
  errors: number;
}

async function measureCase(c: Case): Promise<Run> {
  const { result: api, cpu } = await withCpuOf(API_PID, () =>
    measureHttp({
      url: `${API}${c.http.path}`,
      method: c.http.method,
      headers: {
        authorization: `Bearer ${c.http.user.idToken}`,
        'content-type': 'application/json',
      },
      body: c.http.body,
      connections: c.connections,
      seconds: SECONDS,
    }),
  );
  const before = process.cpuUsage();
  const direct = await measureDirect({
    concurrency: c.connections,
    seconds: SECONDS,
    operation: c.direct,
  });
  const used = process.cpuUsage(before);
  return { api, direct, cpu, directCpu: (used.user + used.system) / 1e6 };
}

function summarise(runs: Run[]): Summary {
  const per1k = (key: keyof CpuTimes) =>
    median(runs.map((r) => (r.cpu && r.api.count ? (r.cpu[key] / r.api.count) * 1000 : NaN)));
  const ratios = runs.map((r) => r.api.rate / r.direct.rate);
  return {
    apiRate: median(runs.map((r) => r.api.rate)),
    directRate: median(runs.map((r) => r.direct.rate)),
    ratio: median(ratios),
    ratios,
    apiP50: median(runs.map((r) => r.api.p50)),
    apiP99: median(runs.map((r) => r.api.p99)),
    directP50: median(runs.map((r) => r.direct.p50)),
    userPer1k: per1k('user'),
    sysPer1k: per1k('sys'),
    directPer1k: median(
      runs.map((r) => (r.direct.count ? (r.directCpu / r.direct.count) * 1000 : NaN)),
    ),
    errors: runs.reduce((sum, r) => sum + r.api.errors + r.direct.errors, 0),
  };
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 1) : '-');
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;

function row(c: Case, s: Summary) {
  return {
    call: c.name,
    'API req/s': f(s.apiRate),
    'API p50 ms': f(s.apiP50),
    'API p99 ms': f(s.apiP99),
    'API CPU s/1k user': Number.isFinite(s.userPer1k) ? s.userPer1k.toFixed(2) : '-',
    'API CPU s/1k sys': Number.isFinite(s.sysPer1k) ? s.sysPer1k.toFixed(2) : '-',
    'direct req/s': f(s.directRate),
    'direct CPU s/1k': Number.isFinite(s.directPer1k) ? s.directPer1k.toFixed(2) : '-',
    'direct p50 ms': f(s.directP50),
    'API/direct': pct(s.ratio),
    'each run': s.ratios.map(pct).join(' '),
    errors: s.errors,
    target: c.target,
    met: c.met(s) ? 'yes' : 'NO',
  };
}

async function main() {
  console.log(
    `seeding: 100 projects (50 published), one with 50 steps x 5 annotations x 5 tools, a learner (${process.env.BENCH_DB_LABEL})`,
  );
  const { user, learner, big, guide, heavy } = await seed();
  const actor = { uid: user.uid, email: user.email };
  const reader = { uid: learner.uid, email: learner.email };
  // Embedded PGlite serves one connection at a time, as the API's pool of 1 there (bench.mjs).
  const poolSize = process.env.BENCH_DB_LABEL?.includes('PGlite') ? 1 : CONNECTIONS;
  // The direct side's sessions are set up as the API's (no JIT, `SESSION_OPTIONS`).
  const pool = new pg.Pool({
    connectionString: DATABASE_URL,
    max: poolSize,
    options: SESSION_OPTIONS,
  });
  const { db } = createDb(DATABASE_URL, { max: poolSize });
  const searchPath = `/api/guides?q=${SEARCH}`;
  // The learner has opened the guide and searched once today: later reads count no new view
  // and add no search history, the steady state measured.
  await call(learner, 'GET', `/api/guides/${guide}`);
  await call(learner, 'GET', searchPath);
  const searchInput = guideListInputSchema.parse({ q: SEARCH });

  const listSql = await captureSql((k) => listUserProjects(k, actor, user.uid));
  const stepsSql = await captureSql((k) => listSteps(k, actor, big));
  const guideSql = await captureSql((k) => getGuide(k, captureFiles, reader, guide));
  const searchSql = await captureSql((k) =>
    listGuides(k, captureFiles.objects, reader, searchInput),
  );
  const parsed = finalizeInputSchema.parse(heavy);
  const reads = (ratio: number) => ({
    target: `>= ${ratio * 100}% of direct`,
    met: (s: Summary) => s.ratio >= ratio && s.errors === 0,
  });
  const cases: Case[] = [
    {
      name: 'GET /api/users/{uid}/projects',
      http: { path: `/api/users/${user.uid}/projects`, user },
      direct: replay(pool, listSql, [1], 'the projects list'),
      connections: CONNECTIONS,
      ...reads(0.8),
    },
    {
      name: 'GET /api/projects/{id}/steps (50x5x5)',
      http: { path: `/api/projects/${big}/steps`, user },
      // The ownership check and the list, one statement.
      direct: replay(pool, stepsSql, [1], 'the steps list'),
      connections: CONNECTIONS,
      ...reads(0.8),
    },
    {
      name: 'GET /api/guides/{id} (learner, 10x5x5)',
      http: { path: `/api/guides/${guide}`, user: learner },
      // The project, its view, videos, steps and buy list: one statement.
      direct: replay(pool, guideSql, [1], 'the guide'),
      connections: CONNECTIONS,
      target: 'reported',
      met: (s) => s.errors === 0,
    },
    {
      name: `GET /api/guides?q=${SEARCH} (learner)`,
      http: { path: searchPath, user: learner },
      // The page of cards and the search history: one statement.
      direct: replay(pool, searchSql, [1], 'the search'),
      connections: CONNECTIONS,
      target: 'reported',
      met: (s) => s.errors === 0,
    },
    {
      // 100 steps x 10 annotations x 5 tools/materials, one at a time, vs the same transaction
      // run by the service on the pool (its statements need the ids they generate).
      name: 'POST /api/upload_steps (100x10x5)',
      http: { path: '/api/upload_steps', method: 'POST', body: JSON.stringify(heavy), user },
      direct: () => finalizeProject(db, actor, parsed),
      connections: 1,
      target: 'p50 <= 100 ms',
      met: (s) => s.apiP50 <= 100 && s.errors === 0,
    },
  ];

  // BENCH_ONLY=<text>[|<text>...] measures only the calls whose name contains one of them.
  const only = process.env.BENCH_ONLY;
  const chosen = only
    ? cases.filter((c) => only.split('|').some((part) => c.name.includes(part)))
    : cases;
  const runs = new Map<Case, Run[]>(chosen.map((c) => [c, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const c of chosen) runs.get(c)?.push(await measureCase(c));
    console.log(`run ${i + 1} of ${RUNS} done`);
  }
  const rows = chosen.map((c) => row(c, summarise(runs.get(c) ?? [])));
  console.log(
    `\nmedians of ${RUNS} runs of ${SECONDS} s per measurement; ${CONNECTIONS} connections for reads, 1 for finalize; API CPU s per 1,000 calls${API_PID ? '' : ' (no BENCH_API_PID: not measured)'}`,
  );
  console.table(rows);
  await pool.end();
  await db.destroy();
  const failed = rows.filter((r) => r.met !== 'yes');
  if (failed.length) {
    console.error(`targets missed: ${failed.map((r) => r.call).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
