import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { Identity } from './firebase';

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/**
 * onRequest hook: every request in the scope it is added to must carry a valid Firebase ID token.
 * The verified uid is the only identity the services trust.
 */
export async function requireIdentity(request: FastifyRequest, _reply: FastifyReply) {
  const header = request.headers.authorization;
  if (!header) {
    throw new AppError(
      'UNAUTHORIZED',
      'Sign-in required: send "Authorization: Bearer <Firebase ID token>".',
    );
  }
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) {
    throw new AppError(
      'UNAUTHORIZED',
      'Malformed Authorization header: expected "Bearer <Firebase ID token>".',
    );
  }
  request.identity = await request.server.identity.verify(match[1]);
}

/** Declares `request.identity`; scopes that need a user add `requireIdentity` as a hook. */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('identity', null);
  },
  { name: 'auth', dependencies: ['firebase'] },
);
