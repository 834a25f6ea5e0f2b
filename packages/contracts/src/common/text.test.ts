import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from '../endpoint-table.ts';
import {
  seamlessBalanceRequest,
  seamlessCreditRequest,
  seamlessDebitRequest,
  seamlessRollbackRequest,
} from '../games/seamless-wallet.ts';
import { isMultiLineText, isSingleLineText, multiLineText, singleLineText, TEXT_CHARACTERS_MESSAGE } from './text.ts';

type Leaf = { path: string; schema: z.ZodType };

/** Every string-typed leaf of a request schema (through objects, arrays, unions, records, wrappers). */
function stringLeaves(schema: z.ZodType, path: string, leaves: Leaf[] = []): Leaf[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (child: unknown, childPath: string) => stringLeaves(child as z.ZodType, childPath, leaves);
  switch (def.type) {
    case 'string':
      leaves.push({ path, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as object)) walk(child, `${path}.${key}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option, index) => walk(option, `${path}|${index}`));
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    default:
      break;
  }
  return leaves;
}

/** Request schemas of the endpoint table and of the seamless wallet (registered outside the table). */
const REQUEST_SCHEMAS: [string, z.ZodType][] = [
  ...Object.entries(ENDPOINTS).flatMap(([name, endpoint]) => [
    ...(endpoint.query ? [[`${name} query`, endpoint.query] as [string, z.ZodType]] : []),
    ...(endpoint.body ? [[`${name} body`, endpoint.body] as [string, z.ZodType]] : []),
  ]),
  ['seamless balance', seamlessBalanceRequest],
  ['seamless debit', seamlessDebitRequest],
  ['seamless credit', seamlessCreditRequest],
  ['seamless rollback', seamlessRollbackRequest],
];

/**
 * The one field that may hold anything: the merchant configuration is a free JSON document that the
 * server validates against its own schema (merchant-config.ts); the request guard still refuses NUL.
 */
const FREE_FORM = new Set(['opsMerchantConfigUpdate body.config{}', 'opsMerchantConfigUpdate body.config{key}']);

describe('shared text schemas', () => {
  it('refuse control characters and lone surrogates on one line, keep line breaks and tabs in multi-line text', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007',
      '\u001b[31m',
      'a\u007f',
      'a\u0085b',
      'a\nb',
      'a\tb',
      'a\ud800b',
      '\udc00',
    ]) {
      expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['demo', 'Nguyễn Văn A', '玩家', 'ผู้เล่น', 'emoji 🎲👍🏽', 'שלום', 'e\u0301', '', 'a b']) {
      expect(isSingleLineText(good), good).toBe(true);
    }
    expect(isMultiLineText('line 1\r\nline 2\tend')).toBe(true);
    expect(isMultiLineText('a\u0000b')).toBe(false);
    expect(isMultiLineText('a\u000bb')).toBe(false);
    expect(isMultiLineText('a\ud83db')).toBe(false);
  });

  it('chain like z.string() and refuse with the one message the server maps to request.invalid.characters', () => {
    const username = singleLineText().trim().min(1).max(8);
    expect(username.parse('  demo ')).toBe('demo');
    expect(username.safeParse('de\u0000mo').error?.issues[0].message).toBe(TEXT_CHARACTERS_MESSAGE);
    expect(username.safeParse('far too long').success).toBe(false);
    expect(multiLineText().parse('a\nb')).toBe('a\nb');
  });

  // Makes the class of defect impossible to bring back: a new field declared as a bare z.string()
  // (which would carry a NUL to the database) fails here, naming the endpoint and the field.
  it('guard every text field and query parameter of every request schema', () => {
    const unguarded: string[] = [];
    let checked = 0;
    for (const [name, schema] of REQUEST_SCHEMAS) {
      for (const { path: where, schema: leaf } of stringLeaves(schema, name)) {
        if (FREE_FORM.has(where)) continue;
        checked += 1;
        for (const bad of ['ab\u0000cd', 'ab\u0001cd', 'ab\u009bcd', 'ab\ud800cd']) {
          if (leaf.safeParse(bad).success) unguarded.push(`${where} accepts ${JSON.stringify(bad)}`);
        }
      }
    }
    expect(unguarded).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});
