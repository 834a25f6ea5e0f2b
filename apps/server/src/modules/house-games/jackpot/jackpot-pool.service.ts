import type { SiteJackpot } from '@lucky/contracts/games/jackpot-endpoints';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { formatMoney, parseMoney } from '../../../lib/money.ts';
import { maskName } from '../../games/game-card.ts';
import type { MerchantConfig } from '../../merchant/merchant-config.ts';
import { houseAccountId, houseShardAccountId, lockAccount, postTransfer } from '../../wallet/ledger.service.ts';
import { readHouseBalance } from '../../wallet/wallet-records.service.ts';
import { findSlotTitle } from '../engine/slot-catalogue.ts';
import { findLatestJackpotWin, insertJackpotWin } from './jackpot.repository.ts';

/*
 * The site's progressive jackpot. The pool IS the balance of the HOUSE_JACKPOT ledger account: a share of each stake
 * on a jackpot title moves there from the house's game account (JACKPOT_CONTRIBUTION), a hit moves the whole balance
 * back to the game account (JACKPOT_PAYOUT) for the round's credit to pay out with its win, and the house puts the
 * merchant's seed amount back in (JACKPOT_SEED) — all in the round's own transaction, so a round and its pool moves
 * commit or roll back together. Hence, over any period: seeds + contributions = pool + payouts.
 */

export type PoolMoves = { contribution: bigint; payout: bigint };

export type PoolEntry = {
  roundRef: string;
  memberId: number;
  gameId: number;
  stake: bigint;
  /** The title's share of each stake, in percent (two decimals at most). */
  contributionPercent: number;
  /** The round's stream hit the trigger (slot-jackpot-trigger.ts). */
  hit: boolean;
  currency: { code: string; scale: number };
  /** The merchant's seed amount (decimal text in the currency). */
  seedAmount: string;
  now: Date;
};

/** The contribution of one stake, rounded down to a minor unit (the remainder stays with the house). */
export function contributionOf(stake: bigint, contributionPercent: number): bigint {
  const basisPoints = BigInt(Math.round(contributionPercent * 100));
  return (stake * basisPoints) / 10_000n;
}

/**
 * Feeds the pool from one real-money round and, on a hit, pays the whole pool into the round (the round's win must
 * add `payout`) and reseeds it. Runs inside the round's transaction, which already holds the member's wallet and
 * game account; the pool's row is the last lock taken, so rounds of any members queue on it only for these moves.
 */
export async function feedJackpotPool(tx: Tx, entry: PoolEntry): Promise<PoolMoves> {
  const { code } = entry.currency;
  const poolId = await houseAccountId(tx, 'HOUSE_JACKPOT', code);
  const gamesId = await houseShardAccountId(tx, 'HOUSE_GAMES', code, entry.memberId);
  const seed = parseMoney(entry.seedAmount, entry.currency.scale);
  const pool = await lockAccount(tx, poolId);
  // A pool that never moved opens with the seed; under its lock, so only the first round of all does it.
  if (pool.version === 0 && seed > 0n)
    await movePool(tx, `jackpot:${code}:open`, 'JACKPOT_SEED', gamesId, poolId, seed, 'pool opened');
  const contribution = contributionOf(entry.stake, entry.contributionPercent);
  if (contribution > 0n)
    await movePool(
      tx,
      `${entry.roundRef}:jackpot-in`,
      'JACKPOT_CONTRIBUTION',
      gamesId,
      poolId,
      contribution,
      'share of the stake',
    );
  if (!entry.hit) return { contribution, payout: 0n };
  const payout = (await lockAccount(tx, poolId)).balance;
  if (payout <= 0n) return { contribution, payout: 0n };
  const transferId = await movePool(
    tx,
    `${entry.roundRef}:jackpot-out`,
    'JACKPOT_PAYOUT',
    poolId,
    gamesId,
    payout,
    'won',
  );
  await insertJackpotWin(tx, {
    currency: code,
    memberId: entry.memberId,
    gameId: entry.gameId,
    roundRef: entry.roundRef,
    amount: payout,
    payoutTransferId: transferId,
    createdAt: entry.now,
  });
  if (seed > 0n)
    await movePool(tx, `${entry.roundRef}:jackpot-seed`, 'JACKPOT_SEED', gamesId, poolId, seed, 'reseeded');
  return { contribution, payout };
}

async function movePool(
  tx: Tx,
  idempotencyKey: string,
  kind: 'JACKPOT_SEED' | 'JACKPOT_CONTRIBUTION' | 'JACKPOT_PAYOUT',
  debitAccountId: number,
  creditAccountId: number,
  amount: bigint,
  memo: string,
): Promise<number> {
  const posted = await postTransfer(tx, {
    idempotencyKey,
    kind,
    debitAccountId,
    creditAccountId,
    amount,
    memo: `jackpot ${memo}`,
  });
  return posted.transferId;
}

/** The pool's amount as decimal text; a pool no round has opened yet shows what it will open with. */
async function poolAmountText(ctx: AppContext, config: MerchantConfig): Promise<string> {
  const { code, scale } = config.currency;
  const balance = await readHouseBalance(ctx.database.db, 'HOUSE_JACKPOT', code);
  return formatMoney(balance ?? parseMoney(config.jackpot.seedAmount, scale), scale);
}

/** Whether a house game's title feeds (and can win) the pool. */
const jackpotOfTitle = (game: { engineKind: string; engineTitleId: string }) =>
  game.engineKind === 'SLOT' ? findSlotTitle(game.engineTitleId)?.jackpot : undefined;

/** What the site's counter shows: DEMO unless the merchant shows the real pool. */
export async function readSiteJackpot(ctx: AppContext): Promise<SiteJackpot> {
  const config = await ctx.merchant.get();
  if (config.jackpot.counter === 'DEMO') return { mode: 'DEMO' };
  const { code, scale } = config.currency;
  const [amount, lastWin] = await Promise.all([
    poolAmountText(ctx, config),
    findLatestJackpotWin(ctx.database.db, code),
  ]);
  return {
    mode: 'POOL',
    amount,
    currency: code,
    lastWin: lastWin
      ? {
          amount: formatMoney(lastWin.amount, scale),
          userName: maskName(lastWin.username),
          time: lastWin.createdAt.toISOString(),
        }
      : null,
  };
}

/**
 * The pool moves of one house round, or null when the round does not touch the pool: a title without a jackpot, or
 * a free-play account (play money neither feeds nor wins the real pool).
 */
export async function roundJackpot(
  tx: Tx,
  round: Omit<PoolEntry, 'contributionPercent'> & {
    engineKind: string;
    engineTitleId: string;
    isRealMoney: boolean;
  },
): Promise<PoolMoves | null> {
  const jackpot = jackpotOfTitle(round);
  if (!jackpot || !round.isRealMoney) return null;
  return feedJackpotPool(tx, { ...round, contributionPercent: jackpot.contributionPercent });
}

/** The pool a jackpot title's page shows (decimal text), or null for a title that does not feed it. */
export async function readTitlePool(
  ctx: AppContext,
  game: { engineKind: string; engineTitleId: string },
): Promise<string | null> {
  if (!jackpotOfTitle(game)) return null;
  return poolAmountText(ctx, await ctx.merchant.get());
}
