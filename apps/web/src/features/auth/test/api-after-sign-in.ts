import { createTrpcFake } from '@/test/trpc-fake';

/**
 * The api a sign-in form reaches: `users.create` (its inputs recorded by the fake), then the reads
 * of the first signed-in screen. Every answer is an empty object: these tests follow the form and
 * the navigation, not what the next screen shows.
 */
export function apiAfterSignIn() {
  const empty = () => ({});
  return createTrpcFake({
    'users.create': empty,
    'users.get': empty,
    'projects.cleanupIncomplete': empty,
    'projects.list': empty,
  });
}
