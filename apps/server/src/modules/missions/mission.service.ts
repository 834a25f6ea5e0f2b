import type { GameCategory } from '@lucky/contracts/common/constants';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { pickText } from '../content/localize.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { isUniqueViolation } from '../agent/register-center.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { money } from '../../lib/amount.ts';
import { progressOf, readPeriodActivity, type PeriodActivity } from './mission-progress.repository.ts';
import { currentPeriod, type Period } from './mission-periods.ts';
import { toMemberMission, type MemberMission } from './mission-view.ts';
import { findMission, insertClaim, listClaims, listRunningMissions, type MissionRow } from './mission.repository.ts';

type ViewInput = { memberId: number; config: MerchantConfig; language: string; now: Date };

/** Reads the activity of each period kind the missions use, once, with the categories they filter on. */
async function readActivities(
  db: Db | Tx,
  memberId: number,
  rows: MissionRow[],
  now: Date,
): Promise<Map<string, { period: Period; activity: PeriodActivity }>> {
  const result = new Map<string, { period: Period; activity: PeriodActivity }>();
  for (const kind of new Set(rows.map((row) => row.period))) {
    const period = currentPeriod(kind, now);
    const categories = [
      ...new Set(
        rows.filter((row) => row.period === kind && row.gameCategory).map((row) => row.gameCategory as GameCategory),
      ),
    ];
    result.set(kind, { period, activity: await readPeriodActivity(db, { memberId, period, categories }) });
  }
  return result;
}

/** Every running mission with the member's progress and status in its current period. */
export async function listMemberMissions(db: Db | Tx, input: ViewInput): Promise<MemberMission[]> {
  const rows = await listRunningMissions(db, input.now);
  const activities = await readActivities(db, input.memberId, rows, input.now);
  const claims = await listClaims(db, {
    memberId: input.memberId,
    missionIds: rows.map((row) => row.id),
    periodKeys: [...activities.values()].map((entry) => entry.period.key),
  });
  return rows.map((row) => {
    const { period, activity } = activities.get(row.period)!;
    const claim = claims.find((item) => item.missionId === row.id && item.periodKey === period.key);
    return toMemberMission(row, {
      period,
      progress: progressOf(activity, row),
      claim,
      language: input.language,
      fallback: input.config.languages.default,
      scale: input.config.currency.scale,
    });
  });
}

export async function listMissionsForMember(db: Db, input: ViewInput) {
  const list = await listMemberMissions(db, input);
  return {
    list,
    claimableCount: list.filter((item) => item.status === 'CLAIMABLE').length,
    serverTime: input.now.toISOString(),
  };
}

/** Available promotion counts (spec section 3): the MISSION entry counts missions claimable now. */
export async function countAvailablePromotions(db: Db, input: ViewInput) {
  const list = await listMemberMissions(db, input);
  return [{ type: 'MISSION' as const, count: list.filter((item) => item.status === 'CLAIMABLE').length }];
}

/** Refuses a mission that is off or outside its window, with the reason the member can act on. */
function assertClaimable(row: MissionRow | null, now: Date): asserts row is MissionRow {
  if (!row) throw new AppError('mission.not.found');
  if (row.endsAt && row.endsAt <= now) throw new AppError('mission.expired');
  if (!row.enabled || (row.startsAt && row.startsAt > now)) throw new AppError('mission.not.available');
}

/**
 * Pays a completed mission for the current period. The member comes from the session only. The
 * ledger key mission:<id>:<member>:<period> and the unique (mission, member, period) claim row
 * make racing claims pay once: the loser sees the winner's transfer (a replay) or hits the index.
 */
export async function claimMission(db: Db, input: ViewInput & { missionId: number }) {
  const { memberId, now, config } = input;
  try {
    return await inTransaction(db, async (tx) => {
      const row = await findMission(tx, input.missionId);
      assertClaimable(row, now);
      const period = currentPeriod(row.period, now);
      const [existing] = await listClaims(tx, { memberId, missionIds: [row.id], periodKeys: [period.key] });
      if (existing) throw new AppError('mission.claimed');
      const activity = await readPeriodActivity(tx, {
        memberId,
        period,
        categories: row.gameCategory ? [row.gameCategory] : [],
      });
      const progress = progressOf(activity, row);
      if (progress < row.target) throw new AppError('mission.not.completed');
      const currency = config.currency.code;
      const transfer = await postTransfer(tx, {
        idempotencyKey: `mission:${row.id}:${memberId}:${period.key}`,
        kind: 'BONUS_MISSION',
        amount: row.rewardAmount,
        debitAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, memberId),
        creditAccountId: await ensureMemberWallet(tx, memberId, currency),
        memo: `Mission reward: ${row.title.EN ?? `#${row.id}`} (${period.key})`,
        metadata: { missionId: row.id, periodKey: period.key },
      });
      if (transfer.replayed) throw new AppError('mission.claimed');
      const claim = await insertClaim(tx, {
        missionId: row.id,
        memberId,
        periodKey: period.key,
        progress,
        amount: row.rewardAmount,
        transferId: transfer.transferId,
        createdAt: now,
      });
      const mission = toMemberMission(row, {
        period,
        progress,
        claim,
        language: input.language,
        fallback: config.languages.default,
        scale: config.currency.scale,
      });
      const amount = money(row.rewardAmount, config.currency);
      await postInboxMessage(tx, {
        memberId,
        kind: 'MISSION_REWARD',
        params: {
          site: config.siteName,
          currency,
          amount,
          reason: pickText(row.title, input.language, config.languages.default),
        },
      });
      return { mission, amount };
    });
  } catch (error) {
    // A twin claim won the race: the claim index refused this one, or the ledger key is taken by a
    // transfer of other figures (the operator changed the reward in between).
    if (isUniqueViolation(error, 'mission_claims_once_idx')) throw new AppError('mission.claimed');
    if (error instanceof AppError && error.code === 'idempotency.conflict') throw new AppError('mission.claimed');
    throw error;
  }
}
