import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238: six digits, 30-second steps, SHA-1, as every authenticator app reads) through otplib, a
 * maintained library, rather than our own HMAC code. The server's clock (`now`) is passed in, so a test clock
 * and CLOCK_CONTROL move the codes too. A code of the step before or after is accepted (clock drift).
 */
const PERIOD_SECONDS = 30;
const DRIFT_SECONDS = PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// link an authenticator app reads from the QR code. */
export function totpUri(input: { issuer: string; username: string; secret: string }): string {
  return generateURI({ issuer: input.issuer, label: input.username, secret: input.secret });
}

export type TotpCheck = { outcome: 'valid'; step: number } | { outcome: 'invalid' } | { outcome: 'replayed' };

/**
 * Checks a code against a secret at `now`. A right code of a step at or before `lastStep` (the last one
 * accepted) is `replayed`: each code signs in once. The caller still claims the step atomically
 * (operator.repository's claimTotpStep), since two sign-ins may check the same code at once.
 */
export async function checkTotp(input: {
  secret: string;
  code: string;
  now: Date;
  lastStep: number | null;
}): Promise<TotpCheck> {
  const result = await verify({
    secret: input.secret,
    token: input.code,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
  });
  if (!result.valid || !('timeStep' in result)) return { outcome: 'invalid' };
  if (input.lastStep !== null && result.timeStep <= input.lastStep) return { outcome: 'replayed' };
  return { outcome: 'valid', step: result.timeStep };
}
