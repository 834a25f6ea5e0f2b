import { runTransaction } from '../../db/client.ts';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  claimRememberToken,
  findRememberToken,
  insertRememberToken,
  revokeMemberRememberTokens,
  revokeRememberFamily,
  type RevokeReason,
} from './remember-me.repository.ts';

/** What the device keeps: the token (for its HttpOnly cookie) and how long the cookie should live. */
export type DeviceToken = { token: string; maxAgeSeconds: number };
export type DeviceInput = { token: string | null; userAgent: string | undefined };

/** createOpaqueToken's shape: 256 random bits, base64url. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The second device check beside the cookie: a hash of the user agent. Browsers update every few
 * weeks, so version numbers are blanked first: an update keeps the device, another browser or
 * system does not match.
 */
export function deviceHashOf(userAgent: string | undefined): string {
  return sha256Hex((userAgent ?? '').slice(0, 512).replace(/\d+/g, '#'));
}

const secondsUntil = (end: Date, now: Date): number => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/** Starts a remembered device after a login with the password: a new family, REMEMBER_ME_DAYS long. */
export async function rememberDevice(
  ctx: AppContext,
  input: { memberId: number; userAgent: string | undefined },
): Promise<DeviceToken> {
  const now = ctx.now();
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + ctx.config.REMEMBER_ME_DAYS * 86_400_000);
  await insertRememberToken(ctx.database.db, {
    memberId: input.memberId,
    familyId: randomUUID(),
    tokenHash: sha256Hex(token),
    deviceHash: deviceHashOf(input.userAgent),
    createdAt: now,
    expiresAt,
  });
  return { token, maxAgeSeconds: secondsUntil(expiresAt, now) };
}

/**
 * The token's row while it may still be used on this device. A token shown again after it was
 * exchanged, or shown by another device, was copied: its whole family is revoked, so the copy
 * and whatever it was exchanged for stop working together.
 */
export async function findUsableRememberToken(ctx: AppContext, input: DeviceInput) {
  if (!input.token || !TOKEN_PATTERN.test(input.token)) return null;
  const db = ctx.database.db;
  const row = await findRememberToken(db, sha256Hex(input.token));
  if (!row || row.revokedAt) return null;
  const now = ctx.now();
  if (row.usedAt) {
    await revokeRememberFamily(db, { familyId: row.familyId, reason: 'REUSED', now });
    return null;
  }
  if (row.deviceHash !== deviceHashOf(input.userAgent)) {
    await revokeRememberFamily(db, { familyId: row.familyId, reason: 'OTHER_DEVICE', now });
    return null;
  }
  return row.expiresAt > now ? row : null;
}

/** The user name the device remembers (the login form shows it), without using the token up. */
export async function findRememberedUser(ctx: AppContext, input: DeviceInput): Promise<{ userName: string } | null> {
  const row = await findUsableRememberToken(ctx, input);
  return row && row.memberStatus === 'ACTIVE' ? { userName: row.username } : null;
}

type RememberTokenRow = NonNullable<Awaited<ReturnType<typeof findUsableRememberToken>>>;

/**
 * Exchanges a usable token for the next one of its family (the end date stays), in one transaction that only one of
 * two concurrent uses can win: the loser gets `remember.invalid`. The login itself is member/login.service.ts's.
 */
export async function exchangeRememberToken(ctx: AppContext, row: RememberTokenRow): Promise<DeviceToken> {
  const now = ctx.now();
  const token = createOpaqueToken();
  const exchanged = await runTransaction(ctx.database.db, async (tx) => {
    if (!(await claimRememberToken(tx, row.id, now))) return false;
    await insertRememberToken(tx, {
      memberId: row.memberId,
      familyId: row.familyId,
      tokenHash: sha256Hex(token),
      deviceHash: row.deviceHash,
      createdAt: now,
      expiresAt: row.expiresAt,
    });
    return true;
  });
  if (!exchanged) throw new AppError('remember.invalid');
  return { token, maxAgeSeconds: secondsUntil(row.expiresAt, now) };
}

/** The member behind a token may no longer log in: its whole family stops working. */
export async function revokeDisabledMemberToken(ctx: AppContext, row: RememberTokenRow): Promise<void> {
  await revokeRememberFamily(ctx.database.db, { familyId: row.familyId, reason: 'DISABLED', now: ctx.now() });
}

/** Forgets the device of this token (the box unticked, another login on it), in any state. */
export async function forgetRememberedDevice(
  ctx: AppContext,
  token: string | null,
  reason: Extract<RevokeReason, 'FORGOTTEN' | 'REPLACED'>,
): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  const row = await findRememberToken(ctx.database.db, sha256Hex(token));
  if (row) await revokeRememberFamily(ctx.database.db, { familyId: row.familyId, reason, now: ctx.now() });
}

/** Every remembered device of the member stops working: password change or reset, logout everywhere, account disabled. */
export async function revokeRememberedDevices(
  ctx: AppContext,
  memberId: number,
  reason: Extract<RevokeReason, 'PASSWORD_CHANGED' | 'LOGOUT_EVERYWHERE' | 'DISABLED'>,
): Promise<void> {
  await revokeMemberRememberTokens(ctx.database.db, { memberId, reason, now: ctx.now() });
}
