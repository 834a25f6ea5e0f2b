/**
 * Money on the table as bigint minor units, from and to the API's decimal strings, in the merchant currency's
 * scale: bet sizing adds and compares amounts, and a float would round them.
 */
export function toMinorUnits(amount: string, scale: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').padEnd(scale, '0');
  // More decimals than the currency has is not an amount of it (a typed 1.234 in a 2-decimal currency).
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null;
  const value = BigInt(`${match[2]}${fraction.slice(0, scale)}`);
  return match[1] ? -value : value;
}

export function fromMinorUnits(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = scale > 0 ? digits.slice(0, -scale) : digits;
  const text = scale > 0 ? `${whole}.${digits.slice(-scale)}` : whole;
  return negative ? `-${text}` : text;
}

export function clampMinor(value: bigint, min: bigint, max: bigint): bigint {
  if (value < min) return min;
  if (value > max) return max;
  return value;
}
