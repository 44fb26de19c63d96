import { createHash, randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { emulatorHost } from './harness';

/** Identity, REST and tRPC calls, and raw tus uploads, as a client on another machine makes them. */

export interface Creator {
  uid: string;
  token: string;
  email: string;
}

/** An identity account in the emulator and its backend user record, made through `apiUrl`. */
export async function createCreator(apiUrl: string, prefix = 'creator'): Promise<Creator> {
  const email = `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
  const res = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Str0ng-pass-system', returnSecureToken: true }),
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const identity = (await res.json()) as { localId: string; idToken: string };
  const creator = { uid: identity.localId, token: identity.idToken, email };
  const user = await call(apiUrl, creator, 'POST', '/api/users/', {
    username: prefix,
    email,
    firebase_uid: creator.uid,
    is_creator: true,
  });
  expect(user.status, user.text).toBe(201);
  return creator;
}

export interface Reply {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body the test reads field by field
  json: any;
  ms: number;
}

/** One JSON call as `who`; never throws for an HTTP status (a network failure does throw). */
export async function call(
  baseUrl: string,
  who: Creator,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<Reply> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the test sees `text`
  }
  return { status: res.status, text, json, ms: Date.now() - started };
}

/** A tRPC query (GET) or mutation (POST) without batching. */
export function trpc(
  baseUrl: string,
  who: Creator,
  kind: 'query' | 'mutation',
  procedure: string,
  input: unknown,
): Promise<Reply> {
  return kind === 'query'
    ? call(
        baseUrl,
        who,
        'GET',
        `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
      )
    : call(baseUrl, who, 'POST', `/trpc/${procedure}`, input);
}

// tus uploads (raw protocol: POST creates, HEAD tells the offset, PATCH appends).

const TUS = { 'tus-resumable': '1.0.0' };

function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/** Creates an upload; answers its URL path (`/uploads/{id}`) and storage path. */
export async function createUpload(
  baseUrl: string,
  who: Creator,
  size: number,
  metadata: Record<string, string>,
): Promise<{ location: string; path: string }> {
  const res = await fetch(`${baseUrl}/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      authorization: `Bearer ${who.token}`,
      'upload-length': String(size),
      'upload-metadata': tusMetadata(metadata),
    },
  });
  expect(res.status, await res.text()).toBe(201);
  const location = new URL(res.headers.get('location') ?? '', baseUrl).pathname;
  const id = location.slice(location.lastIndexOf('/') + 1);
  return { location, path: Buffer.from(id, 'base64url').toString('utf8') };
}

export async function uploadOffset(baseUrl: string, who: Creator, location: string) {
  const res = await fetch(`${baseUrl}${location}`, {
    method: 'HEAD',
    headers: { ...TUS, authorization: `Bearer ${who.token}` },
  });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

export async function patchUpload(
  baseUrl: string,
  who: Creator,
  location: string,
  offset: number,
  bytes: Uint8Array,
): Promise<Reply & { offset: number }> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}${location}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${who.token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: text ? JSON.parse(text) : null,
    ms: Date.now() - started,
    offset: Number(res.headers.get('upload-offset')),
  };
}

/** A whole file in `chunk`-sized PATCHes after one POST; answers the completing PATCH's record. */
export async function uploadFile(
  baseUrl: string,
  who: Creator,
  bytes: Buffer,
  metadata: Record<string, string>,
  chunk = 1024 * 1024,
) {
  const { location, path } = await createUpload(baseUrl, who, bytes.length, metadata);
  let offset = 0;
  let last: Reply | null = null;
  while (offset < bytes.length) {
    const reply = await patchUpload(
      baseUrl,
      who,
      location,
      offset,
      bytes.subarray(offset, offset + chunk),
    );
    expect([200, 204], reply.text).toContain(reply.status);
    offset = reply.offset;
    last = reply;
  }
  return { path, location, record: last?.json as UploadedRecord };
}

export interface UploadedRecord {
  url: string;
  path: string;
  name: string;
  type: string;
  size: number;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Downloads a file through its signed URL (relative to the API). */
export async function download(baseUrl: string, url: string): Promise<Buffer> {
  const res = await fetch(new URL(url, baseUrl));
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A project of `who` on an uploaded video: the file is usable by the product. */
export async function createProjectWith(baseUrl: string, who: Creator, video: UploadedRecord) {
  return call(baseUrl, who, 'POST', '/api/projects/', {
    name: 'System test project',
    description: 'Made by the system tests.',
    tags: ['DIY'],
    firebase_uid: who.uid,
    UploadVideos: [
      {
        name: video.name,
        url: `/files/${video.path}`,
        path: video.path,
        mime_type: video.type,
        file_size_bytes: video.size,
      },
    ],
  });
}
