// Amounts on screen in the page's language: money travels as decimal text and is shown with the locale's grouping
// and decimal mark. The digits are never turned into a float: the whole part is formatted as a bigint and the
// decimals are kept as they came.
import { pageLocale } from './translate.ts';

function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** "1234.50" → "1,234.50" (en), "1.234,50" (vi); text that is not an amount is returned as it is. */
export function formatAmount(text: string, locale: string = pageLocale()): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(text).trim());
  if (!match) return text;
  const whole = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(match[2]!));
  return `${match[1]}${whole}${match[3] ? `${decimalMark(locale)}${match[3]}` : ''}`;
}

/** An amount in minor units (number or bigint) with `scale` decimals, formatted for the page. */
export function formatMinorAmount(minor: number | bigint, scale: number, locale: string = pageLocale()): string {
  const value = BigInt(minor);
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return formatAmount(`${value < 0n ? '-' : ''}${text}`, locale);
}
