import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Identity } from '../plugins/firebase';

export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('UNAUTHORIZED', 'Sign-in required.');
  return request.identity;
}
