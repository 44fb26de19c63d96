import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { uploadPurposeSchema } from '@stepwise/contracts';
import type { Upload } from '@tus/server';
import { fileTypeFromBuffer } from 'file-type';
import { checkSniffedType } from './type-rules';

/** How many first bytes decide a file's type (`file-type`'s own detection window). */
export const SNIFF_BYTES = 4100;

/** What the type check needs from a tus datastore besides `write` itself. */
export interface TypeCheckedStore {
  getUpload(id: string): Promise<Upload>;
  read(id: string): Readable;
  remove(id: string): Promise<void>;
  /** Stores the checked type as the upload's `filetype` metadata. */
  recordType(upload: Upload, type: string): Promise<void>;
}

/** A refused upload as @tus/server sends errors: `status_code` and `body` (the detail). */
export class UploadTypeRefused extends Error {
  readonly status_code = 415;
  readonly body: string;
  constructor(detail: string) {
    super(detail);
    this.name = 'UploadTypeRefused';
    this.body = detail;
  }
}

/**
 * Reads at least `bytes` bytes (or up to the end) from a stream. Unless the stream ended, the head
 * is put back (`unshift`) at once and the stream left paused, so it still yields every byte; it
 * must be put back synchronously, or a paused stream with an empty buffer may emit 'end'.
 */
function readHead(readable: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  if (readable.readableEnded) return Promise.resolve({ head: Buffer.alloc(0), ended: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      readable.off('data', onData);
      readable.off('end', onEnd);
      readable.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) {
        readable.pause();
        cleanup();
        const head = Buffer.concat(chunks);
        readable.unshift(head);
        resolve({ head, ended: false });
      }
    };
    const onEnd = () => {
      cleanup();
      resolve({ head: Buffer.concat(chunks), ended: true });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    readable.on('data', onData);
    readable.once('end', onEnd);
    readable.once('error', onError);
  });
}

/** The first `bytes` bytes of a stored upload (a partial one may hold fewer). */
async function readPrefix(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** Reads and discards the rest of a request body, so the client sees our answer, not EPIPE. */
async function drain(readable: Readable): Promise<void> {
  if (readable.readableEnded) return;
  readable.resume();
  await finished(readable).catch(() => undefined);
}

/**
 * A datastore `write` that checks the file's real type from its first bytes. While the stored
 * bytes are fewer than the detection window (or the whole file, if smaller), the new bytes are
 * looked at together with what is already stored; once enough are there, `file-type` decides:
 * an accepted file gets its sniffed type recorded and is written on, a refused one has the rest
 * of the request drained, its data and record removed, and a 415 with the detail thrown. The
 * bytes of a refused file are never written. Later chunks pass straight to `write`.
 */
export async function typeCheckedWrite(
  store: TypeCheckedStore,
  write: (readable: Readable, id: string, offset: number) => Promise<number>,
  readable: Readable,
  id: string,
  offset: number,
): Promise<number> {
  if (offset >= SNIFF_BYTES) return write(readable, id, offset);
  const upload = await store.getUpload(id);
  const window = Math.min(upload.size ?? SNIFF_BYTES, SNIFF_BYTES);
  if (offset >= window) return write(readable, id, offset);

  const { head, ended } = await readHead(readable, window - offset);
  const rest = ended ? Readable.from(head.length > 0 ? [head] : []) : readable;

  const stored = offset > 0 ? await readPrefix(store.read(id), offset) : Buffer.alloc(0);
  const sample = Buffer.concat([stored, head]).subarray(0, window);
  // Not enough bytes yet to judge (a tiny first chunk or a cut connection): keep them, decide on
  // the next chunk. The upload cannot complete before the check has run.
  if (sample.length < window) return write(rest, id, offset);

  const purpose = uploadPurposeSchema.safeParse(upload.metadata?.purpose);
  const sniffed = (await fileTypeFromBuffer(sample))?.mime;
  const verdict = purpose.success
    ? checkSniffedType(purpose.data, sniffed, sample)
    : ({ ok: false, detail: 'This upload has no valid purpose.' } as const);
  if (!verdict.ok) {
    await drain(rest);
    await store.remove(id);
    throw new UploadTypeRefused(verdict.detail);
  }
  await store.recordType(upload, verdict.type);
  return write(rest, id, offset);
}
