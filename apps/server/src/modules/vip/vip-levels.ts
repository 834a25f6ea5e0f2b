import type { LocalizedTextValue } from '@lucky/contracts/vip/localized-text';
import type { VipLevel } from '@lucky/contracts/vip/vip-endpoints';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import type { VipLevelRow } from './vip.repository.ts';

type Currency = MerchantConfig['currency'];

/** "0.50" from 50 basis points. */
export const formatRate = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** 50 basis points from "0.5" (the contract allows at most two decimals). */
export function parseRate(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function toLevelView(row: VipLevelRow, currency: Currency): VipLevel {
  return {
    level: row.level,
    names: row.names as LocalizedTextValue,
    depositThreshold: money(row.depositThreshold, currency),
    validBetThreshold: money(row.validBetThreshold, currency),
    keepDeposit: money(row.keepDeposit, currency),
    keepValidBet: money(row.keepValidBet, currency),
    upgradeBonus: money(row.upgradeBonus, currency),
    monthlyBonus: money(row.monthlyBonus, currency),
    rebateRate: formatRate(row.rebateRateBp),
    dailyWithdrawalCount: row.dailyWithdrawalCount,
    dailyWithdrawalAmount: money(row.dailyWithdrawalAmount, currency),
  };
}

/** Level 0 when the operator has not set up a ladder: nothing to reach, no benefits beyond the site's limits. */
export function entryLevel(now: Date): VipLevelRow {
  const names = { EN: 'VIP 0', CN: 'VIP 0', ID: 'VIP 0', TH: 'VIP 0', VI: 'VIP 0' };
  return {
    level: 0,
    names,
    depositThreshold: 0n,
    validBetThreshold: 0n,
    keepDeposit: 0n,
    keepValidBet: 0n,
    upgradeBonus: 0n,
    monthlyBonus: 0n,
    rebateRateBp: 0,
    dailyWithdrawalCount: 0,
    dailyWithdrawalAmount: 0n,
    updatedAt: now,
  };
}

/** The highest level whose deposit and valid-bet thresholds are both met (levels sorted ascending). */
export function reachableLevel(levels: VipLevelRow[], totals: { deposit: bigint; validBet: bigint }): number {
  let reached = 0;
  for (const level of levels) {
    if (totals.deposit >= level.depositThreshold && totals.validBet >= level.validBetThreshold) reached = level.level;
    else break;
  }
  return reached;
}

/** Calendar months are UTC: "2026-11". */
export const periodOf = (at: Date): string => at.toISOString().slice(0, 7);
export const monthStart = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
export const previousMonthStart = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
