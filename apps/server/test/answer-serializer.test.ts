import { envelopeOf } from '@lucky/contracts/common/envelope';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerSerializerOf,
  compiledWriterOf,
  isCompilable,
  outputJsonSchemaOf,
} from '../src/plugins/answer-serializer.ts';
import { arbitraryForJsonSchema } from './json-schema-arbitrary.ts';

/** More with SERIALIZER_SAMPLES and another seed with SERIALIZER_SEED, for a longer hunt. */
const SAMPLES = Number(process.env.SERIALIZER_SAMPLES ?? 25);
const SEED = Number(process.env.SERIALIZER_SEED ?? 18);
/** Endpoints whose answers stay on the zod path in production: unions of objects, trimmed texts (answer-serializer.ts). */
const ZOD_PATH_ALLOWED = 0.2;

type Outcome = { name: string; compared: number; skipped: number };

/** Generates answers of an endpoint from its JSON Schema and compares both serializers on those zod accepts. */
function compareOn(name: string, value: z.ZodType): Outcome | null {
  const envelope = envelopeOf(value);
  const writer = compiledWriterOf(envelope);
  if (!writer) return null;
  const samples = fc.sample(arbitraryForJsonSchema(outputJsonSchemaOf(envelope)!), { numRuns: SAMPLES, seed: SEED });
  let compared = 0;
  for (const sample of samples) {
    const encoded = z.safeEncode(envelope, sample as never);
    if (!encoded.success) continue;
    const reference = JSON.stringify(encoded.data);
    expect(writer(sample), `${name}: ${reference.slice(0, 300)}`).toBe(reference);
    compared += 1;
  }
  return { name, compared, skipped: samples.length - compared };
}

describe('answer serializer', () => {
  it('writes the same bytes as zod + JSON.stringify for generated answers of every endpoint', () => {
    const outcomes: Outcome[] = [];
    const zodPath: string[] = [];
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const outcome = compareOn(name, endpoint.value);
      if (outcome) outcomes.push(outcome);
      else zodPath.push(name);
    }
    const endpoints = Object.keys(ENDPOINTS).length;
    expect(zodPath.length / endpoints, `on the zod path: ${zodPath.join(', ')}`).toBeLessThanOrEqual(ZOD_PATH_ALLOWED);
    // Most endpoints must have had real comparisons (a refinement may refuse some generated values, not all of them).
    const compared = outcomes.filter((outcome) => outcome.compared > 0);
    const unchecked = outcomes.filter((outcome) => outcome.compared === 0).map((outcome) => outcome.name);
    expect(compared.length / outcomes.length, `no valid sample for: ${unchecked.join(', ')}`).toBeGreaterThan(0.9);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.compared, 0)).toBeGreaterThan(endpoints * 10);
  });

  it('compiles the read path: the status call and the game list', () => {
    for (const endpoint of [
      ENDPOINTS.systemStatus,
      ENDPOINTS.gameList,
      ENDPOINTS.gameMenus,
      ENDPOINTS.systemWhitelabel,
    ])
      expect(compiledWriterOf(envelopeOf(endpoint.value)), endpoint.path).not.toBeNull();
  });

  it('leaves out undeclared keys and undefined optionals, and keeps null where the contract allows it', () => {
    const schema = envelopeOf(z.object({ a: z.string(), b: z.number().optional(), c: z.string().nullable() }));
    const answer = {
      success: true,
      value: { c: null, secret: 'x', b: undefined, a: 'é"\n' },
      message: null,
      code: null,
    };
    const serialize = answerSerializerOf(schema, { method: 'GET', url: '/t' }, true);
    expect(serialize(answer)).toBe('{"success":true,"value":{"a":"é\\"\\n","c":null},"message":null,"code":null}');
  });

  it("writes an enum-keyed record in the enum's order and leaves out an own __proto__ key, as zod does", () => {
    const schema = envelopeOf(
      z.object({ byDay: z.record(z.enum(['MON', 'TUE']), z.number()), facts: z.record(z.string(), z.string()) }),
    );
    const answer = JSON.parse(
      '{"success":true,"value":{"byDay":{"TUE":2,"MON":1},"facts":{"__proto__":"x","a":"b"}},"message":null,"code":null}',
    );
    const expected =
      '{"success":true,"value":{"byDay":{"MON":1,"TUE":2},"facts":{"a":"b"}},"message":null,"code":null}';
    expect(JSON.stringify(z.encode(schema, answer))).toBe(expected);
    expect(answerSerializerOf(schema, { method: 'GET', url: '/t' }, false)(answer)).toBe(expected);
  });

  it('refuses an answer the contract refuses while checking, and writes it unchecked in production', () => {
    const schema = envelopeOf(z.object({ amount: z.string().regex(/^\d+$/) }));
    const answer = { success: true, value: { amount: 'NaN' }, message: null, code: null };
    expect(() => answerSerializerOf(schema, { method: 'GET', url: '/t' }, true)(answer)).toThrow(
      /Response doesn't match/,
    );
    expect(answerSerializerOf(schema, { method: 'GET', url: '/t' }, false)(answer)).toContain('"amount":"NaN"');
  });

  it('keeps unions of objects on the zod path, which strips their undeclared keys', () => {
    const union = z.union([z.object({ kind: z.literal('A'), a: z.string() }), z.object({ kind: z.literal('B') })]);
    const schema = envelopeOf(union);
    expect(isCompilable(outputJsonSchemaOf(schema))).toBe(false);
    const answer = { success: true, value: { kind: 'B', a: 'hidden' }, message: null, code: null };
    expect(answerSerializerOf(schema, { method: 'GET', url: '/t' }, false)(answer)).toBe(
      '{"success":true,"value":{"kind":"B"},"message":null,"code":null}',
    );
  });
});
