import {
  HTTP_STATUS_TEXTS,
  type ItemAction,
  messages,
  type RepositoryKind,
} from '@stepwise/contracts';
import { TRPCClientError } from '@trpc/client';
import { itemKindOf } from '@/features/repository/repository-items';
import { describeApiFailure, HttpStatusError } from '@/lib/trpc';

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return String(error);
}

/**
 * Spec 8 "Repository", load: 'Failed to load tools: {status} {statusText}' when the api answered,
 * 'Network error: {message}' when it could not be reached.
 */
export function repositoryLoadError(kind: RepositoryKind, error: unknown): string {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') return messages.repository.networkError(messageOf(error));
  const cause = error instanceof TRPCClientError ? error.cause : null;
  if (cause instanceof HttpStatusError) {
    return messages.repository.loadFailed(kind, cause.status, cause.statusText);
  }
  if (failure.status !== undefined) {
    const phrase = HTTP_STATUS_TEXTS[failure.status] ?? failure.detail ?? '';
    return messages.repository.loadFailed(kind, failure.status, phrase).trimEnd();
  }
  return messages.repository.networkError(messageOf(error));
}

const ACTION_MESSAGES = {
  adding: messages.repository.addFailed,
  editing: messages.repository.editFailed,
  deleting: messages.repository.deleteFailed,
} as const;

/**
 * Spec 8 "Repository", writes: 'Failed to add tool: {detail}' (edit: detail or message; delete:
 * detail), or 'Network error while adding tool. Please try again.' when the api was unreachable.
 */
export function repositoryActionError(
  action: ItemAction,
  kind: RepositoryKind,
  error: unknown,
): string {
  const itemKind = itemKindOf(kind);
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') return messages.repository.networkActionError(action, itemKind);
  return ACTION_MESSAGES[action](itemKind, failure.detail ?? messageOf(error));
}
