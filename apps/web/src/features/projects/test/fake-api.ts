import type { ProjectSummary } from '@stepwise/contracts';

/** What a fake procedure does with its input: a value to answer, or an error to throw. */
export type FakeProcedure = (input: unknown) => unknown;

export class FakeApiError extends Error {
  constructor(
    message: string,
    readonly code: string = 'INTERNAL_SERVER_ERROR',
    readonly httpStatus: number = 500,
  ) {
    super(message);
  }
}

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** Every call as `procedure` names, in order. */
  calls: string[];
  inputs: Array<{ path: string; input: unknown }>;
}

/**
 * A tRPC batch endpoint in memory: `/trpc/a.b,c.d?batch=1` is answered procedure by procedure
 * from `procedures` (an unknown procedure fails). Queries carry their input in the URL, mutations
 * in the body, as `httpBatchLink` sends them.
 */
export function fakeApi(procedures: Record<string, FakeProcedure>): FakeApi {
  const calls: string[] = [];
  const inputs: FakeApi['inputs'] = [];
  const fetch: typeof globalThis.fetch = async (request, init) => {
    const url = new URL(String(request), 'http://app.test');
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const raw = init?.body ? String(init.body) : (url.searchParams.get('input') ?? '{}');
    const batch = JSON.parse(raw) as Record<string, unknown>;
    const answers = await Promise.all(
      paths.map(async (path, index) => {
        calls.push(path);
        const input = batch[String(index)];
        inputs.push({ path, input });
        try {
          const procedure = procedures[path];
          if (!procedure) throw new FakeApiError(`No fake for ${path}`);
          return { result: { data: await procedure(input) } };
        } catch (error) {
          const failure = error instanceof FakeApiError ? error : new FakeApiError(String(error));
          return {
            error: {
              message: failure.message,
              code: -32603,
              data: { code: failure.code, httpStatus: failure.httpStatus, detail: failure.message },
            },
          };
        }
      }),
    );
    const failed = answers.some((answer) => 'error' in answer);
    return new Response(JSON.stringify(answers), {
      status: failed ? 207 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls, inputs };
}

/** Signs any path as `/files/{path}?exp={in an hour}&sig=test`. */
export const signEverything: FakeProcedure = (input) => {
  const { paths } = input as { paths: string[] };
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    urls: Object.fromEntries(paths.map((path) => [path, `/files/${path}?exp=${exp}&sig=test`])),
  };
};

/** True when `src` is `url` as `signEverything` signs it. */
export function isSignedFrom(src: string | null, url: string): boolean {
  if (!src) return false;
  return src.startsWith(`${url}?exp=`) && src.endsWith('&sig=test');
}

export function aProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    project_id: '3f1c0a52-7d4e-4b8a-9a51-2f6f0c1e9b10',
    name: 'Birdhouse',
    description: 'Build a cedar birdhouse in an afternoon.',
    thumbnail_url: null,
    frame_url: null,
    created_at: '2026-11-22T12:00:00.000Z',
    view_count: 1234,
    like_count: 1,
    comment_count: 0,
    finished_step_count: 1,
    ...overrides,
  };
}
