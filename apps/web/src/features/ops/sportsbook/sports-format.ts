import { localeOf } from '../../../lib/format.ts';

/** A fraction (0.055) as a percentage in the desk's language (5.5%), as margins and liability shares are shown. */
export function formatFraction(fraction: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(fraction);
}

/** A margin as the operator types it: 0.055 → "5.5" (percent, at most two decimals, no float noise). */
export function percentText(fraction: number): string {
  return String(Number((fraction * 100).toFixed(2)));
}

/**
 * What the operator typed as a percentage, as the fraction the contract takes: "5.5" → 0.055. Anything else is NaN,
 * which the contract's number refuses, so the field shows its own message.
 */
export function fractionOf(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100) / 10_000;
}

/** A market key's type and line (`FT_AH:-0.75` → FT_AH, "-0.75"); the desk names the type in its language. */
export function splitMarketKey(key: string): { type: string; line: string | null } {
  const [type = key, line] = key.split(':');
  return { type, line: line ?? null };
}
