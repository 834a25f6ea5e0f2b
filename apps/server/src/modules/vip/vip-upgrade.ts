import { isTrialType } from '@lucky/contracts/common/constants';
import type { Db, Tx } from '../../db/client.ts';
import { findMemberById } from '../member/member.service.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { dayOf, reachableLevel } from './vip-levels.ts';
import {
  insertPayout,
  listLevels,
  lockMemberVip,
  setPayoutTransfer,
  sumDeposits,
  sumValidBets,
  updateMemberVip,
  type MemberVipRow,
  type VipLevelRow,
} from './vip.repository.ts';

/** What counts toward upgrades: successful deposits and valid bets since registration or the last downgrade. */
export async function upgradeTotals(
  db: Db | Tx,
  row: Pick<MemberVipRow, 'memberId' | 'countFrom'>,
): Promise<{ deposit: bigint; validBet: bigint }> {
  const [deposit, validBet] = [
    await sumDeposits(db, row.memberId, { from: row.countFrom }),
    await sumValidBets(db, row.memberId, { fromDay: row.countFrom ? dayOf(row.countFrom) : null }),
  ];
  return { deposit, validBet };
}

/**
 * Pays the upgrade bonus of one level: a payout row unique per (member, UPGRADE, level) and a
 * ledger transfer keyed `vip-upgrade:<member>:<level>`, so a level reached again after a
 * downgrade, or two evaluations racing, never pay twice.
 */
async function payUpgradeBonus(
  tx: Tx,
  input: { memberId: number; level: VipLevelRow; config: MerchantConfig; now: Date },
): Promise<boolean> {
  const { memberId, level, config } = input;
  if (level.upgradeBonus <= 0n) return false;
  const payoutId = await insertPayout(tx, {
    memberId,
    kind: 'UPGRADE',
    level: level.level,
    period: '-',
    amount: level.upgradeBonus,
    createdAt: input.now,
  });
  if (payoutId === null) return false;
  const currency = config.currency.code;
  const posted = await postTransfer(tx, {
    idempotencyKey: `vip-upgrade:${memberId}:${level.level}`,
    kind: 'BONUS_VIP_UPGRADE',
    amount: level.upgradeBonus,
    debitAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, memberId),
    creditAccountId: await ensureMemberWallet(tx, memberId, currency),
    memo: `VIP ${level.level} upgrade bonus`,
    metadata: { level: level.level },
  });
  await setPayoutTransfer(tx, payoutId, posted.transferId);
  await postInboxMessage(tx, {
    memberId,
    kind: 'VIP_UPGRADE',
    params: {
      site: config.siteName,
      currency,
      amount: money(level.upgradeBonus, config.currency),
      status: `VIP ${level.level}`,
    },
  });
  return true;
}

/**
 * Moves a member up to the highest level their totals reach (never down: that is the monthly
 * review's job) and pays each newly reached level's bonus once. Runs inside the caller's
 * transaction with the member's VIP row locked, so concurrent evaluations line up.
 */
export async function evaluateMemberVipIn(
  tx: Tx,
  input: { memberId: number; config: MerchantConfig; now: Date; levels?: VipLevelRow[] },
): Promise<MemberVipRow> {
  const levels = input.levels ?? (await listLevels(tx));
  const row = await lockMemberVip(tx, input.memberId, input.now);
  const target = reachableLevel(levels, await upgradeTotals(tx, row));
  if (target <= row.level) return row;
  await updateMemberVip(tx, row.memberId, { level: target, reachedAt: input.now });
  for (const level of levels) {
    if (level.level > row.level && level.level <= target)
      await payUpgradeBonus(tx, { memberId: row.memberId, level, config: input.config, now: input.now });
  }
  return { ...row, level: target, reachedAt: input.now };
}

/** Evaluates one member in its own transaction; trial accounts are never in the club. */
export async function evaluateMemberVip(
  db: Db,
  input: { memberId: number; config: MerchantConfig; now: Date; levels?: VipLevelRow[] },
): Promise<MemberVipRow | null> {
  const member = await findMemberById(db, input.memberId);
  if (!member || isTrialType(member.type)) return null;
  return inTransaction(db, (tx) => evaluateMemberVipIn(tx, input));
}
