import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './format.ts';

describe('format', () => {
  it('groups numbers per language', () => {
    expect(formatNumber(123581220, 'EN')).toBe('123,581,220');
    expect(formatNumber(123581220, 'VI')).toBe('123.581.220');
    expect(formatNumber(123581220, 'ID')).toBe('123.581.220');
  });

  it('formats decimal money strings without floats', () => {
    expect(formatMoney('1234.5', { language: 'EN' })).toBe('1,234.50');
    expect(formatMoney('1234.5', { language: 'VI' })).toBe('1.234,50');
    expect(formatMoney('90071992547409931.99', { language: 'EN' })).toBe('90,071,992,547,409,931.99');
    expect(formatMoney('-0.001', { language: 'EN' })).toBe('0.00');
    expect(formatMoney('-12', { language: 'EN', symbol: '$' })).toBe('$ -12.00');
    expect(formatMoney('7', { language: 'CN', scale: 0 })).toBe('7');
  });

  it('formats rates with the separator of the language, keeping their digits', () => {
    expect(formatPercent('1.00', 'EN')).toBe('1.00%');
    expect(formatPercent('1.00', 'ID')).toBe('1,00%');
    expect(formatPercent('12', 'VI')).toBe('12%');
  });
});
