import { ERROR_HTTP_STATUS, type ErrorCode } from '@stepwise/contracts';
import type { ZodError } from 'zod';

/** A coded domain error. Services throw these; one handler per transport maps them to statuses. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;

  constructor(code: ErrorCode, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

export const INTERNAL_DETAIL = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_DETAIL =
  'The service is temporarily unavailable. Please try again shortly.';

/** Connection-level failures of the database driver: the database is down, not the request bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EPIPE',
        '57P01',
        '57P03',
        '08006',
        '08001',
        '08003',
      ].includes(code)
    ) {
      return true;
    }
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

/** A validation failure as one line a person can act on: `field: message; other: message`. */
export function zodDetail(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
