import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Production sends a reply as the handler returned it (`JSON.stringify`, no schema): where replies
 * are validated (development, tests, `VALIDATE_RESPONSES`), a reply must therefore send the same
 * JSON its schema makes of it, key order aside: nothing stripped, defaulted or transformed.
 */
export function sentAsItsSchemaMakesIt(schemaMade: unknown, returned: unknown): boolean {
  return isDeepStrictEqual(
    JSON.parse(JSON.stringify(schemaMade) ?? 'null'),
    JSON.parse(JSON.stringify(returned) ?? 'null'),
  );
}

export const NOT_AS_SCHEMA_MAKES_IT =
  'The reply is not what its schema makes of it (a key stripped or a value changed)';

/** REST replies where validated: fastify-type-provider-zod's check, then the same JSON as production. */
export const exactSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const text = serialize(data);
    if (!sentAsItsSchemaMakesIt(JSON.parse(text), data)) {
      throw new Error(`${route.method} ${route.url}: ${NOT_AS_SCHEMA_MAKES_IT}`);
    }
    return text;
  };
};
