import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The client errors answered before any route, hook or error handler runs, in the app's one error
 * shape `{ detail }` (issue #18): what Node's HTTP parser refuses (the raw socket answer Fastify
 * writes on the server's 'clientError' event) and what the router cannot read (Fastify's
 * `frameworkErrors`). Both are server options: `app.ts` passes them to `Fastify()`.
 */

/** The longest piece of a client's address a detail quotes. */
const QUOTED_MAX_CHARS = 120;

function quoted(text: string): string {
  return text.length > QUOTED_MAX_CHARS ? `${text.slice(0, QUOTED_MAX_CHARS)}…` : text;
}

/** The status and detail of a request Node's HTTP parser refused, as Node itself classifies it. */
function parserRefusal(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        `The request address and headers are too long (at most ${Math.floor(maxHeaderSize / 1024)} KB together). Shorten the address, or send the data in the request body.`,
      ];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'The request is too large to read. Send it in smaller parts.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive. Please try again.'];
    default:
      return [400, 'The request could not be read: it is not a valid HTTP request.'];
  }
}

/**
 * The server's 'clientError' handler: answers `{ detail }` on the raw socket, then closes it (the
 * connection cannot be read any further). A connection already reset or gone gets nothing.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = parserRefusal(error.code);
  this.log.debug({ err: error }, `client error ${status}`);
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Requests the router cannot read: an address with broken percent-encoding (400) or a path part
 * longer than the router's `maxParamLength` (414, e.g. a tRPC batch naming too many procedures).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const path = request.raw.url?.split('?')[0] ?? '';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({
      detail: `The request address is too long: ${quoted(path)}. Ask for fewer things at once.`,
    });
    return;
  }
  reply.code(400).send({ detail: `The request address is not valid: ${quoted(path)}.` });
}
