import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { EN } from './en/index.ts';
import { formatAmount, formatMinorAmount } from './format.ts';
import { detectLanguage, languageOf } from './language.ts';
import { dictionaryOf, fill, t, loadLanguage } from './translate.ts';

/** The parameters a text shows ({name}); a language without plurals may leave out a {count|one|other} choice. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
const pluralsOf = (text: string) => [...text.matchAll(/\{(\w+)\|/g)].map((match) => match[1]);

describe('the game pages speak every site language', () => {
  it.each(TRANSLATED_LANGUAGES.filter((language) => language !== 'EN'))(
    '%s has every English key, no other, each filled in with the same parameters',
    async (language) => {
      const words = await dictionaryOf(language);
      expect(Object.keys(words).sort()).toEqual(Object.keys(EN).sort());
      for (const [key, english] of Object.entries(EN)) {
        const text = words[key as keyof typeof EN];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
        for (const plural of pluralsOf(text)) expect(english, `${language} ${key}`).toContain(`{${plural}`);
      }
    },
  );

  it('translates once the page language is loaded, and English stays the fallback', async () => {
    await loadLanguage('VI');
    expect(t('slot.spin')).toBe('QUAY');
    expect(document.documentElement.lang).toBe('vi-VN');
    expect(t('table.onTable', { amount: '1.000,00', currency: 'VND' })).toBe('Trên bàn 1.000,00 VND');
    await loadLanguage('CN');
    expect(t('spot.BANKER')).toBe('庄');
    await loadLanguage('EN');
    expect(t('slot.spin')).toBe('SPIN');
  });
});

describe('texts with parameters', () => {
  it('fills names and picks the plural form by the language rules', () => {
    expect(fill('{count} FREE {count|SPIN|SPINS}!', { count: 1 }, 'en-GB')).toBe('1 FREE SPIN!');
    expect(fill('{count} FREE {count|SPIN|SPINS}!', { count: 3 }, 'en-GB')).toBe('3 FREE SPINS!');
    expect(fill('Round {n} of {count}', { n: 2 })).toBe('Round 2 of {count}');
  });
  it('groups numbers given as numbers, and keeps text as it is', () => {
    expect(fill('{n} / {id}', { n: 12345, id: '12345' }, 'en-GB')).toBe('12,345 / 12345');
  });
});

describe('amounts on screen', () => {
  it('uses the language grouping and decimal mark, never rounding the digits', () => {
    expect(formatAmount('1234.50', 'en-GB')).toBe('1,234.50');
    expect(formatAmount('1234.50', 'vi-VN')).toBe('1.234,50');
    expect(formatAmount('1234.50', 'id-ID')).toBe('1.234,50');
    expect(formatAmount('-0.05', 'en-GB')).toBe('-0.05');
    expect(formatAmount('98765432109876543.21', 'en-GB')).toBe('98,765,432,109,876,543.21');
    expect(formatAmount('not money', 'en-GB')).toBe('not money');
  });
  it('formats minor units at the currency scale', () => {
    expect(formatMinorAmount(123456n, 2, 'en-GB')).toBe('1,234.56');
    expect(formatMinorAmount(5, 2, 'th-TH')).toBe('0.05');
    expect(formatMinorAmount(1500, 0, 'vi-VN')).toBe('1.500');
  });
});

describe('the page language', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  it('reads the site codes in any spelling', () => {
    expect(languageOf('vi')).toBe('VI');
    expect(languageOf('zh-CN')).toBe('CN');
    expect(languageOf('th-TH')).toBe('TH');
    expect(languageOf('fr')).toBeNull();
    expect(languageOf(undefined)).toBeNull();
  });
  it('comes from the launch URL, is kept for a reload without it, and falls back to English', () => {
    expect(detectLanguage()).toBe('EN');
    window.history.replaceState(null, '', '/house/play/1?launch=abc&lang=TH');
    expect(detectLanguage()).toBe('TH');
    window.history.replaceState(null, '', '/house/play/1');
    expect(detectLanguage()).toBe('TH');
    window.history.replaceState(null, '', '/house/play/1?lang=xx');
    expect(detectLanguage()).toBe('TH');
  });
});
