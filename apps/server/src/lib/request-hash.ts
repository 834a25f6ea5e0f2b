import { createHash } from 'node:crypto';
import { randomCode } from './tokens.ts';

/** Fingerprint of what a request asked for: the same request id with another fingerprint is refused. */
export function requestHash(parts: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify(parts, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)))
    .digest('hex');
}

/** Public order numbers: a letter for the kind, the UTC day, and 10 random characters (not guessable, not counting). */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  return `${prefix}${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomCode(10)}`;
}
