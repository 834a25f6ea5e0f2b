import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values for the API fuzzer, derived from the endpoints' zod schemas: a plausible base value
 * (what a well-meaning client would send, as far as the schema alone can tell), the paths inside
 * it that a mutation can hit, and the bad values a careless or hostile client sends instead.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as z.ZodType)._zod.def as unknown as Def;

/** Strings tried in order until one passes the string's own checks (length, regex, format). */
const STRING_CANDIDATES = [
  'fuzz1234',
  'FUZZ1234',
  'abcdefgh',
  '2024-01-01',
  '2024-01-01T00:00:00.000Z',
  '12345678',
  '10.00',
  'demo',
  'B',
  'W',
  'EN',
  'USD',
  'fuzz-slug',
  '/promotions',
  '/assets/banners/welcome.svg',
  'https://example.com/a',
  'a'.repeat(64),
  'a'.repeat(16),
  'a'.repeat(32),
  '0'.repeat(64),
];
const NUMBER_CANDIDATES = [1, 10, 100, 0, 1000, 5];

/** A value the schema would accept where it can be found cheaply; `undefined` for a branch it cannot satisfy. */
export function plausibleValue(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const pick = (candidates: unknown[]) => candidates.find((candidate) => schema.safeParse(candidate).success);
  switch (def.type) {
    case 'string': {
      const min = (schema as z.ZodString).minLength ?? 0;
      return pick([...STRING_CANDIDATES, 'a'.repeat(Math.max(min, 1))]) ?? 'fuzz';
    }
    case 'number':
    case 'int':
    case 'bigint':
      return pick(NUMBER_CANDIDATES) ?? 1;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'array': {
      const element = plausibleValue(def.element as z.ZodType, depth + 1);
      return schema.safeParse([]).success ? [element].filter((item) => item !== undefined) : [element];
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(shape)
          .map(([key, child]) => [key, plausibleValue(child, depth + 1)])
          .filter(([, value]) => value !== undefined),
      );
    }
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const value = plausibleValue(option, depth + 1);
        if (option.safeParse(value).success) return value;
      }
      return plausibleValue((def.options as z.ZodType[])[0], depth + 1);
    }
    case 'record': {
      const key = plausibleValue(def.keyType as z.ZodType, depth + 1);
      const value = plausibleValue(def.valueType as z.ZodType, depth + 1);
      const filled = typeof key === 'string' ? { [key]: value } : {};
      return schema.safeParse(filled).success || !schema.safeParse({}).success ? filled : {};
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausibleValue(def.innerType as z.ZodType, depth + 1);
    case 'pipe':
      return plausibleValue(def.in as z.ZodType, depth + 1);
    case 'lazy':
      return plausibleValue((def.getter as () => z.ZodType)(), depth + 1);
    case 'intersection':
      return {
        ...(plausibleValue(def.left as z.ZodType, depth + 1) as object),
        ...(plausibleValue(def.right as z.ZodType, depth + 1) as object),
      };
    case 'unknown':
    case 'any':
      return {};
    default:
      return undefined;
  }
}

export type Path = (string | number)[];

/** Every place inside a value where a mutation can land: each object key and array index, at any depth. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      pathsOf(item, [...prefix, index], out);
    });
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(child, [...prefix, key], out);
    }
  return out;
}

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = setAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = setAt(copy[head as string], rest, replacement);
  return copy;
}

/** JSON text that JSON.stringify cannot write (1e999, -0, huge exponents) travels as a marker replaced after stringify. */
export type RawJson = { readonly rawJson: string };
const RAW_PREFIX = '\u{10FFFE}raw:';
export const rawJson = (text: string): RawJson => ({ rawJson: text });
export function stringifyWithRaw(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && 'rawJson' in item ? `${RAW_PREFIX}${(item as RawJson).rawJson}` : item,
  );
  return text.replace(new RegExp(`"${RAW_PREFIX}([^"]*)"`, 'gu'), (_match, raw: string) => raw);
}

/** Text a person or a script may type: control characters, broken and exotic Unicode, injections, huge. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u0007\b',
  '\u001b[2J\u001b[31mred',
  'tab\there',
  'line\nbreak',
  'cr\rlf',
  '\u0085next-line',
  '\u009b',
  '\u007f',
  '\ud800',
  'a\udfffb',
  '\udbff\udfff',
  '\ufeffbom',
  '\uffff\ufffe',
  '\u202egnp.exe',
  '\u200f\u202bשלום\u202c',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '🎲👨‍👩‍👧‍👦🏳️‍🌈',
  '𝕱𝖚𝖟𝖟',
  'İıßﬀ',
  '玩家名字',
  'ผู้เล่น',
  'Nguyễn',
  "' OR '1'='1' --",
  '"; drop table members; --',
  '$1',
  '{"$ne":null}',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '..\\..\\windows',
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e999',
  '-1',
  '0.000000001',
  '99999999999999999999999999',
  '0x10',
  '१२३',
  '٣',
  '  padded  ',
  'A'.repeat(300),
  'A'.repeat(5000),
];

export const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  rawJson('1e999'),
  rawJson('-1e999'),
  rawJson('1E+400'),
  rawJson('123456789012345678901234567890'),
  rawJson('-0'),
  rawJson('0.1e-999'),
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: [] } },
  'text',
  12345,
  { length: 1 },
];

const deepNest = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Any bad value: a nasty string, a nasty number, a wrong type, a long array, a deep structure, or arbitrary Unicode. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 3 }).map((size) => Array.from({ length: size * 500 }, (_, index) => index)),
  },
  { weight: 1, arbitrary: fc.constantFrom(deepNest(60), deepNest(400)) },
  { weight: 1, arbitrary: fc.double() },
);

/** Query values are text: the same bad strings, plus number edge cases written as text. */
export const badQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1.5',
      '1e999',
      '9007199254740993',
      '-9223372036854775809',
      '2147483648',
      'true',
      '[]',
      '{}',
      '2024-02-30',
      '2024-13-01',
      '9999-12-31T23:59:59Z',
      '0000-00-00',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

/** Percent-encodes text for a URL; a lone surrogate (not valid UTF-8) becomes its WTF-8 bytes, as a careless client would send. */
export function encodeQueryText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    else out += encodeURIComponent(char);
  }
  return out;
}
