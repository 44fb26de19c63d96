import { isOwnedBy, isSafeStoragePath, type UploadedFileRecord } from '@stepwise/contracts';
import { type CancellationContext, MemoryLocker, Metadata, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getStorage } from 'firebase-admin/storage';
import type { Env } from '../env';
import { AppError, INTERNAL_DETAIL } from '../errors';
import { storageConfig } from '../storage/config';
import { startUploadExpiry } from '../storage/expire-uploads';
import { GENERIC_TYPE, planUpload, type UploadPlan } from '../storage/upload-policy';
import { createUploadStore, type UploadDataStore } from '../storage/uploads';
import { requireIdentity } from './auth';
import { readPatchBodiesFromNode } from './tus-node-body';

export const UPLOADS_PATH = '/uploads';

/**
 * Upload ids are storage paths (`users/{uid}/videos/...`): they travel base64url-encoded as one
 * URL segment, since tus reads the id from the last segment only.
 */
export function encodeUploadId(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url');
}

/** The storage path of an encoded id, or null when it is not one the server could have made. */
export function decodeUploadId(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,1400}$/.test(segment)) return null;
  const id = Buffer.from(segment, 'base64url').toString('utf8');
  return encodeUploadId(id) === segment && isSafeStoragePath(id) ? id : null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A tus error (`{ status_code, body }`), an AppError or anything else as status and detail. */
function errorReply(
  error: unknown,
  request: FastifyRequest,
): { status_code: number; body: string } {
  if (error instanceof AppError && error.status < 500) {
    return { status_code: error.status, body: error.detail };
  }
  const { status_code, body } = (error ?? {}) as { status_code?: unknown; body?: unknown };
  if (typeof status_code === 'number' && status_code < 500) {
    return { status_code, body: String(body ?? '').trim() || 'The upload request was refused.' };
  }
  request.log.error({ err: error }, 'upload failed');
  return { status_code: 500, body: INTERNAL_DETAIL };
}

/**
 * @tus/server whose error replies (its own protocol checks and the mapped errors alike) are
 * `{ "detail": ... }` JSON like every other error of the API; tus clients show the body.
 */
class JsonErrorServer extends Server {
  override write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', JSON_TYPE);
    return super.write(context, headers, status, JSON.stringify({ detail: body.trim() }));
  }
}

interface PendingRequest {
  request: FastifyRequest;
  plan: UploadPlan | null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function uploadMetadataOf(request: FastifyRequest): Record<string, string | null | undefined> {
  const raw = header(request, 'upload-metadata');
  if (!raw) return {};
  try {
    return Metadata.parse(raw);
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'Upload-Metadata is malformed: send comma-separated "key base64(value)" pairs.',
    );
  }
}

function createTusServer(fastify: FastifyInstance, store: UploadDataStore) {
  // Keyed by the Node request, which the tus hooks reach as `req.runtime.node.req`.
  const pending = new WeakMap<object, PendingRequest>();
  const pendingOf = (req: { runtime?: { node?: { req: object } } }): PendingRequest => {
    const node = req.runtime?.node?.req;
    const entry = node ? pending.get(node) : undefined;
    if (!entry) throw new AppError('INTERNAL', 'An upload request reached tus unauthenticated.');
    return entry;
  };
  const planOf = (req: Parameters<typeof pendingOf>[0]): UploadPlan => {
    const { plan } = pendingOf(req);
    if (!plan) throw new AppError('INTERNAL', 'A new upload has no plan.');
    return plan;
  };

  const server = new JsonErrorServer({
    path: UPLOADS_PATH,
    datastore: store,
    locker: new MemoryLocker(),
    // Same origin only (the web app is served by this server): no CORS headers.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    generateUrl: (_req, { path, id }) => `${path}/${encodeUploadId(id)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && decodeUploadId(lastPath)) || undefined,
    namingFunction: (req) => planOf(req).path,
    onUploadCreate: async (req) => ({ metadata: planOf(req).metadata }),
    onUploadFinish: async (req, upload: Upload) => {
      const stored = await store.getUpload(upload.id);
      const type = stored.metadata?.filetype ?? GENERIC_TYPE;
      await store.finish(upload.id, type);
      const record: UploadedFileRecord = {
        url: await fastify.objects.downloadUrl(upload.id),
        path: upload.id,
        name: stored.metadata?.filename ?? upload.id.slice(upload.id.lastIndexOf('/') + 1),
        type,
        size: stored.size ?? stored.offset,
      };
      return {
        // The PATCH that completes an upload answers 200 with the record (204 has no body); a
        // POST that carried the whole file keeps its 201 and Location.
        ...(req.method === 'PATCH' ? { status_code: 200 } : {}),
        headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' },
        body: JSON.stringify(record),
      };
    },
    onResponseError: (req, error) => errorReply(error, pendingOf(req).request),
  });
  readPatchBodiesFromNode(server);
  return { server, pending };
}

/**
 * Resumable uploads (tus 1.0) at `/uploads`: every request carries a verified ID token; the server
 * decides each upload's path and limits (`planUpload`) before tus creates it, and only the owner
 * (the uid in the path) can resume, inspect or cancel an upload. Bodies are streamed by tus
 * straight into the datastore (never parsed by Fastify). Unfinished uploads expire (own job).
 */
export default fp(
  async (fastify, opts: { env: Env }) => {
    const config = storageConfig(opts.env);
    const store = createUploadStore(config, () =>
      getStorage(fastify.firebaseApp).bucket(config.bucket ?? undefined),
    );
    const { server, pending } = createTusServer(fastify, store);

    async function handle(request: FastifyRequest, reply: FastifyReply) {
      const identity = request.identity;
      if (!identity) throw new AppError('UNAUTHORIZED', 'Sign-in required.');
      if (request.method !== 'POST' && request.method !== 'OPTIONS') {
        const segment = (request.params as { '*'?: string })['*'] ?? '';
        const id = decodeUploadId(segment.replace(/\/$/, ''));
        if (!id) throw new AppError('NOT_FOUND', 'Upload not found.');
        if (!isOwnedBy(id, identity.uid, ['users'])) {
          throw new AppError('FORBIDDEN', 'You can only access your own uploads.');
        }
      }
      if (request.method === 'POST') await fastify.rateLimits.check('upload', request);
      const plan =
        request.method === 'POST'
          ? await planUpload(fastify.db, identity, {
              uploadLength: header(request, 'upload-length'),
              uploadDeferLength: header(request, 'upload-defer-length'),
              metadata: uploadMetadataOf(request),
            })
          : null;
      pending.set(request.raw, { request, plan });
      reply.hijack();
      await server.handle(request.raw, reply.raw);
    }

    await fastify.register(async (scope) => {
      // tus reads the body itself, as a stream: no parser may touch it.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.addHook('onRequest', requireIdentity);
      scope.route({ method: ['POST', 'OPTIONS'], url: UPLOADS_PATH, handler: handle });
      scope.route({
        method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
        url: `${UPLOADS_PATH}/*`,
        handler: handle,
      });
    });

    const expiry = startUploadExpiry(store, {
      maxAgeMs: config.uploadExpiryMs,
      onRun: (removed) => {
        if (removed.length > 0) fastify.log.info({ removed }, 'expired unfinished uploads');
      },
      onError: (error) => fastify.log.error({ err: error }, 'upload expiry failed'),
    });
    fastify.addHook('onClose', () => expiry.stop());
  },
  { name: 'uploads', dependencies: ['db', 'auth', 'files', 'rate-limits'] },
);
