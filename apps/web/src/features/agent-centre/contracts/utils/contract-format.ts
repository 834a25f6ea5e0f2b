/*
 * Rates travel as integer basis points (100 bp = 1 %) and money as decimal strings. The forms
 * take percentages and amounts as typed text; these helpers convert and compare them exactly
 * (bigint and integers, never floating point).
 */

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.25" (percent) → 125 bp; null when not a percentage with at most two decimals or above 100 %. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** 125 bp → "1.25"; trailing zeros dropped ("2", "0.5"). */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 125 bp → "1.25%" for display. */
export const formatRate = (bp: number | null | undefined): string => (bp == null ? '-' : `${bpToPercent(bp)}%`);

/** True for a non-negative amount with at most `scale` decimals. */
export function isAmount(text: string, scale: number): boolean {
  const pattern = scale > 0 ? new RegExp(`^\\d{1,15}(?:\\.\\d{1,${scale}})?$`) : /^\d{1,15}$/;
  return pattern.test(text.trim());
}

const COMPARE_SCALE = 8;

/** A decimal string as a bigint at a fixed scale, to compare amounts of any scale exactly. */
export function amountUnits(text: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().replace(/^-/, '').split('.');
  const units =
    BigInt(whole || '0') * 10n ** BigInt(COMPARE_SCALE) +
    BigInt(fraction.padEnd(COMPARE_SCALE, '0').slice(0, COMPARE_SCALE) || '0');
  return text.trim().startsWith('-') ? -units : units;
}
