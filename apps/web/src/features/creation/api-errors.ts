import { creationTexts } from '@/features/creation/texts';
import { describeApiFailure } from '@/lib/api-failure';

/**
 * Why a call failed, in words a person can read: the server's detail, a network note, or the
 * error's own message. Null when nothing useful is known (the caller picks its fallback).
 */
export function failureReason(error: unknown): string | null {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') return creationTexts.networkError;
  if (failure.detail) return failure.detail;
  if (error instanceof Error && error.name !== 'TRPCClientError' && error.message.trim()) {
    return error.message;
  }
  return null;
}

/** Rethrows a failed call's rejection as an Error whose message is its reason. */
export async function withReason<T>(call: Promise<T>, fallback: string | null = null): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(failureReason(error) ?? fallback ?? creationTexts.unknownError, {
      cause: error,
    });
  }
}
