import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { forgetSharedGameLists } from '../games/catalogue.service.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { buildAllowList } from './vendor-access.ts';
import {
  findVendorsWithGameCounts,
  insertVendor,
  lockVendorRow,
  updateVendorRow,
  type VendorChange,
  type VendorRow,
} from './vendor-admin.repository.ts';

/*
 * Onboarding of game vendors by an admin at /ops: the catalogue entry and the vendor's access to the
 * seamless wallet. The secret is made here (32 random bytes) and answered only by the call that made
 * it; the list, the audit log and every other answer say only when it was set. Changes to name,
 * status, category or order reach the public game list at once (its shared answers are dropped).
 */

type Actor = { operator: ActiveOperator; reason?: string };
type VendorFields = Required<VendorChange>;

const newSecret = (): string => randomBytes(32).toString('hex');
const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function toVendorAccess(vendor: VendorRow, gameCount: number, now: Date) {
  const isPreviousLive =
    !!vendor.previousWalletSecret && !!vendor.previousSecretExpiresAt && vendor.previousSecretExpiresAt > now;
  return {
    code: vendor.code,
    displayName: vendor.displayName,
    category: vendor.category,
    status: vendor.status,
    isHot: vendor.isHot,
    sort: vendor.sort,
    walletEnabled: vendor.walletEnabled,
    allowedIps: vendor.allowedIps,
    hasSecret: !!vendor.walletSecret,
    secretSetAt: iso(vendor.walletSecretSetAt),
    previousSecretValidUntil: isPreviousLive ? iso(vendor.previousSecretExpiresAt) : null,
    games: gameCount,
  };
}

/** The fields of a vendor as the audit log keeps them: never a secret. */
const auditView = (vendor: Pick<VendorRow, keyof VendorFields>) => ({
  displayName: vendor.displayName,
  category: vendor.category,
  status: vendor.status,
  isHot: vendor.isHot,
  sort: vendor.sort,
  walletEnabled: vendor.walletEnabled,
  allowedIps: vendor.allowedIps,
});

/** Each address once, in the order given (the list is the operator's to read), and each one readable by the wallet's check. */
function tidyAllowList(entries: string[]): string[] {
  const tidy = [...new Set(entries.map((entry) => entry.toLowerCase()))];
  buildAllowList(tidy);
  return tidy;
}

async function describeVendor(ctx: AppContext, tx: Tx, code: string) {
  const [row] = await findVendorsWithGameCounts(tx, code);
  return toVendorAccess(row!.vendor, Number(row!.games), ctx.now());
}

export async function listVendorAccess(ctx: AppContext) {
  const now = ctx.now();
  return (await findVendorsWithGameCounts(ctx.database.db)).map((row) =>
    toVendorAccess(row.vendor, Number(row.games), now),
  );
}

export async function createVendor(ctx: AppContext, input: Actor & VendorFields & { code: string }) {
  const walletSecret = newSecret();
  const now = ctx.now();
  const fields: VendorFields = {
    displayName: input.displayName,
    category: input.category,
    status: input.status,
    isHot: input.isHot,
    sort: input.sort,
    walletEnabled: input.walletEnabled,
    allowedIps: tidyAllowList(input.allowedIps),
  };
  return inTransaction(ctx.database.db, async (tx) => {
    if (!(await insertVendor(tx, { code: input.code, ...fields, walletSecret, walletSecretSetAt: now })))
      throw new AppError('game.vendor.exists');
    await recordAudit(tx, {
      operator: input.operator,
      action: 'VENDOR_CREATE',
      targetType: 'GAME_VENDOR',
      targetId: input.code,
      reason: input.reason,
      after: { ...auditView(fields), secretSetAt: now.toISOString() },
    });
    return { vendor: await describeVendor(ctx, tx, input.code), walletSecret };
  }).finally(() => forgetSharedGameLists(ctx));
}

/** Changes the fields sent; a field sent with the value it has is no change, and no change is not logged. */
export async function updateVendor(ctx: AppContext, input: Actor & VendorChange & { code: string }) {
  return inTransaction(ctx.database.db, async (tx) => {
    const vendor = await lockVendorRow(tx, input.code);
    if (!vendor) throw new AppError('game.vendor.not.found');
    const asked: VendorChange = {
      displayName: input.displayName,
      category: input.category,
      status: input.status,
      isHot: input.isHot,
      sort: input.sort,
      walletEnabled: input.walletEnabled,
      allowedIps: input.allowedIps && tidyAllowList(input.allowedIps),
    };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(asked) as [keyof VendorFields, unknown][]) {
      if (value === undefined || JSON.stringify(value) === JSON.stringify(vendor[key])) continue;
      before[key] = vendor[key];
      after[key] = value;
    }
    if (Object.keys(after).length > 0) {
      await updateVendorRow(tx, vendor.code, after as VendorChange);
      await recordAudit(tx, {
        operator: input.operator,
        action: 'VENDOR_UPDATE',
        targetType: 'GAME_VENDOR',
        targetId: vendor.code,
        reason: input.reason,
        before,
        after,
      });
    }
    return describeVendor(ctx, tx, vendor.code);
  }).finally(() => forgetSharedGameLists(ctx));
}

/**
 * A new secret at once; the one it replaces still signs for the grace period so the vendor can
 * deploy the new one without a gap (0 hours: a leaked secret stops now). Only one previous secret is
 * kept: rotating again ends the older one's grace at once.
 */
export async function rotateVendorSecret(ctx: AppContext, input: Actor & { code: string; graceHours?: number }) {
  const graceHours = input.graceHours ?? ctx.config.VENDOR_SECRET_GRACE_HOURS;
  const walletSecret = newSecret();
  const now = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    const vendor = await lockVendorRow(tx, input.code);
    if (!vendor) throw new AppError('game.vendor.not.found');
    const isGraced = graceHours > 0 && !!vendor.walletSecret;
    const previousSecretExpiresAt = isGraced ? new Date(now.getTime() + graceHours * 3_600_000) : null;
    await updateVendorRow(tx, vendor.code, {
      walletSecret,
      walletSecretSetAt: now,
      previousWalletSecret: isGraced ? vendor.walletSecret : null,
      previousSecretExpiresAt,
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'VENDOR_SECRET_ROTATE',
      targetType: 'GAME_VENDOR',
      targetId: vendor.code,
      reason: input.reason,
      before: { secretSetAt: iso(vendor.walletSecretSetAt) },
      after: { secretSetAt: now.toISOString(), graceHours, previousSecretValidUntil: iso(previousSecretExpiresAt) },
    });
    return { vendor: await describeVendor(ctx, tx, vendor.code), walletSecret };
  });
}
