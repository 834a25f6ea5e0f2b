/**
 * The four ways a price is shown, by the player's choice. The engine keeps decimal odds in thousandths (1.952 is
 * 1952); every format here is an integer in thousandths too, signed for Malay and Indonesian:
 * - Hong Kong: the net win per 1 staked, decimal − 1 (1.952 → 0.952).
 * - Malay: the Hong Kong figure up to 1.000; above it, −1/HK, the stake risked to win 1 (2.500 → HK 1.500 → −0.667).
 * - Indonesian: the Hong Kong figure from 1.000 up (2.500 → +1.500); below it, −1/HK (1.952 → −1.050).
 * A reciprocal is rounded to the nearest thousandth, half away from zero, so a round trip through Malay or
 * Indonesian can move a price by a thousandth (2.500 → −0.667 → 2.499). The price a bet is struck at is always the
 * decimal one the engine offered; the formats only display it and read it back for an odds-change check.
 */
import { ODDS_SCALE } from './margin.ts';

export const ODDS_FORMATS = ['DECIMAL', 'HONG_KONG', 'MALAY', 'INDONESIAN'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

const SQUARE = ODDS_SCALE * ODDS_SCALE;

function checkDecimal(decimal: number): number {
  if (!Number.isInteger(decimal) || decimal <= ODDS_SCALE) throw new RangeError(`decimal odds ${decimal}`);
  return decimal - ODDS_SCALE;
}

/** 1e6 / x to the nearest integer (x > 0), half up: the reciprocal of a thousandths figure, in thousandths. */
function reciprocal(thousandths: number): number {
  return Math.floor((2 * SQUARE + thousandths) / (2 * thousandths));
}

/** Decimal thousandths in, the chosen format's thousandths out. */
export function fromDecimal(decimal: number, format: OddsFormat): number {
  const hongKong = checkDecimal(decimal);
  switch (format) {
    case 'DECIMAL':
      return decimal;
    case 'HONG_KONG':
      return hongKong;
    case 'MALAY':
      return hongKong <= ODDS_SCALE ? hongKong : -reciprocal(hongKong);
    case 'INDONESIAN':
      return hongKong >= ODDS_SCALE ? hongKong : -reciprocal(hongKong);
  }
}

/** The chosen format's thousandths in, decimal thousandths out (the inverse of `fromDecimal`, to a thousandth). */
export function toDecimal(value: number, format: OddsFormat): number {
  if (!Number.isInteger(value) || value === 0) throw new RangeError(`odds ${value} in ${format}`);
  switch (format) {
    case 'DECIMAL':
      return checkDecimal(value) + ODDS_SCALE;
    case 'HONG_KONG':
      if (value < 0) throw new RangeError(`Hong Kong odds are positive: ${value}`);
      return value + ODDS_SCALE;
    case 'MALAY':
      if (value > ODDS_SCALE || value < -ODDS_SCALE) throw new RangeError(`Malay odds lie in [-1, 1]: ${value}`);
      return ODDS_SCALE + (value > 0 ? value : reciprocal(-value));
    case 'INDONESIAN':
      if (value > -ODDS_SCALE && value < ODDS_SCALE)
        throw new RangeError(`Indonesian odds lie outside (-1, 1): ${value}`);
      return ODDS_SCALE + (value > 0 ? value : reciprocal(-value));
  }
}

/** The text a board shows: three decimals, the sign of a negative Malay or Indonesian price. */
export function oddsText(decimal: number, format: OddsFormat): string {
  const value = fromDecimal(decimal, format);
  const magnitude = Math.abs(value);
  const text = `${Math.floor(magnitude / ODDS_SCALE)}.${String(magnitude % ODDS_SCALE).padStart(3, '0')}`;
  return value < 0 ? `-${text}` : text;
}
