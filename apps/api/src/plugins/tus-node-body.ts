import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import {
  type CancellationContext,
  ERRORS,
  EVENTS,
  type Server,
  StreamLimiter,
  type Upload,
} from '@tus/server';

type PatchHandler = Server['handlers']['PATCH'];
type PatchHandlerClass = new (
  store: Server['datastore'],
  options: Server['options'],
) => PatchHandler;
type TusRequest = Parameters<PatchHandler['send']>[0] & {
  runtime?: { node?: { req?: IncomingMessage } };
};

/**
 * @tus/server's PATCH handler reading the body from the Node request itself. The library wraps
 * the IncomingMessage as a web stream (srvx's `req.body`, `Readable.toWeb`) and turns it back
 * into a Node stream (`Readable.fromWeb`) plus a PassThrough before its size limiter: two
 * conversions and a promise per 64 KiB chunk, most of the API's CPU time and garbage on a large
 * upload. Here the request is piped straight into the same limiter (`pipe`: backpressure, and
 * neither end destroys the other), everything else is the library's own `send`: the offset,
 * length and size checks before a byte is read, the lock, the hooks and the replies. As in the
 * library, a cut connection (the server aborts the context on the request's 'error') ends the
 * limiter normally, so the bytes received so far are stored and the new offset kept.
 */
function nodeBodyPatchHandler(Base: PatchHandlerClass): PatchHandlerClass {
  return class NodeBodyPatchHandler extends Base {
    readonly #bodies = new WeakMap<CancellationContext, IncomingMessage>();

    override async send(req: TusRequest, context: CancellationContext, headers?: Headers) {
      const node = req.runtime?.node?.req;
      if (node && this.listenerCount(EVENTS.POST_RECEIVE) === 0) {
        this.#bodies.set(context, node);
        // srvx builds the web stream on first read of `body`: never read, it is never built.
        Object.defineProperty(req, 'body', { value: null, configurable: true });
      }
      return super.send(req, context, headers);
    }

    protected override async writeToStore(
      webStream: ReadableStream | null,
      upload: Upload,
      maxFileSize: number,
      context: CancellationContext,
    ): Promise<number> {
      const body = this.#bodies.get(context);
      if (!body) return super.writeToStore(webStream, upload, maxFileSize, context);
      return writeNodeBody(this.store, body, upload, maxFileSize, context);
    }
  };
}

async function writeNodeBody(
  store: Server['datastore'],
  body: Readable,
  upload: Upload,
  maxFileSize: number,
  context: CancellationContext,
): Promise<number> {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  const limiter = new StreamLimiter(maxFileSize);
  let limitError: unknown;
  let sourceError: unknown;
  const onLimitError = (error: unknown) => {
    limitError = error;
    body.unpipe(limiter);
  };
  // The request's own errors end the write the library's way: a cut connection aborts the
  // context first (the server listens before us), then the limiter is ended, not destroyed.
  const onSourceError = (error: Error) => {
    sourceError = error;
    body.unpipe(limiter);
    if (!context.signal.aborted) limiter.destroy(error);
  };
  const onAbort = () => {
    body.unpipe(limiter);
    if (!limiter.destroyed) limiter.end();
  };
  limiter.once('error', onLimitError);
  body.on('error', onSourceError);
  context.signal.addEventListener('abort', onAbort, { once: true });
  body.pipe(limiter);
  try {
    // The limiter may fail while the store is not reading it (the type check between the head
    // and the rest), which the store's own pipeline then never sees: the library's pipeline
    // answers at once, and so does this race.
    const refused = new Promise<never>((_, reject) => limiter.once('error', reject));
    refused.catch(() => undefined);
    const offset = await Promise.race([store.write(limiter, upload.id, upload.offset), refused]);
    if (limitError) throw limitError;
    return offset;
  } catch (error) {
    body.unpipe(limiter);
    // The rest of a refused body is read and dropped (as the library's web stream does), or
    // the client, still sending, never reads the reply: Node only drains unread bodies itself.
    if (!body.readableEnded && !body.destroyed) body.resume();
    // The limiter's 413 wins over the store's write error it caused.
    if (limitError) throw limitError;
    const aborted =
      sourceError !== undefined || (error instanceof Error && error.name === 'AbortError');
    throw aborted ? ERRORS.ABORTED : error;
  } finally {
    body.off('error', onSourceError);
    context.signal.removeEventListener('abort', onAbort);
  }
}

/** Makes `server` read PATCH bodies from the Node request (see `nodeBodyPatchHandler`). */
export function readPatchBodiesFromNode(server: Server): void {
  const Base = server.handlers.PATCH.constructor as PatchHandlerClass;
  const NodeBody = nodeBodyPatchHandler(Base);
  server.handlers.PATCH = new NodeBody(server.datastore, server.options);
}
