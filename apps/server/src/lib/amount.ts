import { formatMoney, parseMoney } from './money.ts';
import { AppError } from '../plugins/app-error.ts';

/** The merchant currency as amounts need it (the merchant config's `currency` has this shape). */
type Currency = { code: string; scale: number };

/** No single amount typed on the site goes above 999,999,999,999 in the currency; far below bigint's range at any scale. */
const MAX_WHOLE_DIGITS = 12;

function refuse(field: string, reason: string): never {
  throw new AppError('amount.invalid', `${field}: ${reason}`, { field });
}

/**
 * Parses an amount a person typed into minor units of the merchant currency. Every way it can
 * be wrong (sign, zero, letters, exponent, too many decimals, too large) is `amount.invalid`
 * with the reason, before anything is written.
 */
export function parseAmount(
  text: string,
  currency: Currency,
  field = 'amount',
  options: { allowZero?: boolean } = {},
): bigint {
  const value = text.trim();
  if (value.startsWith('-')) refuse(field, 'the amount must be positive');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) refuse(field, 'the amount must be a decimal number such as 100.50');
  const [, whole, fraction = ''] = match;
  if (fraction.length > currency.scale) refuse(field, `the amount has more than ${currency.scale} decimal places`);
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) refuse(field, 'the amount is too large');
  const minor = BigInt(whole) * 10n ** BigInt(currency.scale) + BigInt(fraction.padEnd(currency.scale, '0') || '0');
  if (minor === 0n && !options.allowZero) refuse(field, 'the amount must be greater than zero');
  return minor;
}

/** Checks an amount against a configured minimum and maximum (decimal strings of the config). */
export function assertWithinLimits(
  amount: bigint,
  limits: { minAmount: string; maxAmount: string },
  currency: Currency,
): void {
  const min = parseMoney(limits.minAmount, currency.scale);
  const max = parseMoney(limits.maxAmount, currency.scale);
  if (amount < min)
    throw new AppError('amount.below.minimum', `The minimum is ${formatMoney(min, currency.scale)} ${currency.code}`, {
      minAmount: limits.minAmount,
    });
  if (amount > max)
    throw new AppError('amount.above.maximum', `The maximum is ${formatMoney(max, currency.scale)} ${currency.code}`, {
      maxAmount: limits.maxAmount,
    });
}

export const money = (minor: bigint, currency: Currency): string => formatMoney(minor, currency.scale);
