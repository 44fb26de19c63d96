import { uidSchema } from '@stepwise/contracts';
import { z } from 'zod';
import type { OperationInput, RestBinding } from './define';

/** The zod schemas of one REST path, cut from the operation's input so both validate alike. */
export interface RestSchemas {
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
}

/** The object behind the input: the discriminated branch the path fixes, or the input itself. */
function inputObject(input: OperationInput, fixed: Record<string, unknown>): z.ZodObject {
  if (input instanceof z.ZodObject) return input;
  const discriminator = input.def.discriminator;
  const branch = input.options.find(
    (option) => option.shape[discriminator]?.safeParse(fixed[discriminator]).success,
  );
  if (!branch) throw new Error(`A REST binding must fix "${discriminator}" to one branch.`);
  return branch;
}

/** The input fields a binding takes from the path, the query string or itself. */
function takenKeys(binding: RestBinding): string[] {
  return [
    ...Object.values(binding.params ?? {}),
    ...(binding.query ?? []),
    ...Object.keys(binding.fixed ?? {}),
  ];
}

/** A path segment is always there, even for a field tRPC may leave out (`trpcInput`). */
function pathSegment(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}

export function restSchemas(input: OperationInput, binding: RestBinding): RestSchemas {
  const object = inputObject(input, binding.fixed ?? {});
  const field = (key: string) => {
    const schema = object.shape[key];
    if (!schema) throw new Error(`${binding.method} ${binding.path}: no input field "${key}".`);
    return schema;
  };
  const params = {
    ...(binding.ownerParam ? { [binding.ownerParam]: uidSchema } : {}),
    ...Object.fromEntries(
      Object.entries(binding.params ?? {}).map(([name, key]) => [name, pathSegment(field(key))]),
    ),
  };
  const taken = takenKeys(binding).filter((key) => key in object.shape);
  const body =
    binding.body === 'rest'
      ? taken.length === 0
        ? object
        : object.omit(Object.fromEntries(taken.map((key) => [key, true])) as never)
      : binding.body
        ? field(binding.body)
        : undefined;
  return {
    ...(Object.keys(params).length > 0 ? { params: z.object(params) } : {}),
    ...(binding.query
      ? { querystring: z.object(Object.fromEntries(binding.query.map((k) => [k, field(k)]))) }
      : {}),
    ...(body ? { body } : {}),
  };
}

/** The operation's input assembled from a request the path's schemas already validated. */
export function inputFromRequest(
  binding: RestBinding,
  request: { params: unknown; query: unknown; body: unknown },
): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = { ...binding.fixed };
  for (const [name, key] of Object.entries(binding.params ?? {})) input[key] = params[name];
  for (const key of binding.query ?? []) {
    if (query[key] !== undefined) input[key] = query[key];
  }
  if (binding.body === 'rest') Object.assign(input, request.body);
  else if (binding.body) input[binding.body] = request.body;
  return input;
}
