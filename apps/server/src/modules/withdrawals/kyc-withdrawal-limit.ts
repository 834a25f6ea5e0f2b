import { KYC_TIERS } from '@lucky/contracts/member/kyc';
import type { Tx } from '../../db/client.ts';
import { parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { readMemberTier } from '../kyc/kyc.service.ts';
import { sumWithdrawalsSince } from './withdrawal.repository.ts';

const startOfDay = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The withdrawal limits of the member's verification tier (modules/kyc): one withdrawal and the day's total since
 * midnight UTC (rejected ones not counted), checked inside the withdrawal transaction with the wallet locked, on
 * top of the merchant's and the VIP level's limits (the stricter wins). Above it the member is told what to verify:
 * the identity document below tier 1, the proof of address and selfie below tier 2.
 */
export async function assertKycWithdrawalLimit(
  tx: Tx,
  input: { memberId: number; amount: bigint; now: Date; scale: number },
): Promise<void> {
  const tier = await readMemberTier(tx, input.memberId);
  if (tier.perWithdrawal === null && tier.perDay === null) return;
  const perWithdrawal = tier.perWithdrawal === null ? null : parseMoney(tier.perWithdrawal, input.scale);
  const perDay = tier.perDay === null ? null : parseMoney(tier.perDay, input.scale);
  const used = perDay === null ? 0n : (await sumWithdrawalsSince(tx, input.memberId, startOfDay(input.now))).total;
  if ((perWithdrawal === null || input.amount <= perWithdrawal) && (perDay === null || used + input.amount <= perDay))
    return;
  const next = KYC_TIERS.find((entry) => entry.tier === tier.tier + 1);
  throw new AppError(tier.tier === 0 ? 'kyc.identity.required' : 'kyc.address.required', undefined, {
    tier: tier.tier,
    perWithdrawal: tier.perWithdrawal,
    perDay: tier.perDay,
    verify: next ? next.requires.filter((kind) => !tier.requires.includes(kind)) : [],
  });
}
