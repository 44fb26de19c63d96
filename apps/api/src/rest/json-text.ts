import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonText } from '../db/json';

// Declared beside its one reader, so every program that reaches this file (the web app's
// typecheck of the AppRouter included) knows the decorator `app.ts` sets.
declare module 'fastify' {
  interface FastifyInstance {
    /** Replies are checked against their response schemas (VALIDATE_RESPONSES). */
    validateResponses: boolean;
  }
}

/**
 * Replies with JSON the database assembled. Where replies are validated (development, tests) it
 * is parsed and goes through the route's response schema like any other reply; in production the
 * text goes out as is.
 */
export function sendJsonText<T>(app: FastifyInstance, reply: FastifyReply, text: JsonText<T>) {
  if (app.validateResponses) return JSON.parse(text) as T;
  return reply.type('application/json; charset=utf-8').send(text);
}
