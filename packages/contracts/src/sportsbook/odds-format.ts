/**
 * The four ways a price is shown, by the player's choice. The sportsbook keeps decimal odds in thousandths (1.952 is
 * 1952); every format here is an integer in thousandths too, signed for Malay and Indonesian:
 * - Hong Kong: the net win per 1 staked, decimal − 1 (1.952 → 0.952).
 * - Malay: the Hong Kong figure up to 1.000; above it, −1/HK, the stake risked to win 1 (2.500 → HK 1.500 → −0.667).
 * - Indonesian: the Hong Kong figure from 1.000 up (2.500 → +1.500); below it, −1/HK (1.952 → −1.050).
 * A reciprocal is rounded to the nearest thousandth, half away from zero, so a round trip through Malay or
 * Indonesian can move a price by a thousandth (2.500 → −0.667 → 2.499). The price a bet is struck at is always the
 * decimal one the engine offered; the formats only display it and read it back for an odds-change check.
 */
// One implementation for the engine's ODDS.md, the contracts and the pages; no zod here, so a page chunk that shows
// prices does not pull in the schemas.

export const ODDS_FORMATS = ['DECIMAL', 'HONG_KONG', 'MALAY', 'INDONESIAN'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Decimal odds in thousandths: 1.952 is 1952 (the engine's ODDS_SCALE). */
const SCALE = 1000;
const SQUARE = SCALE * SCALE;

function hongKongOf(decimal: number): number {
  if (!Number.isInteger(decimal) || decimal <= SCALE) throw new RangeError(`decimal odds ${decimal}`);
  return decimal - SCALE;
}

/** 1e6 / x rounded half up, for x > 0: the reciprocal of a thousandths figure, in thousandths. */
function reciprocal(thousandths: number): number {
  return Math.floor((2 * SQUARE + thousandths) / (2 * thousandths));
}

export function fromDecimal(decimal: number, format: OddsFormat): number {
  const hongKong = hongKongOf(decimal);
  switch (format) {
    case 'DECIMAL':
      return decimal;
    case 'HONG_KONG':
      return hongKong;
    case 'MALAY':
      return hongKong <= SCALE ? hongKong : -reciprocal(hongKong);
    case 'INDONESIAN':
      return hongKong >= SCALE ? hongKong : -reciprocal(hongKong);
  }
}

/** The inverse of `fromDecimal`, to a thousandth; refuses figures the format cannot show. */
export function toDecimal(value: number, format: OddsFormat): number {
  if (!Number.isInteger(value) || value === 0) throw new RangeError(`odds ${value} in ${format}`);
  switch (format) {
    case 'DECIMAL':
      return hongKongOf(value) + SCALE;
    case 'HONG_KONG':
      if (value < 0) throw new RangeError(`Hong Kong odds are positive: ${value}`);
      return value + SCALE;
    case 'MALAY':
      if (value > SCALE || value < -SCALE) throw new RangeError(`Malay odds lie in [-1, 1]: ${value}`);
      return SCALE + (value > 0 ? value : reciprocal(-value));
    case 'INDONESIAN':
      if (value > -SCALE && value < SCALE) throw new RangeError(`Indonesian odds lie outside (-1, 1): ${value}`);
      return SCALE + (value > 0 ? value : reciprocal(-value));
  }
}

/** Thousandths as text with three decimals and the sign of a negative price (no locale: odds read the same). */
export function thousandthsText(value: number): string {
  const magnitude = Math.abs(value);
  const text = `${Math.floor(magnitude / SCALE)}.${String(magnitude % SCALE).padStart(3, '0')}`;
  return value < 0 ? `-${text}` : text;
}

/** What a price button shows for decimal thousandths in the chosen format. */
export function oddsText(decimal: number, format: OddsFormat): string {
  return thousandthsText(fromDecimal(decimal, format));
}
