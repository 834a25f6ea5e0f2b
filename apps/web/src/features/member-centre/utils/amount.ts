/** A fresh idempotency key for one user action (the server replays the answer for a repeated key). */
export function newRequestId(): string {
  return `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Decimal string to minor units, or null when it is not a positive amount with at most `scale` decimals. */
export function toMinor(value: string, scale = 2): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

export type AmountCheck = 'ok' | 'invalid' | 'belowMin' | 'aboveMax';

/** Checks a typed amount against the method's limits before anything is sent. */
export function checkAmount(value: string, min: string, max: string): AmountCheck {
  const amount = toMinor(value);
  if (amount === null || amount <= 0n) return 'invalid';
  const low = toMinor(min);
  const high = toMinor(max);
  if (low !== null && amount < low) return 'belowMin';
  if (high !== null && high > 0n && amount > high) return 'aboveMax';
  return 'ok';
}
