import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactSerializerCompiler } from '../src/operations/exact-replies';

/**
 * REST replies where replies are validated: a reply its response schema would change (a key
 * stripped, a default filled) fails, so what production sends unparsed is what tests saw.
 */
const reply = z.object({ id: z.string(), note: z.string().default('') });

async function replyWith(returned: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(exactSerializerCompiler);
  app.get('/thing', { schema: { response: { 200: reply } } }, async () => returned);
  try {
    return await app.inject({ method: 'GET', url: '/thing' });
  } finally {
    await app.close();
  }
}

describe('REST replies where validated', () => {
  it('go out when they are exactly what the schema makes of them', async () => {
    const res = await replyWith({ id: 'a', note: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a', note: 'x' });
  });

  it.each([
    ['a key the schema does not know', { id: 'a', note: 'x', secret: 's' }],
    ['a key the schema would default', { id: 'a' }],
    ['an invalid value', { id: 1, note: 'x' }],
  ])('with %s fail', async (_what, value) => {
    expect((await replyWith(value)).statusCode).toBe(500);
  });
});
