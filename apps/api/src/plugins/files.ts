import fp from 'fastify-plugin';
import { getStorage } from 'firebase-admin/storage';
import type { Env } from '../env';
import { storageConfig } from '../storage/config';
import { downloadRoutes } from '../storage/download-route';
import { createObjectStore, type ObjectStore } from '../storage/objects';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored files by path: local disk or the Cloud Storage bucket (STORAGE_DRIVER). */
    objects: ObjectStore;
  }
}

/**
 * Reading and deleting stored files: decorates `app.objects` and serves `GET /files/{path}`
 * (signed URLs, outside the `/api` token scope). Uploads are the `/uploads` plugin's.
 */
export default fp(
  async (fastify, opts: { env: Env }) => {
    const config = storageConfig(opts.env);
    const objects = createObjectStore(config, () =>
      getStorage(fastify.firebaseApp).bucket(config.bucket ?? undefined),
    );
    fastify.decorate('objects', objects);
    await fastify.register(downloadRoutes, { config, objects });
  },
  { name: 'files', dependencies: ['firebase'] },
);
