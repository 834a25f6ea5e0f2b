import { describe, expect, it } from 'vitest';
import { AppError } from '../plugins/app-error.ts';
import { assertWithinLimits, parseAmount } from './amount.ts';

const USD = { code: 'USD', symbol: '$', scale: 2 };
const VND = { code: 'VND', symbol: '₫', scale: 0 };

function reason(text: string, currency = USD): string {
  try {
    return String(parseAmount(text, currency));
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
}

describe('parseAmount', () => {
  it('turns decimal strings into minor units of the currency', () => {
    expect(parseAmount('100', USD)).toBe(10_000n);
    expect(parseAmount('100.5', USD)).toBe(10_050n);
    expect(parseAmount(' 0.01 ', USD)).toBe(1n);
    expect(parseAmount('000123.40', USD)).toBe(12_340n);
    expect(parseAmount('999999999999.99', USD)).toBe(99_999_999_999_999n);
    expect(parseAmount('25000', VND)).toBe(25_000n);
    expect(parseAmount('0', USD, 'refund', { allowZero: true })).toBe(0n);
  });

  it.each([
    ['-1', 'must be positive'],
    ['0', 'greater than zero'],
    ['0.00', 'greater than zero'],
    ['1.001', 'more than 2 decimal places'],
    ['abc', 'decimal number'],
    ['1e5', 'decimal number'],
    ['1,000', 'decimal number'],
    ['+5', 'decimal number'],
    ['5.', 'decimal number'],
    ['.5', 'decimal number'],
    ['0x10', 'decimal number'],
    ['Infinity', 'decimal number'],
    ['NaN', 'decimal number'],
    ['1 000', 'decimal number'],
    ['1000000000000', 'too large'],
    ['99999999999999999999', 'too large'],
  ])('refuses %s', (text, why) => {
    const answer = reason(text);
    expect(answer.startsWith('amount.invalid: amount: ')).toBe(true);
    expect(answer).toContain(why);
  });

  it('refuses any fraction in a currency without minor units', () => {
    expect(reason('10.5', VND)).toContain('more than 0 decimal places');
  });

  it('checks configured limits inclusively', () => {
    const limits = { minAmount: '10.00', maxAmount: '500' };
    expect(() => assertWithinLimits(1_000n, limits, USD)).not.toThrow();
    expect(() => assertWithinLimits(50_000n, limits, USD)).not.toThrow();
    expect(() => assertWithinLimits(999n, limits, USD)).toThrow('The minimum is 10.00 USD');
    expect(() => assertWithinLimits(50_001n, limits, USD)).toThrow('The maximum is 500.00 USD');
  });
});
