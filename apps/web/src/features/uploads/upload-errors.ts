import { messages } from '@stepwise/contracts';
import type { DetailedError } from 'tus-js-client';

/** Thrown before a request goes out when there is no signed-in user to take a token from. */
export class NotAuthenticatedError extends Error {
  override readonly name = 'NotAuthenticatedError';
  constructor() {
    super(messages.generic.uploadNotAuthenticated);
  }
}

/** The server answered, but the upload it holds cannot give back the uploaded file record. */
export class MissingRecordError extends Error {
  override readonly name = 'MissingRecordError';
}

/** Statuses worth another attempt: timeouts, conflicts on the offset, locks, throttling, 5xx. */
const RETRYABLE_STATUSES = new Set([408, 409, 423, 429]);

function isDetailedError(error: unknown): error is DetailedError {
  return error instanceof Error && 'originalRequest' in error;
}

function statusOf(error: unknown): number | null {
  if (!isDetailedError(error)) return null;
  return error.originalResponse?.getStatus() ?? null;
}

/**
 * Automatic retry for network failures (no response at all), 5xx and the statuses above.
 * A refusal (401, 403, 413, 415, 422 ...) will not change by asking again.
 */
export function isRetryable(error: DetailedError): boolean {
  if (error.causingError instanceof NotAuthenticatedError) return false;
  const status = statusOf(error);
  if (status === null || status === 0) return true;
  return status >= 500 || RETRYABLE_STATUSES.has(status);
}

/** The `detail` of a JSON error body: a string, or the messages of a validation list. */
export function detailFromBody(body: string | null | undefined): string | null {
  if (!body) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('detail' in parsed)) return null;
  const { detail } = parsed;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const texts = detail
      .map((entry: unknown) =>
        typeof entry === 'object' && entry !== null && 'msg' in entry ? String(entry.msg) : '',
      )
      .filter(Boolean);
    if (texts.length > 0) return texts.join(' ');
  }
  return null;
}

/** What to show for a failed upload: the server's detail when it sent one, else 'Failed to upload ...'. */
export function uploadFailureMessage(error: unknown, fileName: string): string {
  if (error instanceof NotAuthenticatedError) return error.message;
  if (isDetailedError(error)) {
    if (error.causingError instanceof NotAuthenticatedError) return error.causingError.message;
    const detail = detailFromBody(error.originalResponse?.getBody());
    if (detail) return detail;
    if (!error.originalResponse) {
      return `Failed to upload ${fileName}. Please check your connection and try again.`;
    }
  }
  return `Failed to upload ${fileName}. Please try again.`;
}
