import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonText } from '../db/json';

/**
 * Replies with JSON the database assembled. Where replies are validated (development, tests) it
 * is parsed and goes through the route's response schema like any other reply; in production the
 * text goes out as is.
 */
export function sendJsonText<T>(app: FastifyInstance, reply: FastifyReply, text: JsonText<T>) {
  if (app.validateResponses) return JSON.parse(text) as T;
  return reply.type('application/json; charset=utf-8').send(text);
}
