import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3 flavour) that our zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

const SMALL = 4;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length <= (s.maxLength ?? 500));
    } catch {
      // a pattern JavaScript cannot compile: fall through to plain strings
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? minLength + 24, minLength + 64);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const max =
    typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
  if (integer) {
    return fc.integer({
      min: Math.ceil(Math.max(min, -(2 ** 31))),
      max: Math.floor(Math.min(max, 2 ** 31)),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy the schema's shape (refinements aside). */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const base = baseArbitrary(schema, depth);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function baseArbitrary(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => arbitraryFor(u, depth + 1)));
  if (s.allOf?.length) return arbitraryFor(s.allOf[0], depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((t) => baseArbitrary({ ...s, type: t }, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + SMALL, minLength + SMALL);
      return fc.array(arbitraryFor(s.items, depth + 1), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!s.properties)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
          maxKeys: 3,
        });
      const required = new Set(s.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(s.properties))
        shape[key] = arbitraryFor(value, depth + 1);
      return fc.record(shape, {
        requiredKeys: Object.keys(shape).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values that break the schema in the ways clients do: a required key dropped, a value of the
 * wrong type, an enum value that does not exist, a huge string, deep nesting, random JSON.
 */
export function mutatedArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = arbitraryFor(schema);
  const wrongValue = fc.oneof(
    fc.constant(null),
    fc.constant(''),
    fc.constant('NOT_AN_ENUM_VALUE'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
    fc.string({ minLength: 20_000, maxLength: 20_000 }),
    fc.constant(-1),
    fc.constant(Number.MAX_SAFE_INTEGER),
  );
  const withBrokenKey = fc
    .tuple(valid, wrongValue, fc.nat(), fc.boolean())
    .map(([value, wrong, n, drop]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return wrong;
      const keys = Object.keys(value);
      if (keys.length === 0) return { unexpected: wrong };
      const key = keys[n % keys.length] as string;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (drop) delete copy[key];
      else copy[key] = wrong;
      return copy;
    });
  const deep = fc.nat({ max: 200 }).map((n) => {
    let v: unknown = 'x';
    for (let i = 0; i < n; i++) v = [v];
    return { deep: v };
  });
  return fc.oneof(
    withBrokenKey,
    wrongValue,
    fc.jsonValue(),
    fc.array(valid, { maxLength: 3 }),
    deep,
  );
}
