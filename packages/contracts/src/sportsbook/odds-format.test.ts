import { describe, expect, it } from 'vitest';
import { fromDecimal, oddsText, thousandthsText, toDecimal, type OddsFormat } from './odds-format.ts';

// Hand-computed: decimal, Hong Kong, Malay, Indonesian (all in thousandths).
//  1.952: HK 0.952; Malay 0.952 (HK ≤ 1); Indo −1/0.952 = −1.05042 → −1.050.
//  2.000: HK 1.000; Malay 1.000; Indo 1.000.
//  2.500: HK 1.500; Malay −1/1.5 = −0.66667 → −0.667; Indo 1.500.
//  1.400: HK 0.400; Malay 0.400; Indo −1/0.4 = −2.500.
//  4.300: HK 3.300; Malay −1/3.3 = −0.30303 → −0.303; Indo 3.300.
//  1.010: HK 0.010; Malay 0.010; Indo −1/0.01 = −100.000.
const TABLE: [number, number, number, number][] = [
  [1952, 952, 952, -1050],
  [2000, 1000, 1000, 1000],
  [2500, 1500, -667, 1500],
  [1400, 400, 400, -2500],
  [4300, 3300, -303, 3300],
  [1010, 10, 10, -100000],
];

describe('odds formats', () => {
  it.each(TABLE)('decimal %i shows as HK %i, Malay %i, Indonesian %i', (decimal, hk, malay, indo) => {
    expect(fromDecimal(decimal, 'DECIMAL')).toBe(decimal);
    expect(fromDecimal(decimal, 'HONG_KONG')).toBe(hk);
    expect(fromDecimal(decimal, 'MALAY')).toBe(malay);
    expect(fromDecimal(decimal, 'INDONESIAN')).toBe(indo);
  });

  // Back: HK and the positive halves are exact; a reciprocal is rounded to the thousandth.
  //  Malay −0.667 → 1 + 1/0.667 = 2.49925 → 2.499.  Malay −0.303 → 1 + 3.30033 = 4.300.
  //  Indo −1.050 → 1 + 0.95238 = 1.952.  Indo −2.500 → 1.400.  Indo −100.000 → 1.010.
  const BACK: [OddsFormat, number, number][] = [
    ['HONG_KONG', 952, 1952],
    ['MALAY', 952, 1952],
    ['MALAY', -667, 2499],
    ['MALAY', -303, 4300],
    ['MALAY', 1000, 2000],
    ['MALAY', -1000, 2000],
    ['INDONESIAN', -1050, 1952],
    ['INDONESIAN', -2500, 1400],
    ['INDONESIAN', 1500, 2500],
    ['INDONESIAN', -100000, 1010],
    ['DECIMAL', 1952, 1952],
  ];
  it.each(BACK)('%s %i reads back as decimal %i', (format, value, decimal) => {
    expect(toDecimal(value, format)).toBe(decimal);
  });

  it('round-trips every price to within a thousandth, exactly for decimal and Hong Kong', () => {
    for (let decimal = 1001; decimal <= 20000; decimal += 7) {
      expect(toDecimal(fromDecimal(decimal, 'HONG_KONG'), 'HONG_KONG')).toBe(decimal);
      for (const format of ['MALAY', 'INDONESIAN'] as const) {
        expect(Math.abs(toDecimal(fromDecimal(decimal, format), format) - decimal)).toBeLessThanOrEqual(
          Math.ceil((decimal - 1000) ** 2 / 1e6),
        );
      }
    }
  });

  it('refuses values outside each format', () => {
    expect(() => fromDecimal(1000, 'HONG_KONG')).toThrow(RangeError);
    expect(() => fromDecimal(1500.5, 'MALAY')).toThrow(RangeError);
    expect(() => toDecimal(-500, 'HONG_KONG')).toThrow(RangeError);
    expect(() => toDecimal(1500, 'MALAY')).toThrow(RangeError);
    expect(() => toDecimal(-500, 'INDONESIAN')).toThrow(RangeError);
    expect(() => toDecimal(0, 'MALAY')).toThrow(RangeError);
  });

  it('writes three decimals with the sign', () => {
    expect(oddsText(1952, 'DECIMAL')).toBe('1.952');
    expect(oddsText(1952, 'HONG_KONG')).toBe('0.952');
    expect(oddsText(2500, 'MALAY')).toBe('-0.667');
    expect(oddsText(1952, 'INDONESIAN')).toBe('-1.050');
    expect(oddsText(1010, 'INDONESIAN')).toBe('-100.000');
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

  it('writes thousandths with three decimals and a sign', () => {
    expect(thousandthsText(5)).toBe('0.005');
    expect(thousandthsText(-1050)).toBe('-1.050');
    expect(thousandthsText(100_000)).toBe('100.000');
  });
});
