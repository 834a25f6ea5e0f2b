import { describe, expect, it } from 'vitest';
import { fromDecimal, oddsText, thousandthsText, toDecimal } from './odds-format.ts';

// Each figure below is worked by hand: HK = d − 1; a reciprocal is 1/HK rounded half up to a thousandth.
describe('odds formats', () => {
  it('shows 1.952 in every format (HK 0.952 is under 1: Malay keeps it, Indonesian is −1/0.952 = −1.0504…)', () => {
    expect(oddsText(1952, 'DECIMAL')).toBe('1.952');
    expect(oddsText(1952, 'HONG_KONG')).toBe('0.952');
    expect(oddsText(1952, 'MALAY')).toBe('0.952');
    expect(oddsText(1952, 'INDONESIAN')).toBe('-1.050');
  });

  it('shows 2.500 in every format (HK 1.5 is over 1: Malay is −1/1.5 = −0.6666…, Indonesian keeps it)', () => {
    expect(oddsText(2500, 'HONG_KONG')).toBe('1.500');
    expect(oddsText(2500, 'MALAY')).toBe('-0.667');
    expect(oddsText(2500, 'INDONESIAN')).toBe('1.500');
  });

  it('shows evens as +1.000 in both Malay and Indonesian, and reads −1.000 back as 2.000', () => {
    expect(fromDecimal(2000, 'MALAY')).toBe(1000);
    expect(fromDecimal(2000, 'INDONESIAN')).toBe(1000);
    expect(toDecimal(-1000, 'MALAY')).toBe(2000);
    expect(toDecimal(-1000, 'INDONESIAN')).toBe(2000);
  });

  it('rounds a reciprocal half up: 1.010 in Indonesian is −1/0.01 = −100.000; 1.800 is −1/0.8 = −1.250', () => {
    expect(fromDecimal(1010, 'INDONESIAN')).toBe(-100_000);
    expect(fromDecimal(1800, 'INDONESIAN')).toBe(-1250);
    expect(fromDecimal(1800, 'MALAY')).toBe(800);
    // 1/0.3 = 3.3333… → 3.333 in Malay for 1.300 + ... (HK 0.3 is under 1, so Malay shows 0.300)
    expect(fromDecimal(1300, 'MALAY')).toBe(300);
    expect(fromDecimal(1300, 'INDONESIAN')).toBe(-3333);
    // 1/0.8 exactly 1.25; 1/1.6 = 0.625 exactly; 1/3 = 0.3333… → 0.333
    expect(fromDecimal(2600, 'MALAY')).toBe(-625);
    expect(fromDecimal(4000, 'MALAY')).toBe(-333);
  });

  it('reads every format back to decimal, moving a price near evens by at most a thousandth', () => {
    expect(toDecimal(952, 'HONG_KONG')).toBe(1952);
    expect(toDecimal(1952, 'DECIMAL')).toBe(1952);
    expect(toDecimal(-1050, 'INDONESIAN')).toBe(1952); // 1/1.05 = 0.95238 → 0.952
    expect(toDecimal(-667, 'MALAY')).toBe(2499); // 1/0.667 = 1.49925 → 1.499
    expect(toDecimal(-3333, 'INDONESIAN')).toBe(1300);
    // A long price moves more: 12.000 is Malay −1/11 = −0.091, and 1/0.091 = 10.989 reads back as 11.989.
    expect(toDecimal(fromDecimal(12_000, 'MALAY'), 'MALAY')).toBe(11_989);
    for (const decimal of [1050, 1500, 1952, 2000, 2200, 2500]) {
      for (const format of ['DECIMAL', 'HONG_KONG', 'MALAY', 'INDONESIAN'] as const) {
        expect(Math.abs(toDecimal(fromDecimal(decimal, format), format) - decimal)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses what a format cannot hold', () => {
    expect(() => fromDecimal(1000, 'DECIMAL')).toThrow(RangeError);
    expect(() => toDecimal(-500, 'HONG_KONG')).toThrow(RangeError);
    expect(() => toDecimal(1500, 'MALAY')).toThrow(RangeError);
    expect(() => toDecimal(500, 'INDONESIAN')).toThrow(RangeError);
    expect(() => toDecimal(0, 'MALAY')).toThrow(RangeError);
  });

  it('writes thousandths with three decimals and a sign', () => {
    expect(thousandthsText(5)).toBe('0.005');
    expect(thousandthsText(-1050)).toBe('-1.050');
    expect(thousandthsText(100_000)).toBe('100.000');
  });
});
