import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../src/trpc/context';
import { checkedReply, protectedProcedure, replyOf, router } from '../src/trpc/init';

/**
 * tRPC replies go out as the handler returned them; where replies are validated (development,
 * tests) a reply that its schema would change (a key stripped, a default filled, an invalid
 * value) is an internal error, so no such reply can reach production unparsed.
 */
const reply = z.object({ id: z.string(), count: z.number().int(), note: z.string().default('') });

function callerFor(returned: unknown, validateResponses: boolean) {
  const app = router({
    read: protectedProcedure
      .output(replyOf(reply))
      .use(checkedReply(reply))
      .query(() => returned as z.output<typeof reply>),
  });
  const ctx = { identity: { uid: 'u1', email: null }, validateResponses } as unknown as Context;
  return app.createCaller(ctx);
}

describe('tRPC replies', () => {
  it('pass unchanged when they are exactly what the schema makes of them', async () => {
    const value = { id: 'a', count: 2, note: 'x' };
    await expect(callerFor(value, true).read()).resolves.toEqual(value);
  });

  it.each([
    ['a key the schema does not know', { id: 'a', count: 2, note: 'x', secret: 's' }],
    ['a key the schema would default', { id: 'a', count: 2 }],
    ['an invalid value', { id: 'a', count: 2.5, note: 'x' }],
  ])('with %s are an internal error where replies are validated', async (_what, value) => {
    await expect(callerFor(value, true).read()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('go out as returned, unparsed, in production', async () => {
    const value = { id: 'a', count: 2, extra: true };
    await expect(callerFor(value, false).read()).resolves.toEqual(value);
  });
});
