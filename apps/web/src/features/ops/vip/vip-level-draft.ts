import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { VipLevel } from '@lucky/contracts/vip/vip-endpoints';

export type LevelInput = BodyOf<(typeof ENDPOINTS)['opsVipLevelSave']>;

/** Reaching the level: totals since registration, and the monthly figures that keep it. */
export const REQUIREMENT_FIELDS = ['depositThreshold', 'validBetThreshold', 'keepDeposit', 'keepValidBet'] as const;
const BENEFIT_MONEY_FIELDS = ['upgradeBonus', 'monthlyBonus', 'dailyWithdrawalAmount'] as const;
const MONEY_FIELDS = [...REQUIREMENT_FIELDS, ...BENEFIT_MONEY_FIELDS] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
/** Level 0 is every member, so the server refuses thresholds above 0 there. */
const ZERO_AT_LEVEL_ZERO: readonly MoneyField[] = ['depositThreshold', 'validBetThreshold'];

export const isLockedAt = (levelNumber: number, field: MoneyField) =>
  levelNumber === 0 && ZERO_AT_LEVEL_ZERO.includes(field);

/** The level form's fields as typed: every figure as text. */
export type LevelDraft = Record<MoneyField | 'rebateRate' | 'dailyWithdrawalCount', string> & {
  names: Record<string, string>;
};

export function draftOf(level: VipLevel | null, levelNumber: number): LevelDraft {
  return {
    names: { ...level?.names },
    rebateRate: level?.rebateRate ?? '0.00',
    dailyWithdrawalCount: String(level?.dailyWithdrawalCount ?? 5),
    ...(Object.fromEntries(
      MONEY_FIELDS.map((field) => [field, isLockedAt(levelNumber, field) ? '0.00' : (level?.[field] ?? '0.00')]),
    ) as Record<MoneyField, string>),
  };
}

export function toInput(draft: LevelDraft, levelNumber: number): LevelInput {
  return {
    level: levelNumber,
    names: draft.names as LevelInput['names'],
    rebateRate: draft.rebateRate.trim(),
    dailyWithdrawalCount: Number(draft.dailyWithdrawalCount),
    ...(Object.fromEntries(
      MONEY_FIELDS.map((field) => [field, isLockedAt(levelNumber, field) ? '0' : draft[field].trim()]),
    ) as Record<MoneyField, string>),
  };
}
