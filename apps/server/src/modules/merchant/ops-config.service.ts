import { runTransaction } from '../../db/client.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { writeMerchantConfig } from './merchant-config.repository.ts';
import { merchantConfigSchema, type MerchantConfig } from './merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';

/** Replaces the merchant configuration: validated whole, written with its audit entry in one transaction. */
export async function replaceMerchantConfig(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: unknown; reason: string },
): Promise<MerchantConfig> {
  const parsed = merchantConfigSchema.safeParse(input.config);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new AppError('request.invalid', `Invalid configuration: ${issues.slice(0, 5).join('; ')}`, { issues });
  }
  const before = await ctx.merchant.get();
  await runTransaction(ctx.database.db, async (tx) => {
    await writeMerchantConfig(tx, ctx.merchant.code, parsed.data);
    await recordAudit(tx, {
      operator: input.operator,
      action: 'MERCHANT_CONFIG_UPDATE',
      targetType: 'MERCHANT',
      targetId: ctx.merchant.code,
      reason: input.reason,
      before,
      after: parsed.data,
    });
  });
  ctx.merchant.invalidate();
  return parsed.data;
}
