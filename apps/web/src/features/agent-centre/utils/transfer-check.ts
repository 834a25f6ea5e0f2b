/** Decimal string to minor units, or null when it is not a plain amount with at most `scale` decimals. */
export function toMinor(value: string, scale: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

export type TransferProblem = 'transfer.amountInvalid' | 'transfer.amountAboveBalance' | 'transfer.passwordRequired';

/** What is wrong with the typed transfer before it is sent; the server checks it all again. */
export function checkTransfer(input: {
  amount: string;
  paymentPassword: string;
  scale: number;
  balance?: string;
}): TransferProblem | null {
  const amount = toMinor(input.amount, input.scale);
  if (amount === null || amount <= 0n) return 'transfer.amountInvalid';
  const balance = input.balance === undefined ? null : toMinor(input.balance, input.scale);
  if (balance !== null && amount > balance) return 'transfer.amountAboveBalance';
  if (!input.paymentPassword) return 'transfer.passwordRequired';
  return null;
}
