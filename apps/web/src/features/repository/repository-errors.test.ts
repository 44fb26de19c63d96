import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  repositoryActionError,
  repositoryLoadError,
} from '@/features/repository/repository-errors';
import { HttpStatusError } from '@/lib/trpc';

/** What the tRPC client throws when the api answered with an error. */
function rejected(httpStatus: number, detail: string) {
  return TRPCClientError.from({
    error: {
      message: detail,
      code: -32600,
      data: { code: 'BAD_REQUEST', httpStatus, path: 'repository.create', detail },
    },
  });
}

/** What it throws when the request got no answer. */
const unreachable = () => TRPCClientError.from(new TypeError('Failed to fetch'));

/** What it throws for an answer that was not tRPC's (a proxy's error page). */
const proxyError = () => TRPCClientError.from(new HttpStatusError(502, 'Bad Gateway'));

describe('repositoryLoadError', () => {
  it('names the status and its reason when the api answered', () => {
    expect(repositoryLoadError('tools', rejected(500, 'Something went wrong.'))).toBe(
      'Failed to load tools: 500 Internal Server Error',
    );
    expect(repositoryLoadError('materials', rejected(401, 'Sign in first.'))).toBe(
      'Failed to load materials: 401 Unauthorized',
    );
    expect(repositoryLoadError('tools', proxyError())).toBe(
      'Failed to load tools: 502 Bad Gateway',
    );
  });

  it('says "Network error: {message}" when the api could not be reached', () => {
    expect(repositoryLoadError('tools', unreachable())).toBe('Network error: Failed to fetch');
  });
});

describe('repositoryActionError', () => {
  it("shows the server's detail for add, edit and delete", () => {
    const error = rejected(400, 'Name must be at most 200 characters.');
    expect(repositoryActionError('adding', 'tools', error)).toBe(
      'Failed to add tool: Name must be at most 200 characters.',
    );
    expect(repositoryActionError('editing', 'materials', error)).toBe(
      'Failed to edit material: Name must be at most 200 characters.',
    );
    expect(repositoryActionError('deleting', 'tools', rejected(404, 'Tool not found.'))).toBe(
      'Failed to delete tool: Tool not found.',
    );
  });

  it('falls back to the error message when there is no detail', () => {
    expect(repositoryActionError('editing', 'tools', proxyError())).toBe(
      'Failed to edit tool: HTTP 502 Bad Gateway',
    );
  });

  it('reports a network error per action and kind', () => {
    expect(repositoryActionError('adding', 'tools', unreachable())).toBe(
      'Network error while adding tool. Please try again.',
    );
    expect(repositoryActionError('editing', 'materials', unreachable())).toBe(
      'Network error while editing material. Please try again.',
    );
    expect(repositoryActionError('deleting', 'materials', unreachable())).toBe(
      'Network error while deleting material. Please try again.',
    );
  });
});
