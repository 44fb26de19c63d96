/**
 * `pnpm bench load`: 200 simulated creators at human pace against the production build of the
 * API on loopback, with real PostgreSQL and the Auth emulator, for two minutes (BENCH_SECONDS
 * shortens it). Each creator is signed up and has projects before the clock starts; then each
 * thinks 2-6 s between actions drawn from a realistic mix (list, open the editor, save a step,
 * read or change the buy list, now and then finish the project). Prints throughput, p50/p99 per
 * call and the errors; exits 1 when a p99 target is missed or any call failed.
 * Started by scripts/bench.mjs (BENCH_API_URL, BENCH_API_PID, BENCH_DATA_DIR, BENCH_DB_LABEL).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LoadClient } from './load/client';
import { MIX, SimulatedCreator, THINK_MS } from './load/creator';
import { percentile, Recorder } from './load/recorder';
import { prepareCreators } from './load/seed';
import { cpuSeconds, sampleMachineIdle } from './load/system';

const API = process.env.BENCH_API_URL as string;
const API_PID = process.env.BENCH_API_PID;
const DATA_DIR = process.env.BENCH_DATA_DIR;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
/** Where to write every request's start, kind, latency and status as CSV (optional). */
const SAMPLES_FILE = process.env.BENCH_SAMPLES_FILE;
const WINDOW_S = 15;
/** A second in which the machine had at least this much idle CPU had CPU to spare. */
const SPARE_IDLE_PERCENT = 20;
const CREATORS = 200;
const PROJECTS_PER_CREATOR = 4;
/** Seeded projects have 4 to 20 steps. */
const stepsOf = (creator: number, project: number) => 4 + ((creator * 7 + project * 5) % 17);

/** Warnings and errors the API logged (pino JSON lines at level 40 and up). */
function apiLogProblems(): { count: number; first: string[] } {
  const file = DATA_DIR ? join(DATA_DIR, 'logs', 'api.log') : '';
  if (!file || !existsSync(file)) return { count: 0, first: [] };
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /"level":(4|5|6)0/.test(line));
  return { count: lines.length, first: lines.slice(0, 3).map((line) => line.slice(0, 300)) };
}

async function main() {
  const mix = MIX.map((entry) => `${entry.action} ${entry.weight}%`).join(', ');
  console.log(
    `seeding ${CREATORS} creators x ${PROJECTS_PER_CREATOR} projects (4-20 steps) through the API (${process.env.BENCH_DB_LABEL})`,
  );
  const seedStart = performance.now();
  const creators = await prepareCreators(API, {
    count: CREATORS,
    projects: PROJECTS_PER_CREATOR,
    stepsOf,
  });
  console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  console.log(
    `running ${SECONDS} s from ${new Date().toISOString()}: think ${THINK_MS.min / 1000}-${THINK_MS.max / 1000} s between actions; ${mix}`,
  );

  const recorder = new Recorder();
  const client = new LoadClient(API, recorder);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const machine = sampleMachineIdle();
  const cpuBefore = cpuSeconds(API_PID);
  const loadBefore = loadavg()[0] as number;
  const start = performance.now();
  recorder.origin = start;
  const deadline = start + SECONDS * 1000;
  await Promise.all(
    creators.map((creator) => new SimulatedCreator(creator, client, recorder).run(deadline)),
  );
  const elapsed = (performance.now() - start) / 1000;
  loop.disable();
  const cpuAfter = cpuSeconds(API_PID);
  const idle = machine.stop();

  // The machine may be shared: a second with at least SPARE_IDLE_PERCENT idle CPU had CPU to spare.
  const spare = (second: number) => (idle[second] ?? 100) >= SPARE_IDLE_PERCENT;
  const rows = recorder.table(elapsed, spare);
  console.log(`\n${CREATORS} creators, ${elapsed.toFixed(1)} s (${process.env.BENCH_DB_LABEL})`);
  console.table(rows);
  const opens = [...recorder.opens].sort((a, b) => a - b);
  console.log(
    `whole open (3 requests in sequence): ${opens.length} opens, p50 ${percentile(opens, 50).toFixed(1)} ms, p99 ${percentile(opens, 99).toFixed(1)} ms`,
  );
  const windows = recorder.p99ByWindow(WINDOW_S).map((ms) => ms.toFixed(0));
  console.log(`p99 of all calls by ${WINDOW_S} s window: ${windows.join(', ')} ms`);
  if (SAMPLES_FILE) {
    writeFileSync(SAMPLES_FILE, recorder.csv());
    console.log(`every request's latency: ${SAMPLES_FILE}`);
  }
  const apiCpu =
    cpuBefore !== null && cpuAfter !== null
      ? `${(((cpuAfter - cpuBefore) / elapsed) * 100).toFixed(0)}% of a core`
      : 'unknown';
  console.log(
    `API CPU ${apiCpu}; load generator's event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms; load average ${loadBefore.toFixed(2)} -> ${(loadavg()[0] as number).toFixed(2)}`,
  );
  if (idle.length > 0) {
    const average = idle.reduce((a, b) => a + b, 0) / idle.length;
    const saturated = idle.filter((percent) => percent < 5).length;
    const calm = recorder.latencies(null, spare).length;
    console.log(
      `machine CPU idle: average ${average.toFixed(0)}%, under 5% in ${saturated} of ${idle.length} s; ${calm} calls started with >= ${SPARE_IDLE_PERCENT}% idle (the spare-CPU column)`,
    );
  }
  const problems = apiLogProblems();
  if (problems.count > 0) {
    console.log(
      `the API logged ${problems.count} warnings/errors, first:\n${problems.first.join('\n')}`,
    );
  }
  for (const error of recorder.firstErrors()) {
    console.error(
      `error x${error.count}: ${error.kind}: ${error.status || 'network'} ${error.detail}`,
    );
  }
  const failed = rows.filter((row) => row.call !== 'total' && row.met !== 'yes');
  if (failed.length > 0 || recorder.errors > 0) {
    console.error(
      `targets missed: ${failed.map((row) => row.call).join(', ') || 'none'}; errors: ${recorder.errors}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
