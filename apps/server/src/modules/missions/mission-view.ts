import type { MissionStatus } from '@lucky/contracts/missions/mission-constants';
import { formatMoney } from '../../lib/money.ts';
import { pickText } from '../content/localize.ts';
import type { ClaimRow, MissionRow } from './mission.repository.ts';
import type { Period } from './mission-periods.ts';

type Texts = { language: string; fallback: string; scale: number };

/** ROUNDS targets are counts; the money metrics are shown in the currency. */
export function formatTarget(row: Pick<MissionRow, 'metric'>, value: bigint, scale: number): string {
  return row.metric === 'ROUNDS' ? value.toString() : formatMoney(value, scale);
}

export function statusOf(row: MissionRow, progress: bigint, claim: ClaimRow | undefined): MissionStatus {
  if (claim) return 'CLAIMED';
  return progress >= row.target ? 'CLAIMABLE' : 'IN_PROGRESS';
}

/** A mission as the member sees it in its current period. */
export function toMemberMission(
  row: MissionRow,
  input: Texts & { period: Period; progress: bigint; claim: ClaimRow | undefined },
) {
  // Progress is capped at the target once reached: the bar is full, and the number stays readable.
  const shown = input.progress > row.target ? row.target : input.progress;
  return {
    id: row.id,
    title: pickText(row.title, input.language, input.fallback),
    description: pickText(row.description, input.language, input.fallback),
    period: row.period,
    metric: row.metric,
    gameCategory: row.gameCategory,
    target: formatTarget(row, row.target, input.scale),
    progress: formatTarget(row, shown, input.scale),
    rewardAmount: formatMoney(row.rewardAmount, input.scale),
    status: statusOf(row, input.progress, input.claim),
    periodKey: input.period.key,
    periodEndsAt: input.period.end.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    claimedAt: input.claim?.createdAt.toISOString() ?? null,
  };
}

export type MemberMission = ReturnType<typeof toMemberMission>;
