import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { arbitraryFor, type JsonSchema, mutatedArbitrary } from './support/fuzz/schema-arbitrary';
import { bearer, createCreator, type TestUser } from './support/identity';

/**
 * Property-based fuzzing of every REST path in the OpenAPI document (which is generated from the
 * same zod schemas the routes validate with): valid and mutated params, queries and bodies, with
 * and without a token, as the owner and as another creator. Whatever arrives: never a 5xx.
 */

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query?: JsonSchema;
  body?: JsonSchema;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const MIN_REQUESTS = 2_000;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let owner: TestUser;
let other: TestUser;
let ownProject: string;
let othersProject: string;
let operations: Operation[];

function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const query: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        required: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      };
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.keys(query.properties ?? {}).length ? query : undefined,
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

function pathValue(name: string): fc.Arbitrary<string> {
  const junk = fc.oneof(fc.string({ maxLength: 40 }), fc.constant('..%2F..'), fc.constant('0'));
  if (/uid/i.test(name)) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant(owner.uid) },
      { weight: 2, arbitrary: fc.constant(other.uid) },
      { weight: 1, arbitrary: junk },
    );
  }
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(ownProject) },
    { weight: 2, arbitrary: fc.constant(othersProject) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: junk },
  );
}

function requestArbitrary(op: Operation) {
  const params = fc.record(Object.fromEntries(op.pathParams.map((n) => [n, pathValue(n)])));
  const query = op.query
    ? fc.oneof(arbitraryFor(op.query), mutatedArbitrary(op.query))
    : fc.constant(undefined);
  const body = op.body
    ? fc.oneof(
        { weight: 5, arbitrary: arbitraryFor(op.body) },
        { weight: 4, arbitrary: mutatedArbitrary(op.body) },
        { weight: 1, arbitrary: fc.constantFrom('{"unterminated": ', 'not json', '[[[[', '') },
      )
    : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined });
  const who = fc.constantFrom('owner', 'owner', 'owner', 'owner', 'other', 'nobody');
  return fc.record({ params, query, body, who });
}

function urlFor(op: Operation, params: Record<string, string>, query: unknown): string {
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const s = search.toString();
    if (s) url += `?${s}`;
  }
  return url;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createCreator(ctx.app, 'fuzz-owner');
  other = await createCreator(ctx.app, 'fuzz-other');
  const insert = (uid: string) =>
    ctx.db
      .insertInto('projects')
      .values({ firebase_uid: uid, name: 'Fuzzed project' })
      .returning('project_id')
      .executeTakeFirstOrThrow();
  ownProject = (await insert(owner.uid)).project_id;
  othersProject = (await insert(other.uid)).project_id;
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  operations = operationsOf(doc);
}, 120_000);
afterAll(() => ctx?.close());

describe('fuzzing every REST path', () => {
  it(`answers every valid or mutated request without a 5xx (at least ${MIN_REQUESTS} requests)`, async () => {
    expect(operations.length).toBeGreaterThan(0);
    const runsPerOperation = Math.ceil(MIN_REQUESTS / operations.length);
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async ({ params, query, body, who }) => {
          const headers: Record<string, string> =
            who === 'nobody' ? {} : bearer(who === 'owner' ? owner : other);
          const raw = typeof body === 'string' && op.body !== undefined;
          if (body !== undefined) headers['content-type'] = 'application/json';
          const res = await ctx.app.inject({
            method: op.method as 'GET',
            url: urlFor(op, params, query),
            headers,
            ...(body === undefined
              ? {}
              : { payload: raw ? (body as string) : JSON.stringify(body) }),
          });
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            throw new Error(`${op.method} ${op.path} answered ${res.statusCode}: ${res.body}`);
          }
          if (res.statusCode >= 400) {
            const detail = (res.json() as { detail?: unknown }).detail;
            if (!detail)
              throw new Error(`${op.method} ${op.path} ${res.statusCode} without a detail`);
          }
        }),
        { numRuns: runsPerOperation, seed: 20261122, endOnFailure: false },
      );
    }
    console.log(
      `fuzz: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 600_000);
});
