import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Env } from './env';
import dbPlugin from './plugins/db';
import filesPlugin from './plugins/files';
import firebasePlugin from './plugins/firebase';
import mediaPlugin from './plugins/media';

/** The worker process's plugins: the database, the file store and the media job workers. */
export async function buildWorker(env: Env, logger?: FastifyServerOptions['logger']) {
  const worker = Fastify({ logger: logger ?? { level: env.LOG_LEVEL } });
  await worker.register(dbPlugin, { env });
  await worker.register(firebasePlugin, { env });
  await worker.register(filesPlugin, { env });
  await worker.register(mediaPlugin, { env: { ...env, MEDIA_WORKERS: 'in-process' } });
  await worker.ready();
  return worker;
}
