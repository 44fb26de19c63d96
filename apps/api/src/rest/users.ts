import { createUserInputSchema, userParamsSchema } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import { createUser, getUser } from '../services/users.service';
import { identityOf } from './identity';

/** Spec section 7, Users: `POST /users/`, `GET /users/{uid}`. */
export async function usersRoutes(app: FastifyInstance) {
  app.post('/users/', async (request, reply) => {
    const input = createUserInputSchema.parse(request.body);
    const profile = await createUser(app.db, identityOf(request), input);
    return reply.status(201).send(profile);
  });

  app.get('/users/:uid', async (request) => {
    const { uid } = userParamsSchema.parse(request.params);
    return getUser(app.db, identityOf(request), uid);
  });
}
