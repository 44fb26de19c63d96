/** What the fake api answers for one procedure: data, or a tRPC error with this HTTP status. */
export type FakeAnswer = { data: unknown } | { fail: number; detail?: string };

export interface FakeCall {
  path: string;
  input: unknown;
}

/**
 * A stand-in for the api's tRPC batch endpoint (`/trpc/a,b?batch=1`), answering each procedure
 * by its path. `answer` may be a function to answer by input; every call is recorded in `calls`.
 */
export function fakeTrpc(
  answers: Record<string, FakeAnswer | ((input: unknown) => FakeAnswer)>,
  calls: FakeCall[] = [],
): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const raw = init?.method === 'POST' ? String(init.body ?? '{}') : url.searchParams.get('input');
    const inputs = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const results = paths.map((path, index) => {
      const callInput = inputs[String(index)];
      calls.push({ path, input: callInput });
      const entry = answers[path];
      const answer = typeof entry === 'function' ? entry(callInput) : (entry ?? { fail: 404 });
      if ('data' in answer) return { result: { data: answer.data } };
      const detail = answer.detail ?? `${path} failed`;
      return {
        error: {
          message: detail,
          code: -32603,
          data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: answer.fail, path, detail },
        },
      };
    });
    return new Response(JSON.stringify(results), {
      status: results.some((result) => 'error' in result) ? 207 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
