import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI for the REST paths, generated from the same zod schemas the routes validate with:
 * the document at `/api/docs/json`, a browsable page at `/api/docs` (public, no token needed).
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Stepwise REST API',
          description:
            'Every call needs `Authorization: Bearer <Firebase ID token>`. Errors answer `{ detail }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ firebase: [] }],
      },
      transform: jsonSchemaTransform,
      hideUntagged: false,
    });
    await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
