import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_HTTP_STATUS,
  errorBodySchema,
  errorCodeFromStatus,
  errorDetailText,
  toValidationIssues,
} from './errors';

describe('error codes', () => {
  it('maps codes to statuses and back', () => {
    expect(ERROR_HTTP_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_HTTP_STATUS.PAYLOAD_TOO_LARGE).toBe(413);
    expect(errorCodeFromStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeFromStatus(422)).toBe('BAD_REQUEST');
    expect(errorCodeFromStatus(502)).toBe('INTERNAL');
  });
});

describe('error body', () => {
  it('accepts a string or a validation array as detail', () => {
    expect(errorBodySchema.safeParse({ detail: 'Project not found.' }).success).toBe(true);
    expect(
      errorBodySchema.safeParse({ detail: [{ loc: ['body', 'name'], msg: 'x' }] }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'nope' }).success).toBe(false);
  });

  it('turns a reply into the text to show', () => {
    expect(errorDetailText({ detail: 'Project not found.' }, 404, 'Not Found')).toBe(
      'Project not found.',
    );
    expect(
      errorDetailText(
        { detail: [{ loc: ['body', 'steps', 0, 'name'], msg: 'Step name is required.' }] },
        400,
        'Bad Request',
      ),
    ).toBe('Validation errors: body.steps.0.name: Step name is required.');
    expect(errorDetailText(undefined, 502, 'Bad Gateway')).toBe('HTTP 502: Bad Gateway');
    expect(errorDetailText({ detail: '' }, 500, 'Internal Server Error')).toBe(
      'HTTP 500: Internal Server Error',
    );
  });

  it('converts zod issues to validation entries', () => {
    const result = z
      .object({ name: z.string().min(1, { error: 'Tool name is required.' }) })
      .safeParse({ name: '' });
    expect(result.success).toBe(false);
    expect(toValidationIssues(result.error?.issues ?? [])).toEqual([
      { loc: ['body', 'name'], msg: 'Tool name is required.', type: 'too_small' },
    ]);
  });
});
