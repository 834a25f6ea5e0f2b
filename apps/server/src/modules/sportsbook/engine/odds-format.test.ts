import { describe, expect, it } from 'vitest';
import { fromDecimal, oddsText, toDecimal, type OddsFormat } from './odds-format.ts';

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
});
