import type { Db } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import {
  findRuleForUpdate,
  listRules,
  rewardTotals,
  upsertRule,
  type RewardKind,
  type RuleRow,
} from './referral.repository.ts';
import { toRuleView } from './referral.service.ts';

type Currency = MerchantConfig['currency'];

function toOpsRule(rule: RuleRow, totals: Map<string, { count: number; paid: bigint }>, currency: Currency) {
  const total = totals.get(rule.kind);
  return {
    ...toRuleView(rule, currency),
    paidCount: total?.count ?? 0,
    paidAmount: money(total?.paid ?? 0n, currency),
  };
}

export async function listOpsReferralRules(db: Db, currency: Currency) {
  const [rules, totals] = await Promise.all([listRules(db), rewardTotals(db)]);
  return rules.map((rule) => toOpsRule(rule, totals, currency));
}

/** Sets one rule (creating it the first time), audited in the same transaction. */
export async function saveReferralRule(
  db: Db,
  input: {
    operator: ActiveOperator;
    currency: Currency;
    kind: RewardKind;
    threshold: string;
    rewardAmount: string;
    enabled: boolean;
    now: Date;
  },
) {
  const threshold = parseAmount(input.threshold, input.currency, 'threshold');
  const rewardAmount = parseAmount(input.rewardAmount, input.currency, 'rewardAmount');
  return inTransaction(db, async (tx) => {
    const before = await findRuleForUpdate(tx, input.kind);
    const rule = await upsertRule(tx, {
      kind: input.kind,
      threshold,
      rewardAmount,
      enabled: input.enabled,
      updatedBy: input.operator.id,
      updatedAt: input.now,
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'REFERRAL_RULE_UPDATE',
      targetType: 'REFERRAL_RULE',
      targetId: input.kind,
      before: before
        ? { threshold: before.threshold, rewardAmount: before.rewardAmount, enabled: before.enabled }
        : null,
      after: { threshold: rule.threshold, rewardAmount: rule.rewardAmount, enabled: rule.enabled },
    });
    return toOpsRule(rule, await rewardTotals(tx), input.currency);
  });
}
