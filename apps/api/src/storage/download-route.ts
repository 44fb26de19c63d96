// `schema.hide` comes from @fastify/swagger's type augmentation.
import type {} from '@fastify/swagger';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import {
  entityTag,
  ifRangeAllows,
  matchesIfNoneMatch,
  notModifiedSince,
  parseRange,
} from './http-range';
import { isSafeStoragePath, type ObjectInfo, type ObjectStore } from './objects';
import type { SignedUrlConfig } from './signing';
import { remainingSeconds, verifySignedFileUrl } from './signing';

export const DOWNLOAD_DETAILS = {
  badPath: 'This is not a valid file path.',
  unsigned: 'This link is not signed. Ask the API for a signed URL (files.sign).',
  invalid:
    'This link is not valid (its signature does not match). Reload the page to get a new one.',
  expired: 'This link has expired. Reload the page to get a new one.',
  notFound: 'File not found. It may have been deleted, or its upload has not finished.',
} as const;

const PREFIX = '/files/';

/** The storage path of `/files/{segment-encoded path}`, or null when it is not a safe path. */
export function requestedPath(url: string): string | null {
  const encoded = url.slice(PREFIX.length).split('?', 1)[0] ?? '';
  let segments: string[];
  try {
    segments = encoded.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  // An encoded slash inside a segment would smuggle in a different path (or an absolute one).
  if (segments.some((segment) => segment.includes('/'))) return null;
  const path = segments.join('/');
  return isSafeStoragePath(path) ? path : null;
}

function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** RFC 6266 / 8187: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(info: ObjectInfo, path: string): string {
  const inline =
    /^(image|video|audio)\//.test(info.contentType) || info.contentType === 'application/pdf';
  const name = (info.name ?? path.slice(path.lastIndexOf('/') + 1)).slice(0, 255);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  let utf8: string;
  try {
    utf8 = encodeURIComponent(name).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    // A lone surrogate cannot be encoded: the ASCII fallback is the name.
    utf8 = encodeURIComponent(ascii);
  }
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * Served files never run as pages of this origin: a stored HTML or SVG file opened directly is
 * sandboxed with no scripts (a PDF keeps the browser's viewer, which the sandbox would block).
 */
function contentSecurityPolicy(contentType: string): string {
  const base =
    "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";
  return contentType === 'application/pdf' ? base : `${base}; sandbox`;
}

function checkSignature(request: FastifyRequest, config: SignedUrlConfig, path: string): number {
  const exp = queryValue(request.query, 'exp');
  const sig = queryValue(request.query, 'sig');
  if (!exp || !sig) throw new AppError('FORBIDDEN', DOWNLOAD_DETAILS.unsigned);
  const check = verifySignedFileUrl(config, path, exp, sig);
  if (check === 'invalid') throw new AppError('FORBIDDEN', DOWNLOAD_DETAILS.invalid);
  if (check === 'expired') throw new AppError('FORBIDDEN', DOWNLOAD_DETAILS.expired);
  return Number(exp);
}

async function sendLocalFile(
  request: FastifyRequest,
  reply: FastifyReply,
  objects: ObjectStore,
  path: string,
  info: ObjectInfo,
  exp: number,
) {
  const etag = entityTag(info.size, info.mtime);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('cache-control', `private, max-age=${remainingSeconds(exp)}`);

  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  if (
    ifNoneMatch !== undefined
      ? matchesIfNoneMatch(ifNoneMatch, etag)
      : ifModifiedSince !== undefined && notModifiedSince(ifModifiedSince, info.mtime)
  ) {
    return reply.code(304).send();
  }

  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  const range =
    header && ifRangeAllows(Array.isArray(ifRange) ? ifRange[0] : ifRange, etag, info.mtime)
      ? parseRange(header, info.size)
      : null;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .send({ detail: `The requested range is not within the file (${info.size} bytes).` });
  }

  reply
    .header('content-type', info.contentType)
    .header('content-disposition', contentDisposition(info, path))
    .header('content-security-policy', contentSecurityPolicy(info.contentType))
    .header('x-content-type-options', 'nosniff');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.code(200).header('content-length', info.size);
  }
  if (request.method === 'HEAD') return reply.send();
  try {
    return reply.send(await objects.openRead(path, range ?? undefined));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new AppError('NOT_FOUND', DOWNLOAD_DETAILS.notFound);
    }
    throw error;
  }
}

/**
 * `GET|HEAD /files/{path}?exp=&sig=`, outside the `/api` token scope so `<video src>` and
 * `<img src>` work: the signature is the access check. Only complete uploads are served. Local
 * disk: streamed with Range support, never buffered. gcs driver: a 302 to the bucket's own signed
 * URL (after the same check), so the bytes never pass through the API.
 */
export const downloadRoutes: FastifyPluginAsync<{
  config: SignedUrlConfig;
  objects: ObjectStore;
}> = async (app, { config, objects }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${PREFIX}*`,
    exposeHeadRoute: false,
    schema: { hide: true },
    async handler(request, reply) {
      const path = requestedPath(request.url);
      if (!path) throw new AppError('BAD_REQUEST', DOWNLOAD_DETAILS.badPath);
      const exp = checkSignature(request, config, path);
      const info = await objects.stat(path);
      if (!info?.complete) throw new AppError('NOT_FOUND', DOWNLOAD_DETAILS.notFound);
      if (objects.driver === 'gcs') {
        reply.header('cache-control', 'private, no-store');
        return reply.redirect(await objects.downloadUrl(path), 302);
      }
      return sendLocalFile(request, reply, objects, path, info, exp);
    },
  });
};
