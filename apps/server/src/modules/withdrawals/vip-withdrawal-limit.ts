import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { readMemberVipLevel } from '../vip/member-vip.service.ts';
import { sumWithdrawalsSince } from './withdrawal.repository.ts';

const startOfDay = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The daily withdrawal limits of the member's VIP level (count and amount since midnight UTC,
 * rejected withdrawals not counted), checked inside the withdrawal transaction with the wallet
 * locked. They apply on top of the merchant's site-wide limits, so the stricter one wins. With no
 * ladder configured for the member's level nothing more is checked.
 */
export async function assertVipWithdrawalLimit(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date },
): Promise<void> {
  const level = await readMemberVipLevel(tx, input.memberId);
  if (!level) return;
  const used = await sumWithdrawalsSince(tx, input.memberId, startOfDay(input.now));
  if (used.count + 1 > level.dailyWithdrawalCount || used.total + input.amount > level.dailyWithdrawalAmount) {
    throw new AppError('withdrawal.limit.reached', `The daily withdrawal limit of VIP ${level.level} is reached`, {
      vipLevel: level.level,
      dailyCount: level.dailyWithdrawalCount,
    });
  }
}
