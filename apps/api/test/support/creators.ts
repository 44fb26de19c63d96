import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './app';
import { createCreator, type TestUser } from './identity';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The set-up most API test files share: one app on a fresh database and two creators, alice and
 * bob, made before the file's tests and closed after them. Call `useTwoCreators()` at the top of
 * a test file and read `h.ctx`, `h.alice` and `h.bob` inside the tests.
 */
export function useTwoCreators() {
  const h = {
    ctx: undefined as unknown as TestApp,
    alice: undefined as unknown as TestUser,
    bob: undefined as unknown as TestUser,
  };
  beforeAll(async () => {
    h.ctx = await buildTestApp();
    h.alice = await createCreator(h.ctx.app, 'alice');
    h.bob = await createCreator(h.ctx.app, 'bob');
  });
  afterAll(() => h.ctx?.close());
  return h;
}
