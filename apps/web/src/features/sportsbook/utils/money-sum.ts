/**
 * Sums of the API's decimal money strings without floats: the slip's total stake and total payout of several
 * singles. Each amount is read as an integer of ten-thousandths (the contract's money has at most four decimals).
 */
const SCALE = 4;

function toUnits(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${amount}`);
  const units = BigInt(match[2]!) * 10n ** BigInt(SCALE) + BigInt((match[3] ?? '').padEnd(SCALE, '0'));
  return match[1] ? -units : units;
}

function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const whole = magnitude / 10n ** BigInt(SCALE);
  const fraction = String(magnitude % 10n ** BigInt(SCALE)).padStart(SCALE, '0');
  return `${sign}${whole}.${fraction}`;
}

export function sumMoney(amounts: readonly string[]): string {
  return fromUnits(amounts.reduce((total, amount) => total + toUnits(amount), 0n));
}

/** The amount times a whole count (one stake on each of n singles). */
export function timesMoney(amount: string, count: number): string {
  return fromUnits(toUnits(amount) * BigInt(count));
}

/** −1, 0 or 1 as a compares with b. */
export function compareMoney(a: string, b: string): number {
  const difference = toUnits(a) - toUnits(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Whether the text is an amount the contract takes (up to 12 digits and 4 decimals). */
export const isMoneyText = (text: string): boolean => /^\d{1,12}(\.\d{1,4})?$/.test(text.trim());
