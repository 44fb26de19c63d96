/**
 * `pnpm bench guides` (issue #19): finding guides among 10,000 published projects, through the
 * production build of the API (`GET /api/guides`, PostgreSQL full-text search over names,
 * descriptions, tags and step names), at 20 concurrent searches; then the printable PDF of a
 * 50-step guide with 100 frames (scripts/bench/guides-pdf.bench.ts, time and memory).
 * Started by scripts/bench.mjs, which provides the API (BENCH_API_URL), its database
 * (BENCH_DATABASE_URL) and the Auth emulator. Target: p99 < 100 ms on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signUpUser } from '../../test/support/identity';
import { measureHttp } from './measure';

const API = process.env.BENCH_API_URL as string;
const DATABASE_URL = process.env.BENCH_DATABASE_URL as string;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROJECTS = Number(process.env.BENCH_GUIDES ?? 10_000);
const CONNECTIONS = 20;
const STEPS_PER_PROJECT = 4;

/** Words the seeded names are made of: some common to many projects, some to few. */
const THINGS = ['shelf', 'bench', 'planter', 'lamp', 'bike', 'faucet', 'drawer', 'fence', 'quilt'];
const ACTIONS = ['Build', 'Repair', 'Paint', 'Restore', 'Install', 'Sew', 'Wire', 'Clean'];
const STEP_WORDS = ['sand', 'glue', 'clamp', 'drill', 'measure', 'solder', 'stitch', 'varnish'];
const TAGS = ['DIY', 'Woodworking', 'Electronics', 'Gardening', 'Home Repair'];

async function seed(uid: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `insert into projects (firebase_uid, name, description, tags, is_published, created_at)
       select $1,
         ($2::text[])[1 + i % array_length($2::text[], 1)] || ' a ' ||
           ($3::text[])[1 + (i / 7) % array_length($3::text[], 1)] || ' ' || i,
         'A guide, number ' || i || ', for a weekend with simple tools.',
         array[($4::text[])[1 + i % array_length($4::text[], 1)]],
         true,
         now() - (i || ' minutes')::interval
       from generate_series(1, $5::int) as i`,
      [uid, ACTIONS, THINGS, TAGS, PROJECTS],
    );
    await client.query(
      `insert into steps (project_id, step_order, name, description, video_start_time_ms,
         video_end_time_ms, is_finalized)
       select p.project_id, s,
         initcap(($1::text[])[1 + (s + abs(hashtext(p.name))) % array_length($1::text[], 1)]) ||
           ' the parts',
         'Do it slowly.', s * 10000, s * 10000 + 9000, true
       from projects p cross join generate_series(0, $2::int - 1) as s
       where p.firebase_uid = $3`,
      [STEP_WORDS, STEPS_PER_PROJECT, uid],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function main() {
  const user = await signUpUser('guides-bench');
  const register = await fetch(`${API}/api/users/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench Creator',
      email: user.email,
      firebase_uid: user.uid,
      is_creator: true,
    }),
  });
  if (!register.ok) throw new Error(`sign-up sync: ${register.status} ${await register.text()}`);
  const seeding = performance.now();
  await seed(user.uid);
  console.log(
    `${PROJECTS} published projects with ${STEPS_PER_PROJECT} steps each seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const reader = await signUpUser('guides-reader');
  const headers = { authorization: `Bearer ${reader.idToken}` };
  const cases: [label: string, query: string][] = [
    ['newest first (no search)', ''],
    ['tag filter', 'tag=Electronics'],
    ['common word (name)', 'q=bench'],
    ['word of step names', 'q=solder'],
    ['two words', 'q=repair%20lamp'],
    ['no match', 'q=zeppelin'],
  ];
  const rows = [];
  for (const [label, query] of cases) {
    const url = `${API}/api/guides${query ? `?${query}` : ''}`;
    const probe = await fetch(url, { headers });
    const body = (await probe.json()) as { guides?: unknown[] };
    if (!probe.ok) throw new Error(`${label}: ${probe.status} ${JSON.stringify(body)}`);
    const m = await measureHttp({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
    rows.push({
      search: label,
      'first page': body.guides?.length ?? 0,
      'req/s': Math.round(m.rate),
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      errors: m.errors,
      'p99 < 100 ms': m.p99 < 100 ? 'yes' : 'NO',
    });
  }
  console.log(
    `\nGET /api/guides over ${PROJECTS} published projects, ${CONNECTIONS} concurrent searches for ${SECONDS} s each (${process.env.BENCH_DB_LABEL ?? 'database'})`,
  );
  console.table(rows);

  // The printable guide: rendered directly (no HTTP), its own table.
  const pdfBench = fileURLToPath(new URL('./guides-pdf.bench.ts', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', pdfBench], { stdio: 'inherit' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
