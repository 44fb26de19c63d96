import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Measurement {
  rate: number;
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

/** HTTP load with autocannon on loopback: requests per second and latency percentiles (ms). */
export async function measureHttp(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * The same shape of load without HTTP: `concurrency` workers calling `operation` back to back
 * for `seconds`, timing each call.
 */
export async function measureDirect(options: {
  operation: () => Promise<unknown>;
  concurrency: number;
  seconds: number;
}): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await options.operation();
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
    errors,
  };
}

/** Seconds of CPU a process has used so far, user and system apart (Linux /proc). */
export interface CpuTimes {
  user: number;
  sys: number;
}

let clockTicks: number | undefined;

export function cpuTimesOf(pid: string): CpuTimes {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name in parentheses: state is the 3rd field, utime the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / clockTicks, sys: Number(fields[12]) / clockTicks };
}

/** `measure` with the CPU seconds process `pid` spent meanwhile (null without a pid). */
export async function withCpuOf<T>(
  pid: string | undefined,
  measure: () => Promise<T>,
): Promise<{ result: T; cpu: CpuTimes | null }> {
  const before = pid ? cpuTimesOf(pid) : null;
  const result = await measure();
  if (!pid || !before) return { result, cpu: null };
  const after = cpuTimesOf(pid);
  return { result, cpu: { user: after.user - before.user, sys: after.sys - before.sys } };
}

export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
