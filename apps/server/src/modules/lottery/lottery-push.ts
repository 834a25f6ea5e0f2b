import type { AppContext } from '../../app-context.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import type { DrawRow } from './lottery.repository.ts';
import type { LoadedGame } from './lottery-games.service.ts';
import { toDrawView } from './lottery-view.ts';

/** What the lottery tells open pages after a commit: a draw changed, or members' balances moved. Never throws. */

export async function publishDrawChange(
  ctx: AppContext,
  game: LoadedGame,
  draw: DrawRow,
  event: 'opened' | 'drawn' | 'settled' | 'voided',
): Promise<void> {
  try {
    ctx.push.publishDrawEvent({ gameCode: game.row.code, event, draw: toDrawView(draw, game, ctx.now()) });
  } catch {
    // A lost push is refetched by the page; nothing to undo.
  }
}

export async function publishBalances(
  ctx: AppContext,
  memberIds: number[],
  currency: { code: string; scale: number; symbol: string },
): Promise<void> {
  for (const memberId of memberIds) {
    try {
      const funds = await readFunds(ctx.database.db, memberId, currency);
      ctx.push.publishBalance({ memberId, balance: funds.sumBalance });
    } catch {
      // As above: the header refetches the balance on its own schedule.
    }
  }
}
