import type { LocalizedTextValue } from '@lucky/contracts/vip/localized-text';
import type { VipProgress } from '@lucky/contracts/vip/vip-endpoints';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { money } from '../../lib/amount.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { dayOf, entryLevel, monthStart, periodOf, toLevelView } from './vip-levels.ts';
import { evaluateMemberVip, evaluateMemberVipIn, upgradeTotals } from './vip-upgrade.ts';
import {
  findMonthlyPayout,
  insertPayout,
  listLevels,
  setPayoutTransfer,
  sumDeposits,
  sumValidBets,
} from './vip.repository.ts';

export async function listVipLevels(ctx: AppContext, config: MerchantConfig) {
  const levels = await listLevels(ctx.database.db);
  return { list: levels.map((row) => toLevelView(row, config.currency)), currency: config.currency.code };
}

const percentOf = (current: bigint, target: bigint): number =>
  target <= 0n ? 100 : Number(current >= target ? 100n : (current * 100n) / target);

/** The member's level and progress; reading it first applies any upgrade the totals have earned (and pays its bonus). */
export async function readVipProgress(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig },
): Promise<VipProgress> {
  const session = requireRealAccount(input.session);
  const { config } = input;
  const db = ctx.database.db;
  const now = ctx.now();
  const levels = await listLevels(db);
  const row = (await evaluateMemberVip(db, { memberId: session.memberId, config, now, levels }))!;
  const current = levels.find((level) => level.level === row.level) ?? entryLevel(now);
  const next = levels.find((level) => level.level > row.level) ?? null;
  const totals = await upgradeTotals(db, row);
  const period = periodOf(now);
  const monthDeposit = await sumDeposits(db, row.memberId, { from: monthStart(now) });
  const monthValidBet = await sumValidBets(db, row.memberId, { fromDay: dayOf(monthStart(now)) });
  const isClaimed = (await findMonthlyPayout(db, row.memberId, period)) !== null;
  const currency = config.currency;
  return {
    level: row.level,
    names: current.names as LocalizedTextValue,
    reachedAt: row.level > 0 ? row.reachedAt.toISOString() : null,
    deposit: money(totals.deposit, currency),
    validBet: money(totals.validBet, currency),
    next: next && {
      level: next.level,
      names: next.names as LocalizedTextValue,
      deposit: {
        current: money(totals.deposit, currency),
        target: money(next.depositThreshold, currency),
        percent: percentOf(totals.deposit, next.depositThreshold),
      },
      validBet: {
        current: money(totals.validBet, currency),
        target: money(next.validBetThreshold, currency),
        percent: percentOf(totals.validBet, next.validBetThreshold),
      },
    },
    month: {
      period,
      deposit: money(monthDeposit, currency),
      validBet: money(monthValidBet, currency),
      keepDeposit: money(current.keepDeposit, currency),
      keepValidBet: money(current.keepValidBet, currency),
      isKept: row.level === 0 || monthDeposit >= current.keepDeposit || monthValidBet >= current.keepValidBet,
    },
    monthlyBonus: {
      amount: money(current.monthlyBonus, currency),
      period,
      isClaimed,
      isClaimable: !isClaimed && current.monthlyBonus > 0n,
    },
    benefits: toLevelView(current, currency),
    currency: currency.code,
  };
}

/**
 * The monthly bonus of the member's current level, once per calendar month (UTC). The payout
 * row is unique per (member, month) and the transfer key is `vip-monthly:<member>:<month>`, so
 * concurrent claims pay once; the losers get `vip.bonus.claimed`.
 */
export async function claimMonthlyBonus(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig },
) {
  const session = requireRealAccount(input.session);
  const { config } = input;
  const now = ctx.now();
  const period = periodOf(now);
  return inTransaction(ctx.database.db, async (tx) => {
    const levels = await listLevels(tx);
    const row = await evaluateMemberVipIn(tx, { memberId: session.memberId, config, now, levels });
    const level = levels.find((candidate) => candidate.level === row.level);
    if (!level || level.monthlyBonus <= 0n) throw new AppError('vip.bonus.none');
    const payoutId = await insertPayout(tx, {
      memberId: row.memberId,
      kind: 'MONTHLY',
      level: level.level,
      period,
      amount: level.monthlyBonus,
      createdAt: now,
    });
    if (payoutId === null) throw new AppError('vip.bonus.claimed');
    const currency = config.currency.code;
    const posted = await postTransfer(tx, {
      idempotencyKey: `vip-monthly:${row.memberId}:${period}`,
      kind: 'BONUS_VIP_MONTHLY',
      amount: level.monthlyBonus,
      debitAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, row.memberId),
      creditAccountId: await ensureMemberWallet(tx, row.memberId, currency),
      memo: `VIP ${level.level} monthly bonus ${period}`,
      metadata: { level: level.level, period },
    });
    await setPayoutTransfer(tx, payoutId, posted.transferId);
    await postInboxMessage(tx, {
      memberId: row.memberId,
      kind: 'VIP_MONTHLY_BONUS',
      params: {
        site: config.siteName,
        currency,
        amount: money(level.monthlyBonus, config.currency),
        status: `VIP ${level.level}`,
      },
    });
    return { level: level.level, period, amount: money(level.monthlyBonus, config.currency) };
  });
}
