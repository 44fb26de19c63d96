import type { CallKind, Recorder } from './recorder';

/** A signed-in creator as the load sees them: the verified token names them on every call. */
export interface SignedIn {
  uid: string;
  email: string;
  idToken: string;
}

/** A request that gets no answer in this time counts as an error (and frees its creator). */
const REQUEST_TIMEOUT_MS = 30_000;

type Answer = { ok: true; body: unknown } | { ok: false; status: number; detail: string };

interface TrpcItem {
  result?: { data: unknown };
  error?: { message?: string; data?: { httpStatus?: number; detail?: string } };
}

function detailOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { detail?: unknown };
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 200);
}

/**
 * Timed calls on the API, as the web app makes them: the spec's REST paths, and tRPC through
 * `httpBatchLink`'s wire format (`/trpc/a,b?batch=1`). Node's `fetch` keeps connections alive
 * and opens as many as there are requests in flight. Each request's latency (until its whole body
 * has arrived) and outcome go to the recorder; a non-2xx answer, a failed item of a tRPC batch or
 * a network error is recorded as an error and the call returns null, so a creator goes on.
 */
export class LoadClient {
  constructor(
    private readonly api: string,
    private readonly recorder: Recorder,
  ) {}

  private async send(
    kind: CallKind,
    user: SignedIn,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const started = performance.now();
    let answer: Answer;
    try {
      const res = await fetch(`${this.api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${user.idToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      answer = res.ok
        ? { ok: true, body: text === '' ? null : JSON.parse(text) }
        : { ok: false, status: res.status, detail: detailOf(text) };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      answer = {
        ok: false,
        status: 0,
        detail: `${(error as Error).message}${cause ? ` (${cause})` : ''}`,
      };
    }
    const ms = performance.now() - started;
    this.recorder.record(kind, started, ms, answer.ok ? undefined : answer);
    return answer;
  }

  /** A REST call; its parsed JSON reply, or null when it failed. */
  async rest<T>(kind: CallKind, user: SignedIn, method: string, path: string, body?: unknown) {
    const answer = await this.send(kind, user, method, `/api${path}`, body);
    return answer.ok ? (answer.body as T) : null;
  }

  /** tRPC queries batched in one GET, as the web app's link sends them; their results in order. */
  async queries<T extends unknown[]>(
    kind: CallKind,
    user: SignedIn,
    calls: { procedure: string; input: unknown }[],
  ): Promise<T | null> {
    const input = Object.fromEntries(calls.map((call, i) => [i, call.input]));
    const path = `/trpc/${calls.map((call) => call.procedure).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.batchResults<T>(kind, await this.send(kind, user, 'GET', path));
  }

  /** One tRPC mutation (a batch of one, as the web app's link sends it); its result. */
  async mutation<T>(kind: CallKind, user: SignedIn, procedure: string, input: unknown) {
    const answer = await this.send(kind, user, 'POST', `/trpc/${procedure}?batch=1`, { 0: input });
    const results = await this.batchResults<[T]>(kind, answer);
    return results ? results[0] : null;
  }

  /**
   * A batch answered 200 has only results; one with a failed item (207 or the item's status) was
   * already recorded as an error by `send` when its status was not 2xx. A 207 is 2xx, so its
   * failed items are recorded here (without a second latency sample).
   */
  private batchResults<T extends unknown[]>(kind: CallKind, answer: Answer): T | null {
    if (!answer.ok) return null;
    const items = answer.body as TrpcItem[];
    const failed = items.find((item) => item.error);
    if (failed?.error) {
      this.recorder.recordError(kind, {
        status: failed.error.data?.httpStatus ?? 0,
        detail: failed.error.data?.detail ?? failed.error.message ?? 'tRPC error',
      });
      return null;
    }
    return items.map((item) => item.result?.data) as T;
  }
}
