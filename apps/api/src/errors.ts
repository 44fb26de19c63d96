import { ERROR_HTTP_STATUS, type ErrorCode } from '@stepwise/contracts';
import type { ZodError } from 'zod';
import { pgErrorInfo } from './db/errors';

/** A coded domain error. Services throw these; one handler per transport maps them to statuses. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  /** For TOO_MANY_REQUESTS: when to try again, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(detail, options);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.retryAfterSeconds = options?.retryAfterSeconds;
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

const databaseRuleDetails: Record<string, [ErrorCode, string]> = {
  '23505': [
    'CONFLICT',
    'This would duplicate an existing record. Change the name or details and try again.',
  ],
  '23503': [
    'BAD_REQUEST',
    'Something this refers to does not exist (it may have just been deleted).',
  ],
  '23514': [
    'BAD_REQUEST',
    'A value breaks one of the rules (e.g. a quantity under 1 or an end before the start).',
  ],
  '23502': ['BAD_REQUEST', 'A required value is missing.'],
  '22001': ['BAD_REQUEST', 'A value is too long.'],
  '22003': ['BAD_REQUEST', 'A number is out of range.'],
  '22021': [
    'BAD_REQUEST',
    'Text contains characters that cannot be stored (such as a NUL character).',
  ],
  '22P02': ['BAD_REQUEST', 'A value has the wrong format.'],
  '22007': ['BAD_REQUEST', 'A date or time has the wrong format.'],
  '22008': ['BAD_REQUEST', 'A date or time is out of range.'],
  '54000': ['BAD_REQUEST', 'A value is too large.'],
};

/**
 * A rule the database enforced on data the client sent, as a 4xx. Services map the constraints
 * they expect to specific texts; this is the safety net for the rest (never a 500 for bad input).
 */
export function fromDatabaseRule(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  const rule = info ? databaseRuleDetails[info.code] : undefined;
  return rule ? new AppError(rule[0], rule[1], { cause: error }) : null;
}
