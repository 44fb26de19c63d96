import fp from 'fastify-plugin';
import type { Env } from '../env';

/**
 * GET /config.json: the public Firebase web configuration, read by the web app at boot so that
 * one build serves every environment.
 */
export default fp(
  async (fastify, opts: { env: Env }) => {
    const { env } = opts;
    const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
    const config = {
      firebase: {
        apiKey: env.FIREBASE_WEB_API_KEY ?? (emulator ? 'demo-key' : ''),
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: env.FIREBASE_PROJECT_ID,
      },
      authEmulatorUrl: emulator ? (env.AUTH_EMULATOR_PUBLIC_URL ?? `http://${emulator}`) : null,
    };
    fastify.get('/config.json', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return config;
    });
  },
  { name: 'client-config' },
);
