import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, ERRORS } from '@lucky/contracts/common/errors';
import { PATTERN_KINDS } from '@lucky/contracts/validation/pattern-kinds';
import { FIELD_LABELS } from '@lucky/contracts/validation/register-fields';
import { FIXED_FORMAT_MESSAGES, INCONSISTENT_TWICE, NOT_EMPTY } from '@lucky/contracts/validation/rule-builder';

type Bundle = Record<string, unknown>;
const FILES = import.meta.glob<{ default: Bundle }>('../../../locales/*/{auth,centre,validation,errors}.json', {
  eager: true,
});
const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'];
const NAMESPACES = ['auth', 'centre', 'validation', 'errors'];

function flatten(bundle: Bundle, prefix = ''): Record<string, string> {
  return Object.entries(bundle).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value as Bundle, path));
    return flat;
  }, {});
}
const bundle = (language: string, namespace: string) =>
  flatten(FILES[`../../../locales/${language}/${namespace}.json`]?.default ?? {});

describe('auth, centre, validation and errors translations', () => {
  it.each(NAMESPACES)('%s has the same keys, all non-empty, in every language', (namespace) => {
    const english = Object.keys(bundle('EN', namespace)).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const texts = bundle(language, namespace);
      expect(Object.keys(texts).sort(), `${language}/${namespace}`).toEqual(english);
      for (const [key, text] of Object.entries(texts))
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
    }
  });

  it('keeps the rule builder English texts word for word', () => {
    const validation = bundle('EN', 'validation');
    for (const [field, label] of Object.entries(FIELD_LABELS)) expect(validation[`field.${field}`]).toBe(label);
    for (const kind of PATTERN_KINDS) expect(validation[`validation.pattern.${kind.id}`]).toBe(kind.message);
    for (const [field, message] of Object.entries(FIXED_FORMAT_MESSAGES))
      expect(validation[`validation.format.${field}`]).toBe(message);
    expect(validation['validation.notEmpty']).toBe(NOT_EMPTY);
    expect(validation['validation.inconsistentTwice']).toBe(INCONSISTENT_TWICE);
  });

  it('translates every server and client error code, in the catalogue English', () => {
    const errors = bundle('EN', 'errors');
    for (const [code, { message }] of Object.entries(ERRORS)) {
      // account.trial carries the spec key; the site shows its sentence.
      expect(errors[`error.${code}`]).toBe(
        code === 'account.trial' ? 'Please register a real account to use this function' : message,
      );
    }
    for (const [code, message] of Object.entries(CLIENT_ERRORS)) expect(errors[`error.${code}`]).toBe(message);
    expect(Object.keys(errors)).toHaveLength(Object.keys(ERRORS).length + Object.keys(CLIENT_ERRORS).length);
  });

  it('keeps (min) - (max) in every translated pattern that has them in English', () => {
    const english = bundle('EN', 'validation');
    for (const language of LANGUAGES) {
      const texts = bundle(language, 'validation');
      for (const kind of PATTERN_KINDS) {
        const key = `validation.pattern.${kind.id}`;
        expect(texts[key].includes('(min) - (max)'), `${language}:${key}`).toBe(english[key].includes('(min) - (max)'));
      }
    }
  });
});
