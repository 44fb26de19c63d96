import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, createCreator, type TestUser } from './support/identity';
import { listen } from './support/uploads';

/**
 * Every 4xx answers `{ detail }`, also the client errors Node's HTTP parser and Fastify answer
 * before any route runs (issue #18): a request line or headers too large (431), a request that is
 * not HTTP (400), a body that is not JSON (400), a body over the limit (413), an address too long
 * for the router (400). Tested over a real socket: `inject` skips Node's parser.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base: URL;
let user: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  base = new URL(await listen(ctx.app));
  user = await createCreator(ctx.app, 'clienterr');
});
afterAll(() => ctx?.close());

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as is on a new connection and reads the reply until the server closes it. */
function rawRequest(request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

function expectDetailOnly(reply: { headers: Record<string, string>; body: string }) {
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['detail']);
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(10);
  return body.detail as string;
}

describe('client errors answered before any route runs', () => {
  it('a tRPC GET whose input makes the address too long: 431 with { detail }', async () => {
    const input = encodeURIComponent(JSON.stringify({ uid: 'x'.repeat(20_000) }));
    const reply = await rawRequest(
      `GET /trpc/users.get?input=${input} HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: ${bearer(user).authorization}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(expectDetailOnly(reply)).toMatch(/too (long|large)/i);
  });

  it('a request that is not HTTP: 400 with { detail }', async () => {
    const reply = await rawRequest('HELLO THERE\r\n\r\n');
    expect(reply.status).toBe(400);
    expectDetailOnly(reply);
  });

  it('a tRPC call with a body over the limit: 413 with { detail }', async () => {
    const res = await fetch(new URL('/trpc/finalize.submit', base), {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ project_name: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    const detail = expectDetailOnly({
      headers: { 'content-type': res.headers.get('content-type') ?? '' },
      body: await res.text(),
    });
    expect(detail).toBe('The request body is too large: at most 10 MB. Send less at once.');
  });

  it('a tRPC batch naming more procedures than the router reads: 414 with { detail }', async () => {
    const path = `/trpc/${'users.get,'.repeat(300)}users.get`;
    const res = await fetch(new URL(path, base), { headers: bearer(user) });
    expect(res.status).toBe(414);
    const detail = expectDetailOnly({
      headers: { 'content-type': res.headers.get('content-type') ?? '' },
      body: await res.text(),
    });
    expect(detail).toMatch(/^The request address is too long: \/trpc\/users\.get,/);
    expect(detail.length).toBeLessThan(300);
  });

  it('a tRPC call whose input is not JSON: a tRPC error whose detail says so', async () => {
    const res = await fetch(new URL('/trpc/finalize.submit', base), {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: '{"project_id": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: { detail: string } } };
    expect(body.error.data.detail).toBe('The request input is not valid JSON.');
    expect(body.error.message).toBe('The request input is not valid JSON.');
  });
});
