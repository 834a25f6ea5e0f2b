import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Answers go out through serializers compiled from the contracts' zod schemas: each schema is turned into JSON
 * Schema by zod itself (`z.toJSONSchema`, output side, OpenAPI 3.0 dialect so that `nullable: true` stays a flag
 * instead of an `anyOf` with null), and fast-json-stringify compiles that into a function that writes only the
 * declared properties, in the schema's order — what `JSON.stringify(zod.encode(schema, value))` writes, without
 * walking the value twice. fast-json-stringify is Fastify's own serializer, maintained with it.
 *
 * A schema with a union of objects or arrays (an `anyOf`/`oneOf` whose branch is not a plain scalar) keeps the zod
 * path even in production: fast-json-stringify picks such a branch by validating the value with Ajv, which treats
 * `additionalProperties: false` as a refusal where zod strips the extra keys, so the bytes could differ.
 *
 * `checkAnswers` (every environment but production): the answer is first checked by zod as before (a broken answer
 * is a 500, never sent), and the compiled output must equal zod's `JSON.stringify` byte for byte — a difference is
 * a SerializerMismatchError (a 500 too), so every test that reads an answer also tests this serializer. Schemas
 * that change values on the way out (`.trim()` and the like, pipes) keep the zod path: JSON Schema cannot say so.
 */
export type AnswerSerializer = (data: unknown) => string;

type JsonSchema = { [key: string]: unknown };

/**
 * Marks a schema that changes the value on its way out — `.trim()`, `.toLowerCase()` and the like (zod's overwrite
 * checks), a pipe or a codec (encoded backwards): JSON Schema cannot say so, and such an answer keeps the zod path.
 */
const REWRITES = 'x-rewrites-value';
type ZodInternals = { _zod: { def: { type: string; checks?: { _zod: { def: { check: string } } }[] } } };
const rewritesValues = (schema: unknown): boolean => {
  const def = (schema as ZodInternals)._zod.def;
  return def.type === 'pipe' || (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
};

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

const isScalarBranch = (branch: unknown): boolean => {
  if (!branch || typeof branch !== 'object') return false;
  const schema = branch as JsonSchema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.every((type) => typeof type === 'string' && SCALAR_TYPES.has(type)) && !('$ref' in schema);
};

/** True when every combinator in the schema only chooses between scalars (fast-json-stringify writes those alike). */
export function isCompilable(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return true;
  if (Array.isArray(schema)) return schema.every(isCompilable);
  const node = schema as JsonSchema;
  if ('not' in node || 'if' in node || REWRITES in node) return false;
  for (const keyword of COMBINATORS) {
    const branches = node[keyword];
    if (branches !== undefined && !(Array.isArray(branches) && branches.every(isScalarBranch))) return false;
  }
  return Object.values(node).every(isCompilable);
}

/**
 * Adjusts zod's JSON Schema to write what zod writes:
 * - fast-json-stringify writes required properties before optional ones, zod in the schema's order: only the
 *   required properties before the first optional one stay required (the sort then changes nothing); the rest
 *   are written when present, and zod, outside production, is what refuses an answer that lacks one;
 * - a record's keys: an enum-keyed record (its keys required) is written in the enum's order, as zod does, and
 *   an own `__proto__` key (JSON.parse makes those) is left out, as zod leaves it out.
 */
const NOT_PROTO = '^(?!__proto__$)';
function fitForWriter(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(fitForWriter);
  const schema: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fitForWriter(value)]));
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    const properties = { ...(schema.properties as JsonSchema | undefined) };
    for (const key of required) properties[key] ??= extra;
    schema.properties = properties;
    schema.patternProperties = { [NOT_PROTO]: extra };
    schema.additionalProperties = false;
  }
  if (schema.properties && typeof schema.properties === 'object') {
    const keys = Object.keys(schema.properties);
    const firstOptional = keys.findIndex((key) => !required.includes(key));
    schema.required = firstOptional === -1 ? keys : keys.slice(0, firstOptional);
  }
  return schema;
}

/** The output JSON Schema of a zod schema, or null when zod cannot represent it. */
export function outputJsonSchemaOf(schema: z.ZodType): JsonSchema | null {
  try {
    return z.toJSONSchema(schema, {
      io: 'output',
      target: 'openapi-3.0',
      unrepresentable: 'throw',
      override: ({ zodSchema, jsonSchema }) => {
        if (rewritesValues(zodSchema)) jsonSchema[REWRITES] = true;
      },
    }) as JsonSchema;
  } catch {
    return null;
  }
}

function zodSerializer(schema: z.ZodType, where: { method: string; url: string }): AnswerSerializer {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(where.method, where.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** The compiled writer of a zod schema, or null when it must stay on the zod path (see above). */
export function compiledWriterOf(schema: z.ZodType): AnswerSerializer | null {
  const jsonSchema = outputJsonSchemaOf(schema);
  if (!jsonSchema || !isCompilable(jsonSchema)) return null;
  return fastJson(fitForWriter(jsonSchema) as Parameters<typeof fastJson>[0]) as AnswerSerializer;
}

/** The compiled serializer and zod disagree: a bug of answer-serializer.ts, answered as a 500 outside production. */
export class SerializerMismatchError extends Error {
  constructor(where: { method: string; url: string }, fast: string, reference: string) {
    let at = 0;
    while (at < fast.length && fast[at] === reference[at]) at += 1;
    super(
      `${where.method} ${where.url}: the compiled serializer wrote ${JSON.stringify(fast.slice(Math.max(0, at - 40), at + 40))} where zod's answer is ${JSON.stringify(reference.slice(Math.max(0, at - 40), at + 40))}`,
    );
  }
}

const writers = new WeakMap<z.ZodType, AnswerSerializer | null>();

/** Compiled once per schema object and kept for the process (tests build many apps from the same contracts). */
function writerOf(schema: z.ZodType): AnswerSerializer | null {
  if (!writers.has(schema)) writers.set(schema, compiledWriterOf(schema));
  return writers.get(schema)!;
}

/** The serializer of one route's answer schema. Compiles on the first answer, so start-up stays as fast as before. */
export function answerSerializerOf(
  schema: z.ZodType,
  where: { method: string; url: string },
  checkAnswers: boolean,
): AnswerSerializer {
  const checked = zodSerializer(schema, where);
  let serialize: AnswerSerializer | undefined;
  const build = (): AnswerSerializer => {
    const writer = writerOf(schema);
    if (!writer) return checked;
    if (!checkAnswers) return writer;
    return (data) => {
      const reference = checked(data);
      const fast = writer(data);
      if (fast !== reference) throw new SerializerMismatchError(where, fast, reference);
      return fast;
    };
  };
  return (data) => (serialize ??= build())(data);
}

/** Fastify's serializer compiler for the zod answer schemas of every route. */
export function createAnswerSerializerCompiler(checkAnswers: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }): AnswerSerializer => {
    if (!(schema instanceof $ZodType)) throw new Error(`${method} ${url}: an answer schema must be a zod schema`);
    return answerSerializerOf(schema as z.ZodType, { method, url }, checkAnswers);
  };
}
