import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { UploadedFileRecord } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import * as tus from 'tus-js-client';
import { decodeUploadId } from '../../src/plugins/uploads';
import { someBytes } from './files';
import { bearer, type TestUser } from './identity';

/** The first bytes of real files, so `file-type` recognises them; the rest is filler. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const PNG_HEAD = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

function withHead(head: Buffer, size: number, seed: number): Buffer {
  return Buffer.concat([head, someBytes(Math.max(0, size - head.length), seed)]);
}

export const mp4Bytes = (size: number, seed = 1) => withHead(MP4_HEAD, size, seed);
/** A PNG whose image data is one IDAT chunk (`file-type` walks the chunks). */
export function pngBytes(size: number, seed = 2): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(Math.max(0, size - PNG_HEAD.length - 8));
  return withHead(Buffer.concat([PNG_HEAD, length, Buffer.from('IDAT')]), size, seed);
}
export const jpegBytes = (size: number, seed = 3) => withHead(JPEG_HEAD, size, seed);
export function textBytes(size: number): Buffer {
  const line = 'Plain text notes, not a video at all.\n';
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size), 'utf8');
}

/** Starts the app on a loopback port (tus needs a real socket) and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

const TUS = { 'tus-resumable': '1.0.0' };

/** tus POST (creation) with raw fetch; returns the response as it came. */
export function createUpload(
  base: string,
  user: Pick<TestUser, 'idToken'> | null,
  length: number | null,
  metadata: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      ...(user ? bearer(user) : {}),
      ...(length === null ? {} : { 'upload-length': String(length) }),
      'upload-metadata': encodeMetadata(metadata),
      ...extra,
    },
  });
}

/** tus PATCH of `bytes` at `offset` with raw fetch. */
export function patchUpload(
  url: string,
  user: Pick<TestUser, 'idToken'> | null,
  offset: number,
  bytes: Buffer,
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...(user ? bearer(user) : {}),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
}

export function headUpload(url: string, user: Pick<TestUser, 'idToken'> | null) {
  return fetch(url, { method: 'HEAD', headers: { ...TUS, ...(user ? bearer(user) : {}) } });
}

/** The absolute upload URL of a creation response. */
export function locationOf(base: string, res: Response): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`no Location (status ${res.status})`);
  return new URL(location, base).toString();
}

/** The storage path (upload id) of an upload URL. */
export function pathOfUploadUrl(url: string): string {
  const id = decodeUploadId(new URL(url).pathname.split('/').pop() ?? '');
  if (!id) throw new Error(`not an upload URL: ${url}`);
  return id;
}

/** Where the local driver keeps a path (and its record at `.json`). */
export function diskFile(dataDir: string, path: string): string {
  return join(dataDir, 'files', path);
}

export function storedOnDisk(dataDir: string, path: string) {
  const file = diskFile(dataDir, path);
  return { data: existsSync(file), record: existsSync(`${file}.json`) };
}

export interface TusResult {
  url: string;
  record: UploadedFileRecord;
  status: number;
  chunkBytes: number[];
}

/** A whole upload with tus-js-client, as the web app does; resolves with the file record. */
export function tusUpload(
  base: string,
  user: Pick<TestUser, 'idToken'>,
  bytes: Buffer,
  metadata: Record<string, string>,
  options: { chunkSize?: number; uploadUrl?: string } = {},
): Promise<TusResult> {
  const chunkBytes: number[] = [];
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint: `${base}/uploads`,
      uploadUrl: options.uploadUrl ?? null,
      headers: bearer(user),
      metadata,
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onChunkComplete: (chunkSize) => {
        chunkBytes.push(chunkSize);
      },
      onError: reject,
      onSuccess: ({ lastResponse }) => {
        try {
          resolve({
            url: upload.url as string,
            record: JSON.parse(lastResponse.getBody()) as UploadedFileRecord,
            status: lastResponse.getStatus(),
            chunkBytes,
          });
        } catch (error) {
          reject(error);
        }
      },
    });
    upload.start();
  });
}

/** The `detail` of a JSON error reply. */
export async function detailOf(res: Response): Promise<string> {
  return ((await res.json()) as { detail: string }).detail;
}
