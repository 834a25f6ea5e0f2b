/**
 * Money crosses the API as decimal strings and lives in the database as integer minor
 * units (bigint). These two functions are the only conversions; floats never appear.
 */
export class MoneyFormatError extends Error {}

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/** Parses "12.5" into minor units at `scale`; refuses signs, exponents and extra precision. */
export function parseMoney(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new MoneyFormatError(`"${text}" is not a decimal amount`);
  const [, whole, fraction = ''] = match;
  if (fraction.length > scale) throw new MoneyFormatError(`"${text}" has more than ${scale} decimal places`);
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

export function formatMoney(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
