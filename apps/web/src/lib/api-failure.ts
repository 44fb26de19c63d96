// What went wrong in a call to the api. Free of tRPC imports: the sign-in screens use it.

/** The api answered with an HTTP error that carried no tRPC error body. */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`HTTP ${status} ${statusText}`.trim());
  }
}

/** What went wrong in a call to the api, in terms the screens can show. */
export type ApiFailure =
  | { kind: 'network' }
  | {
      kind: 'rejected';
      code: string | undefined;
      status: number | undefined;
      detail: string | undefined;
    };

function readField(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[key]
    : undefined;
}

/**
 * A `TRPCClientError`, recognised by its name: this module must not import tRPC, so the sign-in
 * screens can explain a failure without downloading the client.
 */
function isTrpcClientError(error: unknown): error is Error & { data?: unknown } {
  return error instanceof Error && error.name === 'TRPCClientError';
}

export function describeApiFailure(error: unknown): ApiFailure {
  if (!isTrpcClientError(error)) {
    return { kind: 'rejected', code: undefined, status: undefined, detail: undefined };
  }
  const data: unknown = error.data;
  if (data === undefined || data === null) {
    // No tRPC error body: the request got no answer at all (fetch threw a TypeError), or the
    // answer was not tRPC's (an HTTP error page, or a body that did not parse).
    if (error.cause instanceof HttpStatusError) {
      return { kind: 'rejected', code: undefined, status: error.cause.status, detail: undefined };
    }
    if (error.cause instanceof TypeError) return { kind: 'network' };
    return { kind: 'rejected', code: undefined, status: undefined, detail: undefined };
  }
  const code = readField(data, 'code');
  const status = readField(data, 'httpStatus');
  const detail = readField(data, 'detail') ?? error.message;
  return {
    kind: 'rejected',
    code: typeof code === 'string' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    detail: typeof detail === 'string' && detail.trim() !== '' ? detail : undefined,
  };
}
