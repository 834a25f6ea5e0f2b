import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { stopChase } from './bets.service.ts';
import { findMemberChasesPage } from './lottery-bets.repository.ts';

/**
 * At a cool-off or self-exclusion (modules/responsible-play) every running chase of the member is cancelled: each
 * bet whose draw is not drawn yet is refunded, as the member's own cancel does. Bets on a draw already closed to
 * sale stay and settle. Answers the amount refunded.
 */
export async function cancelMemberChases(
  ctx: AppContext,
  input: { memberId: number; username: string; currency: MerchantConfig['currency'] },
): Promise<bigint> {
  const { rows } = await findMemberChasesPage(ctx.database.db, { memberId: input.memberId, limit: 500, offset: 0 });
  let refunded = 0n;
  for (const chase of rows.filter((row) => row.status === 'ACTIVE'))
    refunded += await stopChase(ctx, {
      chase,
      username: input.username,
      currency: input.currency,
      status: 'CANCELLED',
    });
  return refunded;
}
