import { createUserInputSchema, userParamsSchema, userSchema } from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUser, getUser } from '../services/users.service';
import { identityOf } from './identity';

/** Spec section 7, Users: `POST /users/`, `GET /users/{uid}`. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/',
    {
      schema: {
        tags: ['users'],
        summary: 'Create the signed-in user’s record (400 when it already exists)',
        body: createUserInputSchema,
        response: { 201: userSchema },
      },
      preHandler: (request) => app.rateLimits.check('signup', request),
    },
    async (request, reply) => {
      const profile = await createUser(app.db, identityOf(request), request.body);
      return reply.status(201).send(profile);
    },
  );

  app.get(
    '/users/:uid',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user’s profile',
        params: userParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => getUser(app.db, identityOf(request), request.params.uid),
  );
};
