import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api', '/trpc', '/uploads', '/files', '/healthz', '/config.json'];

/**
 * The built web app at `/`, with index.html for any other GET that asks for a page; everything
 * else unknown is a 404 with a `detail`.
 */
export default fp(
  async (fastify, opts: { root: string }) => {
    if (!existsSync(join(opts.root, 'index.html'))) {
      fastify.log.warn({ root: opts.root }, 'web app not built: only the API is served');
      fastify.setNotFoundHandler((request, reply) => {
        reply
          .status(404)
          .send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}.` });
      });
      return;
    }
    await fastify.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: ['index.html'],
      // The web build writes .br and .gz beside its files (apps/web/precompress.ts).
      preCompressed: true,
      maxAge: '1h',
      setHeaders(res, path) {
        if (path.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
        else if (path.includes('/assets/'))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
      if (request.method === 'GET' && !isApi && request.headers.accept?.includes('text/html')) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return reply.status(404).send({ detail: `No route for ${request.method} ${path}.` });
    });
  },
  { name: 'static' },
);
