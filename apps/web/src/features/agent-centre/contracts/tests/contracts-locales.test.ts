import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Bundle = Record<string, unknown>;
const FILES = import.meta.glob<{ default: Bundle }>('../../../../locales/*/contracts.json', { eager: true });
const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'];

function flatten(bundle: Bundle, prefix = ''): Record<string, string> {
  return Object.entries(bundle).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value as Bundle, path));
    return flat;
  }, {});
}
const bundle = (language: string) => flatten(FILES[`../../../../locales/${language}/contracts.json`]?.default ?? {});
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('contracts translations', () => {
  it('has the same keys and placeholders, all non-empty, in every language', () => {
    const english = bundle('EN');
    for (const language of LANGUAGES) {
      const texts = bundle(language);
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english[key]!));
      }
    }
  });

  it('has every literal key the contract components ask for', () => {
    const english = bundle('EN');
    const folder = join(dirname(fileURLToPath(import.meta.url)), '..');
    // The sub-area's own files and those of its folders (components, pages, hooks, utils), tests left out.
    const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.startsWith('tests'))
      .map((name) => readFileSync(join(folder, name), 'utf8'));
    // t('key') calls, and the problem keys the offer checks return ({ key: 'offer.error.…' }).
    const used = sources.flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([\w.]+)'|key: '(offer\.[\w.]+)'/g)].map((match) => (match[1] ?? match[2])!),
    );
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter((key) => english[key] === undefined && english[`${key}_one`] === undefined);
    expect(missing).toEqual([]);
  });
});
