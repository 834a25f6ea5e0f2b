import type { missionInput } from '@lucky/contracts/missions/mission-endpoints';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { cleanLocalized } from '../content/localized.ts';
import { formatTarget } from './mission-view.ts';
import {
  claimTotals,
  findMissionForUpdate,
  insertMission,
  listAllMissions,
  updateMission,
  type MissionRow,
  type MissionValues,
} from './mission.repository.ts';

type MissionInput = z.output<typeof missionInput>;
type Currency = MerchantConfig['currency'];

function toOpsMission(row: MissionRow, totals: { claims: number; paid: bigint } | undefined, currency: Currency) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    period: row.period,
    metric: row.metric,
    gameCategory: row.gameCategory,
    target: formatTarget(row, row.target, currency.scale),
    rewardAmount: money(row.rewardAmount, currency),
    enabled: row.enabled,
    sort: row.sort,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    claimCount: totals?.claims ?? 0,
    paidAmount: money(totals?.paid ?? 0n, currency),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Checks an operator's mission settings; anything wrong is mission.invalid with the reason, before a write. */
function toValues(input: MissionInput, currency: Currency): Omit<MissionValues, 'enabled' | 'createdBy'> {
  let target: bigint;
  if (input.metric === 'ROUNDS') {
    if (!/^\d{1,9}$/.test(input.target) || BigInt(input.target) === 0n)
      throw new AppError('mission.invalid', 'target: a number of rounds from 1', { field: 'target' });
    target = BigInt(input.target);
  } else {
    target = parseAmount(input.target, currency, 'target');
  }
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && startsAt >= endsAt)
    throw new AppError('mission.invalid', 'endsAt: the mission must end after it starts', { field: 'endsAt' });
  if (input.metric === 'DEPOSIT' && input.gameCategory)
    throw new AppError('mission.invalid', 'gameCategory: deposits have no game category', { field: 'gameCategory' });
  return {
    title: cleanLocalized(input.title),
    description: cleanLocalized(input.description),
    period: input.period,
    metric: input.metric,
    gameCategory: input.gameCategory,
    target,
    rewardAmount: parseAmount(input.rewardAmount, currency, 'rewardAmount'),
    sort: input.sort,
    startsAt,
    endsAt,
  };
}

export async function listOpsMissions(db: Db, currency: Currency) {
  const rows = await listAllMissions(db);
  const totals = await claimTotals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOpsMission(row, totals.get(row.id), currency));
}

export async function createMission(
  db: Db,
  input: { operator: ActiveOperator; currency: Currency; mission: MissionInput; now: Date },
) {
  const values = toValues(input.mission, input.currency);
  return inTransaction(db, async (tx) => {
    const row = await insertMission(tx, {
      ...values,
      enabled: true,
      createdBy: input.operator.id,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'MISSION_CREATE',
      targetType: 'MISSION',
      targetId: String(row.id),
      after: { ...values },
    });
    return toOpsMission(row, undefined, input.currency);
  });
}

/** Edits apply from now on; claims already paid keep their amount. */
export async function editMission(
  db: Db,
  input: { operator: ActiveOperator; currency: Currency; id: number; mission: MissionInput; now: Date },
) {
  const values = toValues(input.mission, input.currency);
  return inTransaction(db, async (tx) => {
    const before = await findMissionForUpdate(tx, input.id);
    if (!before) throw new AppError('mission.not.found');
    const row = await updateMission(tx, input.id, { ...values, updatedAt: input.now });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'MISSION_UPDATE',
      targetType: 'MISSION',
      targetId: String(row.id),
      before: snapshot(before),
      after: snapshot(row),
    });
    return toOpsMission(row, (await claimTotals(tx, [row.id])).get(row.id), input.currency);
  });
}

export async function setMissionEnabled(
  db: Db,
  input: { operator: ActiveOperator; currency: Currency; id: number; enabled: boolean; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const before = await findMissionForUpdate(tx, input.id);
    if (!before) throw new AppError('mission.not.found');
    const row = await updateMission(tx, input.id, { enabled: input.enabled, updatedAt: input.now });
    await recordAudit(tx, {
      operator: input.operator,
      action: input.enabled ? 'MISSION_ENABLE' : 'MISSION_DISABLE',
      targetType: 'MISSION',
      targetId: String(row.id),
      before: { enabled: before.enabled },
      after: { enabled: row.enabled },
    });
    return toOpsMission(row, (await claimTotals(tx, [row.id])).get(row.id), input.currency);
  });
}

function snapshot(row: MissionRow): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, seedKey: _seed, ...rest } = row;
  return rest;
}
