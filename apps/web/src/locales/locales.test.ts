import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';

const here = path.dirname(fileURLToPath(import.meta.url));

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

const flatten = (value: unknown): string[] => leaves(value).map(([key]) => key);

function keysOf(language: string, namespace: string): string[] {
  const file = path.join(here, language, `${namespace}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8'))).sort();
}

const namespaces = [
  ...new Set(
    TRANSLATED_LANGUAGES.flatMap((language) =>
      readdirSync(path.join(here, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, '')),
    ),
  ),
];

describe('translations', () => {
  it('ship every namespace in every language', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      expect(
        readdirSync(path.join(here, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.replace(/\.json$/, ''))
          .sort(),
        language,
      ).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('have the same keys in every language: %s', (namespace) => {
    const english = keysOf('EN', namespace);
    for (const language of TRANSLATED_LANGUAGES) {
      const keys = keysOf(language, namespace);
      expect(
        english.filter((key) => !keys.includes(key)),
        `${language}/${namespace} is missing`,
      ).toEqual([]);
      expect(
        keys.filter((key) => !english.includes(key)),
        `${language}/${namespace} has extra`,
      ).toEqual([]);
    }
  });

  it.each(namespaces)('leave no value empty: %s', (namespace) => {
    for (const language of TRANSLATED_LANGUAGES) {
      const text = JSON.parse(readFileSync(path.join(here, language, `${namespace}.json`), 'utf8'));
      const empty = leaves(text)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(empty, `${language}/${namespace}`).toEqual([]);
    }
  });
});
