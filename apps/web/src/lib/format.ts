/**
 * Number and money formatting per site language. Money crosses the API as decimal
 * strings, so it is formatted from its digits (BigInt for the integer part), never
 * through a float.
 */
const LOCALES: Record<string, string> = {
  EN: 'en-US',
  CN: 'zh-CN',
  ID: 'id-ID',
  TH: 'th-TH',
  VI: 'vi-VN',
};

export function localeOf(language: string): string {
  return LOCALES[language.toUpperCase()] ?? 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function integerFormat(language: string): Intl.NumberFormat {
  const locale = localeOf(language);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format;
}

export function formatNumber(value: number | bigint, language: string): string {
  return integerFormat(language).format(value);
}

// Building an Intl formatter costs far more than using one, and lists format a value per row: one per locale.
const decimalSeparators = new Map<string, string>();
export function decimalSeparator(language: string): string {
  const locale = localeOf(language);
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((item) => item.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

export type MoneyOptions = { language: string; scale?: number; symbol?: string };

/** Formats a decimal string such as "1234.5" as "1,234.50" (EN) or "1.234,50" (ID, VI). */
export function formatMoney(amount: string, { language, scale = 2, symbol }: MoneyOptions): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = integerFormat(language).format(BigInt(whole));
  const digits = scale > 0 ? `${decimalSeparator(language)}${fraction.padEnd(scale, '0').slice(0, scale)}` : '';
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction.slice(0, scale));
  const text = `${sign && !isZero ? '-' : ''}${grouped}${digits}`;
  return symbol ? `${symbol} ${text}` : text;
}

/** A rate sent as a decimal string ("1.5") as "1.5%" (EN) or "1,5%" (ID, VI): its own digits, the reader's separator. */
export function formatPercent(rate: string, language: string): string {
  const scale = /\.(\d+)$/.exec(rate.trim())?.[1]?.length ?? 0;
  return `${formatMoney(rate, { language, scale })}%`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, withTime: boolean): Intl.DateTimeFormat {
  const locale = localeOf(language);
  const key = `${locale}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    dateFormats.set(key, format);
  }
  return format;
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, true).format(date);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, false).format(date);
}
