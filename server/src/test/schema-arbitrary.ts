import fc from 'fast-check';

/**
 * Values a JSON Schema (the OpenAPI document's request schemas) says are valid, for fast-check:
 * the keywords the generated document uses (type, const, enum, anyOf/oneOf, properties and
 * required, items, lengths, minimum/maximum, pattern, format: date). Request fuzzing
 * (http/request-fuzz.test.ts) sends them and expects no 422.
 */
type Schema = Record<string, unknown>;

const DAY_MS = 86_400_000;

export function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf({ ...without(schema), ...branch })));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type })));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1_000_000,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1_000_000,
      });
    case 'number':
      return fc.double({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1e6,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1e6,
        noNaN: true,
      });
    case 'string':
      return stringOf(schema);
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      return fc.array(arbitraryOf(items), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 5, 5),
      });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property)]),
      );
      return fc.record(record, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.constant(null);
  }
}

function without(schema: Schema): Schema {
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  return rest;
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, 40);
  if (schema.format === 'date') {
    return fc
      .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2200, 0, 1) / DAY_MS })
      .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  const patterns = [
    ...(typeof schema.pattern === 'string' ? [schema.pattern] : []),
    ...((schema.allOf as Schema[] | undefined) ?? []).flatMap((part) =>
      typeof part.pattern === 'string' ? [part.pattern] : [],
    ),
  ].map((pattern) => new RegExp(pattern, 'u'));
  const [first, ...rest] = patterns;
  const base = first
    ? fc.stringMatching(first, { size: 'small' })
    : fc.string({ minLength: min, maxLength: max, unit: 'binary' });
  return base.filter(
    (value) => value.length >= min && value.length <= max && rest.every((pattern) => pattern.test(value)),
  );
}
