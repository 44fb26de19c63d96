import { z } from 'zod';
import { messages } from './messages';

/** Error codes shared by the api (AppError) and the web. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The HTTP status of each code. */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The code of an HTTP status (any other 4xx is BAD_REQUEST, any other 5xx INTERNAL). */
export function errorCodeFromStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find((code) => ERROR_HTTP_STATUS[code] === status);
  if (exact) return exact;
  if (status === 422) return 'BAD_REQUEST';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** One entry of a validation `detail` array: where (loc) and what (msg). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string().optional(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The body of every error reply: `{ detail }`, with the code when the api knows it. */
export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
  code: errorCodeSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** zod issues -> validation detail entries (`loc` starts with 'body' like the spec's backend). */
export function toValidationIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string }>,
  location = 'body',
): ValidationIssue[] {
  return issues.map((issue) => ({
    loc: [location, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
    msg: issue.message,
    ...(issue.code ? { type: issue.code } : {}),
  }));
}

/** A validation detail array as text: 'Validation errors: {loc}: {msg}' (entries joined by '; '). */
export function formatValidationIssues(issues: readonly ValidationIssue[]): string {
  const joined = issues.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; ');
  return messages.finalize.validationErrors(joined);
}

/** Reason phrases of the HTTP statuses the API answers with (a tRPC error carries the code only). */
export const HTTP_STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * What to show for a failed reply: its `detail` (string, or validation entries as text), else
 * 'HTTP {status}: {statusText}'. `body` is whatever the reply's JSON was (or undefined).
 */
export function errorDetailText(body: unknown, status: number, statusText: string): string {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { detail } = parsed.data;
    if (typeof detail === 'string') {
      if (detail.trim()) return detail;
    } else if (detail.length > 0) {
      return formatValidationIssues(detail);
    }
  }
  return messages.finalize.httpFallback(status, statusText);
}
