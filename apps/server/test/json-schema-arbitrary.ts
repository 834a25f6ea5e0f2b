import fc from 'fast-check';

/**
 * Test support: fast-check values that fit a JSON Schema as zod's `toJSONSchema` writes it (OpenAPI 3.0 dialect),
 * for comparing the compiled answer serializers with zod's output on many answers of every shape. Strings include
 * quotes, backslashes, control characters, astral and lone-surrogate code points; numbers include -0 and fractions;
 * objects sometimes carry a key the schema does not declare (both serializers must leave it out).
 */
type JsonSchema = { [key: string]: unknown };

const MAX_DEPTH = 4;
const UNDECLARED_KEY = 'undeclaredKey';

const anyString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('"quoted"', 'back\\slash', 'line\nbreak', '\u0000\u001f', '\ud83c\udfb0', '\ud800', '</script>'),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return anyString.filter(fits);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
  if (integer)
    return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  return fc.oneof(
    fc.double({ min: Math.max(min, -1e12), max: Math.min(max, 1e12), noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.max(Math.ceil(min), -1e6), max: Math.min(Math.floor(max), 1e6) }),
  );
}

function objectOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) shape[key] = arbitraryOf(property, root, depth + 1);
  const declared = fc.record(shape, { requiredKeys: required.filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    const values = arbitraryOf(extra as JsonSchema, root, depth + 1);
    const keys = required.filter((key) => !(key in properties));
    const fixed = fc.record(Object.fromEntries(keys.map((key) => [key, values])));
    return fc
      .tuple(declared, fixed, fc.dictionary(anyString, values, { maxKeys: 3 }))
      .map(([a, b, c]) => ({ ...c, ...a, ...b }));
  }
  return fc
    .tuple(declared, fc.option(anyString, { nil: undefined }))
    .map(([value, undeclared]) => (undeclared === undefined ? value : { ...value, [UNDECLARED_KEY]: undeclared }));
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== 'string') return schema;
  const path = schema.$ref.replace(/^#\//, '').split('/');
  return path.reduce<JsonSchema>((node, key) => node[key] as JsonSchema, root);
}

function arbitraryOf(input: JsonSchema, root: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input, root);
  const inner = baseArbitraryOf(schema, root, depth);
  return schema.nullable === true ? fc.option(inner, { nil: null }) : inner;
}

function baseArbitraryOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, root, depth)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      // Deep enough (a recursive tree): no more levels, so the arbitrary itself stays finite.
      if (depth >= MAX_DEPTH && minLength === 0) return fc.constant([]);
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 3), 3));
      return fc.array(arbitraryOf(schema.items as JsonSchema, root, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, root, depth);
    default:
      return fc.oneof(anyString, fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** Values for a JSON Schema; some will not pass the zod schema it came from (refinements), callers filter them. */
export function arbitraryForJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  return arbitraryOf(schema, schema);
}
