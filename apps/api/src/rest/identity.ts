import type { FastifyRequest } from 'fastify';
import type { Identity } from '../domain/identity';
import { AppError } from '../errors';

export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('UNAUTHORIZED', 'Sign-in required.');
  return request.identity;
}
