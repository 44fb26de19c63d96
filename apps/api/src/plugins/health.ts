import fp from 'fastify-plugin';
import { sql } from 'kysely';

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${label} timed out`)), PROBE_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** GET /healthz: 200 when the database and the identity service answer, 503 naming what fails. */
export default fp(
  async (fastify) => {
    fastify.get('/healthz', async (request, reply) => {
      const [db, auth] = await Promise.allSettled([
        withTimeout(sql`select 1`.execute(fastify.db), 'database'),
        withTimeout(fastify.identity.ping(), 'identity'),
      ]);
      const body = {
        status: db.status === 'fulfilled' && auth.status === 'fulfilled' ? 'ok' : 'degraded',
        db: db.status === 'fulfilled' ? 'ok' : 'unavailable',
        auth: auth.status === 'fulfilled' ? 'ok' : 'unavailable',
      };
      if (body.status !== 'ok') {
        request.log.warn({ db: db.status, auth: auth.status }, 'health check failed');
      }
      return reply.status(body.status === 'ok' ? 200 : 503).send(body);
    });
  },
  { name: 'health', dependencies: ['db', 'firebase'] },
);
