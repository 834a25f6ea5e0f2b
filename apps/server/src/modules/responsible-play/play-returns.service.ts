import type { Tx } from '../../db/client.ts';
import { countPlayReturns, type PlayReturn } from './play-batch-returns.repository.ts';

export type { PlayReturn };

/**
 * `recordPlayReturn` for a whole settlement batch (the lottery's draws, the sportsbook's events and cash-outs, through
 * the seamless batch close): one statement lowers the loss counted against the limits of every member paid. Never
 * refuses: a round in play always settles.
 */
export async function recordPlayReturns(tx: Tx, returns: PlayReturn[], at: Date): Promise<void> {
  await countPlayReturns(tx, returns, at);
}
