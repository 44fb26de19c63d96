import { messages } from '@stepwise/contracts';
import { describeApiFailure } from '@/lib/trpc';

/** A failed call as a person reads it: the server's detail, the network text, or `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') return messages.register.networkError;
  return failure.detail ?? fallback;
}
