import type { z } from 'zod';
import type { vipLevelInput } from '@lucky/contracts/vip/vip-endpoints';
import type { AppContext } from '../../app-context.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { parseRate, toLevelView } from './vip-levels.ts';
import { countMembersByLevel, listLevels, listPayouts, upsertLevel, type VipLevelRow } from './vip.repository.ts';

type LevelInput = z.output<typeof vipLevelInput>;

export async function listOpsVipLevels(ctx: AppContext, config: MerchantConfig) {
  const [levels, counts] = [await listLevels(ctx.database.db), await countMembersByLevel(ctx.database.db)];
  return {
    list: levels.map((row) => ({ ...toLevelView(row, config.currency), members: counts.get(row.level) ?? 0 })),
    currency: config.currency.code,
  };
}

const THRESHOLDS = ['depositThreshold', 'validBetThreshold'] as const;

/** Levels follow each other from 0, level 0 is reached by everyone, and thresholds never fall as the level rises. */
function assertLadder(levels: VipLevelRow[], changed: VipLevelRow): void {
  const ladder = [...levels.filter((row) => row.level !== changed.level), changed].sort((a, b) => a.level - b.level);
  ladder.forEach((row, index) => {
    if (row.level !== index)
      throw new AppError('vip.level.invalid', `Level ${index} must exist before level ${row.level}`);
    if (index === 0 && (row.depositThreshold > 0n || row.validBetThreshold > 0n))
      throw new AppError('vip.level.invalid', 'Level 0 is everyone: its thresholds are 0');
    const below = ladder[index - 1];
    if (below && THRESHOLDS.some((key) => row[key] < below[key]))
      throw new AppError(
        'vip.level.invalid',
        `Level ${row.level} needs at least the thresholds of level ${below.level}`,
      );
  });
}

/** Creates or changes one level, audited with the level before and after. */
export async function saveVipLevel(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; body: LevelInput },
) {
  const { body, config } = input;
  const amount = (field: keyof LevelInput) =>
    parseAmount(String(body[field]), config.currency, field, { allowZero: true });
  const rebateRateBp = parseRate(body.rebateRate);
  if (rebateRateBp > 10_000)
    throw new AppError('request.invalid', 'The rebate rate is at most 100%', { fields: ['rebateRate'] });
  const values = {
    level: body.level,
    names: body.names,
    depositThreshold: amount('depositThreshold'),
    validBetThreshold: amount('validBetThreshold'),
    keepDeposit: amount('keepDeposit'),
    keepValidBet: amount('keepValidBet'),
    upgradeBonus: amount('upgradeBonus'),
    monthlyBonus: amount('monthlyBonus'),
    rebateRateBp,
    dailyWithdrawalCount: body.dailyWithdrawalCount,
    dailyWithdrawalAmount: amount('dailyWithdrawalAmount'),
  };
  return inTransaction(ctx.database.db, async (tx) => {
    const levels = await listLevels(tx);
    const before = levels.find((row) => row.level === body.level) ?? null;
    assertLadder(levels, { ...values, updatedAt: ctx.now() });
    const saved = await upsertLevel(tx, values);
    await recordAudit(tx, {
      operator: input.operator,
      action: before ? 'VIP_LEVEL_UPDATE' : 'VIP_LEVEL_CREATE',
      targetType: 'VIP_LEVEL',
      targetId: String(body.level),
      before: before ? toLevelView(before, config.currency) : null,
      after: toLevelView(saved, config.currency),
    });
    return toLevelView(saved, config.currency);
  });
}

export async function listOpsVipPayouts(
  ctx: AppContext,
  input: { config: MerchantConfig; page: PageRequest; username?: string },
) {
  const { rows, total } = await listPayouts(
    ctx.database.db,
    { username: input.username },
    input.page.pageSize,
    offsetOf(input.page),
  );
  return toPage(
    rows.map(({ payout, username }) => ({
      id: payout.id,
      username,
      kind: payout.kind,
      level: payout.level,
      period: payout.period,
      amount: money(payout.amount, input.config.currency),
      createdAt: payout.createdAt.toISOString(),
    })),
    total,
    input.page,
  );
}
