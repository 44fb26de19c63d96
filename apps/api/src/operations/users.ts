import { createUserInputSchema, userParamsSchema, userSchema } from '@stepwise/contracts';
import { createUser, getUser } from '../services/users.service';
import { defineOperation } from './define';

/** Spec section 7, Users: `POST /users/`, `GET /users/{uid}`. */
export const usersOperations = {
  create: defineOperation({
    kind: 'mutation',
    input: createUserInputSchema,
    output: userSchema,
    rateLimit: 'signup',
    handler: (ctx, input) => createUser(ctx.db, ctx.identity, input),
    rest: [
      {
        method: 'POST',
        path: '/users/',
        tags: ['users'],
        summary: 'Create the signed-in user’s record (400 when it already exists)',
        status: 201,
        body: 'rest',
      },
    ],
  }),
  get: defineOperation({
    kind: 'query',
    input: userParamsSchema,
    output: userSchema,
    handler: (ctx, input) => getUser(ctx.db, ctx.identity, input.uid),
    rest: [
      {
        method: 'GET',
        path: '/users/:uid',
        tags: ['users'],
        summary: 'The signed-in user’s profile',
        params: { uid: 'uid' },
      },
    ],
  }),
};
