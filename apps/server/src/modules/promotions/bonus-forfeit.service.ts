import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { promotionBonuses } from '../../db/schema/promotions.ts';
import {
  ensureMemberWallet,
  houseShardAccountId,
  inTransaction,
  lockAccount,
  postTransfer,
} from '../wallet/ledger.service.ts';
import { listOpenRequirements, markRequirementsMet } from './promotions.repository.ts';

/**
 * The promotion rule at a cool-off or self-exclusion (modules/responsible-play): a bonus whose turnover is still
 * open is forfeited — what is left of it in the wallet (at most its amount, never below zero) goes back to the
 * bonus account, and its requirement closes as FORFEITED. Money the member deposited or won stays. Idempotent: the
 * transfer's key is the bonus, and a closed requirement is not open any more.
 */
export async function forfeitOpenBonuses(
  ctx: AppContext,
  input: { memberId: number; currency: string },
): Promise<bigint> {
  const { memberId, currency } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const walletId = await ensureMemberWallet(tx, memberId, currency);
    let available = await lockAccount(tx, walletId).then((account) => account.balance - account.held);
    let forfeited = 0n;
    for (const { requirement } of await listOpenRequirements(tx, memberId)) {
      if (requirement.bonusId !== null) {
        const [bonus] = await tx.select().from(promotionBonuses).where(eq(promotionBonuses.id, requirement.bonusId));
        const amount =
          bonus && bonus.currency === currency ? (bonus.amount < available ? bonus.amount : available) : 0n;
        if (amount > 0n) {
          await postTransfer(tx, {
            idempotencyKey: `bonus-forfeit:${requirement.bonusId}`,
            kind: 'BONUS_FORFEIT',
            amount,
            debitAccountId: walletId,
            creditAccountId: await houseShardAccountId(tx, 'HOUSE_BONUSES', currency, memberId),
            memo: 'Bonus forfeited at self-exclusion',
          });
          available -= amount;
          forfeited += amount;
        }
      }
      await markRequirementsMet(tx, [requirement.id], ctx.now(), 'FORFEITED');
    }
    return forfeited;
  });
}
