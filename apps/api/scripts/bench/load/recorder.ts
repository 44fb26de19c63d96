/**
 * What `pnpm bench load` measured: every request's latency and outcome by call kind, the first
 * distinct errors, and the table it prints.
 */

/** The HTTP requests the simulated creators make, one row of the table each. */
export const CALL_KINDS = [
  'list projects',
  'open: project',
  'open: steps + videos',
  'open: draft',
  'save step (draft)',
  'buy-list read',
  'buy-list update',
  'finalize',
] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** p99 targets (ms): the 150 ms for reads and 400 ms for finalize. */
const READ_P99_MS = 150;
const FINALIZE_P99_MS = 400;

/**
 * The issue names targets for reads and finalize only; the two small interactive writes (an
 * autosave, a buy-list change) are held to the read target, since the creator waits on them just
 * as much.
 */
export const P99_TARGET_MS: Record<CallKind, number> = {
  'list projects': READ_P99_MS,
  'open: project': READ_P99_MS,
  'open: steps + videos': READ_P99_MS,
  'open: draft': READ_P99_MS,
  'save step (draft)': READ_P99_MS,
  'buy-list read': READ_P99_MS,
  'buy-list update': READ_P99_MS,
  finalize: FINALIZE_P99_MS,
};

export interface CallError {
  kind: CallKind;
  /** The HTTP status, or 0 for a network error. */
  status: number;
  detail: string;
}

const ERRORS_KEPT = 5;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

interface Sample {
  /** When the request started, in ms from the run's start. */
  at: number;
  kind: CallKind;
  ms: number;
  status: number;
}

/** Latencies and errors of one run, by call kind. */
export class Recorder {
  /** Every request in order. */
  private readonly samples: Sample[] = [];
  private readonly errorCounts = new Map<CallKind, number>(CALL_KINDS.map((k) => [k, 0]));
  private readonly distinct = new Map<string, CallError & { count: number }>();
  /** Whole opens (three requests in sequence), as the creator waits for the editor. */
  readonly opens: number[] = [];
  /** The moment the run started (performance.now()); sample times are counted from it. */
  origin = performance.now();

  /** Every request, answered or failed, counts with its latency. */
  record(kind: CallKind, startedAt: number, ms: number, error?: Omit<CallError, 'kind'>): void {
    this.samples.push({ at: startedAt - this.origin, kind, ms, status: error?.status ?? 200 });
    if (error) this.recordError(kind, error);
  }

  /** An error found in a request already recorded (a failed item of a tRPC batch). */
  recordError(kind: CallKind, error: Omit<CallError, 'kind'>): void {
    this.errorCounts.set(kind, (this.errorCounts.get(kind) ?? 0) + 1);
    const key = `${kind} ${error.status} ${error.detail}`;
    const seen = this.distinct.get(key);
    if (seen) seen.count += 1;
    else if (this.distinct.size < 50) this.distinct.set(key, { kind, ...error, count: 1 });
  }

  get errors(): number {
    return [...this.errorCounts.values()].reduce((a, b) => a + b, 0);
  }

  /** The first few distinct errors (kind, status, detail), with how often each happened. */
  firstErrors(): (CallError & { count: number })[] {
    return [...this.distinct.values()].slice(0, ERRORS_KEPT);
  }

  /** Latencies of the requests of `kind` (all kinds when null) started in a second `second` accepts. */
  latencies(kind: CallKind | null, second: (index: number) => boolean = () => true): number[] {
    return this.samples
      .filter((s) => (kind === null || s.kind === kind) && second(Math.floor(s.at / 1000)))
      .map((s) => s.ms);
  }

  /** p99 of all requests started in each `windowS`-second window of the run. */
  p99ByWindow(windowS: number): number[] {
    const windows = new Map<number, number[]>();
    for (const sample of this.samples) {
      const index = Math.max(0, Math.floor(sample.at / 1000 / windowS));
      const window = windows.get(index) ?? [];
      window.push(sample.ms);
      windows.set(index, window);
    }
    const last = Math.max(-1, ...windows.keys());
    return Array.from({ length: last + 1 }, (_, i) =>
      percentile(sortedCopy(windows.get(i) ?? []), 99),
    );
  }

  /** The samples as CSV (start ms, kind, latency ms, status), for a closer look at a run. */
  csv(): string {
    const lines = this.samples.map(
      (s) => `${s.at.toFixed(1)},${s.kind},${s.ms.toFixed(2)},${s.status}`,
    );
    return `at_ms,kind,latency_ms,status\n${lines.join('\n')}\n`;
  }

  /**
   * One row per call kind and a total row; `met` compares p99 with the kind's target. The
   * 'p99 spare-CPU' column is the p99 of the calls started in the seconds `spare` accepts (the
   * machine had idle CPU), for a run on a machine shared with other work; it decides nothing.
   */
  table(seconds: number, spare: (second: number) => boolean) {
    const ms = (n: number) => (Number.isFinite(n) ? Number(n.toFixed(n >= 100 ? 0 : 1)) : '-');
    const row = (kind: CallKind | null, errors: number, target: string, met: boolean) => {
      const sorted = sortedCopy(this.latencies(kind));
      return {
        call: kind ?? 'total',
        count: sorted.length,
        'req/s': Number((sorted.length / seconds).toFixed(1)),
        'p50 ms': ms(percentile(sorted, 50)),
        'p99 ms': ms(percentile(sorted, 99)),
        'max ms': ms(sorted.at(-1) ?? Number.NaN),
        'p99 spare-CPU ms': ms(percentile(sortedCopy(this.latencies(kind, spare)), 99)),
        errors,
        target,
        met: met ? 'yes' : 'NO',
      };
    };
    const rows = CALL_KINDS.map((kind) => {
      const sorted = sortedCopy(this.latencies(kind));
      const errors = this.errorCounts.get(kind) ?? 0;
      const target = P99_TARGET_MS[kind];
      const met = errors === 0 && sorted.length > 0 && percentile(sorted, 99) < target;
      return row(kind, errors, `p99 < ${target} ms`, met);
    });
    const missed = rows.some((r) => r.met !== 'yes');
    rows.push(row(null, this.errors, 'every row met, 0 errors', !missed && this.errors === 0));
    return rows;
  }
}
