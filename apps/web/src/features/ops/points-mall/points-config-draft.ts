import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import type { PointsConfigInput } from './mall-types.ts';

/** The points settings form's fields as typed: every figure as text. */
export type PointsConfigDraft = {
  bet: Record<GameCategory, string>;
  deposit: string;
  isEnabled: boolean;
  points: string;
  cash: string;
  minPoints: string;
};

export const draftOf = (config: PointsConfigInput): PointsConfigDraft => ({
  bet: Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, config.betMoneyPerPoint[category] ?? '0']),
  ) as Record<GameCategory, string>,
  deposit: config.depositMoneyPerPoint,
  isEnabled: config.convert.isEnabled,
  points: String(config.convert.points),
  cash: config.convert.cash,
  minPoints: String(config.convert.minPoints),
});

export const toInput = (draft: PointsConfigDraft): PointsConfigInput => ({
  betMoneyPerPoint: Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, draft.bet[category].trim()]),
  ) as Record<GameCategory, string>,
  depositMoneyPerPoint: draft.deposit.trim(),
  convert: {
    isEnabled: draft.isEnabled,
    points: Number(draft.points),
    cash: draft.cash.trim(),
    minPoints: Number(draft.minPoints),
  },
});
