import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type RepositoryKind,
  storageFileUrl,
  storageFolderFor,
  type UploadedFileRecord,
  type UploadPurpose,
} from '@stepwise/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

export const TEST_UID = 'test-user';

/** A one-off misbehaviour for the next request of `method`. */
export type Fault =
  | { method: string; kind: 'status'; status: number; detail: string }
  /** The connection drops once the request's first bytes arrive. */
  | { method: string; kind: 'drop' };

export interface RecordedRequest {
  method: string;
  uploadId: string | null;
  authorization: string | null;
  uploadOffset: number | null;
  contentLength: number;
  status: number | null;
}

export interface TusTestServer {
  readonly endpoint: string;
  readonly requests: RecordedRequest[];
  /** Metadata of every upload the server created, as the tus server decoded it. */
  readonly created: Array<Record<string, string | null>>;
  readonly faults: Fault[];
  /** Refuses the creation of an upload, with a JSON `{ detail }` body. */
  refuseCreate: ((metadata: Record<string, string | null>) => Refusal | null) | null;
  readonly maxConcurrentPatches: number;
  /** The bytes the server holds for an upload, or null when it holds none. */
  storedBytes(uploadId: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export interface Refusal {
  status: number;
  detail: string;
}

const json = (value: unknown): string => JSON.stringify(value);

function uploadIdOf(url: string): string | null {
  const match = /^\/uploads\/([^/?#]+)/.exec(url);
  return match?.[1] ?? null;
}

/**
 * A real tus 1.0 server (@tus/server + @tus/file-store on a temporary folder) shaped like the
 * api's `/uploads`: a bearer token on every request, `{ detail }` JSON refusals, and the uploaded
 * file record as the 200 body of the PATCH that completes an upload. Requests are recorded.
 */
export async function startTusTestServer(): Promise<TusTestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'stepwise-tus-'));
  const requests: RecordedRequest[] = [];
  const created: Array<Record<string, string | null>> = [];
  const faults: Fault[] = [];
  let inFlightPatches = 0;

  const state = {
    refuseCreate: null as TusTestServer['refuseCreate'],
    maxConcurrentPatches: 0,
  };

  const tus = new Server({
    path: '/uploads',
    datastore: new FileStore({ directory }),
    async onUploadCreate(_req, upload) {
      const metadata = upload.metadata ?? {};
      created.push(metadata);
      const refusal = state.refuseCreate?.(metadata);
      if (refusal) throw { status_code: refusal.status, body: json({ detail: refusal.detail }) };
      return {};
    },
    async onUploadFinish(_req, upload) {
      const metadata = upload.metadata ?? {};
      const folder = storageFolderFor(metadata.purpose as UploadPurpose, {
        uid: TEST_UID,
        projectId: metadata.projectId,
        repositoryKind: metadata.repositoryKind as RepositoryKind | undefined,
      });
      const path = `${folder}/${upload.id}-${metadata.filename}`;
      const record: UploadedFileRecord = {
        url: storageFileUrl(path),
        path,
        name: metadata.filename ?? '',
        type: metadata.filetype ?? '',
        size: upload.size ?? 0,
      };
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body: json(record),
      };
    },
  });

  const answer = (res: ServerResponse, status: number, detail: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Tus-Resumable': '1.0.0' });
    res.end(json({ detail }));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? '';
    const offset = req.headers['upload-offset'];
    const recorded: RecordedRequest = {
      method,
      uploadId: uploadIdOf(req.url ?? ''),
      authorization: req.headers.authorization ?? null,
      uploadOffset: offset === undefined ? null : Number(offset),
      contentLength: Number(req.headers['content-length'] ?? 0),
      status: null,
    };
    requests.push(recorded);
    if (method === 'PATCH') {
      inFlightPatches++;
      state.maxConcurrentPatches = Math.max(state.maxConcurrentPatches, inFlightPatches);
      res.once('close', () => inFlightPatches--);
    }
    res.once('finish', () => {
      recorded.status = res.statusCode;
    });

    if (!/^Bearer \S+$/.test(recorded.authorization ?? '')) {
      req.resume();
      req.once('end', () => answer(res, 401, 'Missing or invalid authentication token.'));
      return;
    }
    const faultIndex = faults.findIndex((fault) => fault.method === method);
    const fault = faultIndex === -1 ? undefined : faults.splice(faultIndex, 1)[0];
    if (fault?.kind === 'drop') {
      if (recorded.contentLength > 0) req.once('data', () => req.socket.destroy());
      else req.socket.destroy();
      return;
    }
    if (fault?.kind === 'status') {
      // Read the whole body before answering, as the real endpoint does, or the client sees EPIPE.
      req.resume();
      req.once('end', () => answer(res, fault.status, fault.detail));
      return;
    }
    void tus.handle(req, res);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}/uploads`,
    requests,
    created,
    faults,
    get refuseCreate() {
      return state.refuseCreate;
    },
    set refuseCreate(value) {
      state.refuseCreate = value;
    },
    get maxConcurrentPatches() {
      return state.maxConcurrentPatches;
    },
    async storedBytes(uploadId) {
      try {
        return await readFile(join(directory, uploadId));
      } catch {
        return null;
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // @tus/file-store makes sure of its folder with a callback mkdir from its constructor, which
      // throws (uncaught) if the folder goes away under it: on a loaded machine a short test closed
      // the server first. An mkdir queued behind it on the same thread pool lets it finish.
      await mkdir(directory, { recursive: true });
      await rm(directory, { recursive: true, force: true });
    },
  };
}
