/**
 * The cash for `points` at the rate (`cash` per `points` points), in whole steps. The rate's own decimals set the
 * scale, so no float ever touches the amount.
 */
export function convertCash(points: number, rate: { points: number; cash: string }): string {
  const steps = Math.floor(points / rate.points);
  const [whole, fraction = ''] = rate.cash.split('.');
  const unit = 10n ** BigInt(fraction.length);
  const cashMinor = BigInt(steps) * BigInt(`${whole}${fraction}`);
  return fraction
    ? `${cashMinor / unit}.${String(cashMinor % unit).padStart(fraction.length, '0')}`
    : String(cashMinor);
}
