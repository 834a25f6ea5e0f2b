import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@lucky/contracts/common/errors';
import type { AppContext } from '../../app-context.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { assertWagerAllowed } from '../responsible-play/play-guard.service.ts';
import { seamlessCredit, seamlessDebit, seamlessRollback } from '../seamless/seamless.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import {
  requestFromJson,
  requestToJson,
  runEngine,
  stakeOf,
  validBetOf,
  type EngineKind,
  type PlayRequest,
} from './house-engine.ts';
import { lockSeed } from './house-seed.service.ts';
import {
  findLastRound,
  findRound,
  findSeedByHash,
  insertRound,
  updateRound,
  updateSeed,
  type RoundRow,
} from './house.repository.ts';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { roundJackpot } from './jackpot/jackpot-pool.service.ts';

/** Titles that feed the pool record their trigger draw as `detail.jackpot` (engine/slot-jackpot-trigger.ts). */
const jackpotHitOf = (outcome: unknown): boolean =>
  (outcome as { jackpot?: { hit?: unknown } } | null)?.jackpot?.hit === true;

export type HouseGame = {
  id: number;
  vendorCode: string;
  gameCode: string;
  engineKind: EngineKind;
  engineTitleId: string;
  minBet: bigint;
};
export type Player = { memberId: number; username: string };
type Currency = { code: string; scale: number };
/**
 * The round log's outcome column: the request first, the engine's result once computed, and the progressive pool's
 * moves when the round touched the pool (its payout is part of the round's win but not of the engine's result).
 */
type LoggedOutcome = {
  request: Record<string, unknown>;
  result: unknown;
  jackpot?: { contribution: string; payout: string };
};

const debitId = (round: Pick<RoundRow, 'roundRef'>) => `${round.roundRef}:bet`;
const creditId = (round: Pick<RoundRow, 'roundRef'>) => `${round.roundRef}:win`;

/**
 * One round of a house game, through the seamless wallet like any vendor. One transaction takes the
 * bet, the seed's nonce and the round's log row with its outcome (computed from that nonce): a bet the
 * wallet refuses rolls all of it back, so it leaves no round in any record and uses no nonce. Then the
 * win is credited and the round marked SETTLED; a crash between the two leaves an OPEN round with its
 * outcome, which recovery settles.
 */
export async function playRound(
  ctx: AppContext,
  input: { game: HouseGame; player: Player; request: PlayRequest; currency: Currency; isRealMoney: boolean },
) {
  const { game, player, request, currency } = input;
  const stake = stakeOf(game.engineKind, game.engineTitleId, request, game.minBet);
  if (stake < game.minBet)
    throw new AppError('amount.below.minimum', `The minimum bet is ${formatMoney(game.minBet, currency.scale)}`);
  // Read before the transaction: a read through the pool inside it could wait for a connection that only
  // transactions queued behind this one's locks hold (the merchant's settings are cached, and reloaded every 2 s).
  const { jackpot } = await ctx.merchant.get();
  const round = await inTransaction(ctx.database.db, async (tx) => {
    // The seed first: a player's rounds take turns on it, and it is the first lock of every call that takes one.
    const seed = await lockSeed(tx, player.memberId);
    const roundRef = `H${randomBytes(10).toString('hex')}`;
    await assertWagerAllowed(tx, { memberId: player.memberId, amount: stake, now: ctx.now() });
    const debit = await seamlessDebit(
      ctx,
      game.vendorCode,
      {
        player: player.username,
        roundId: roundRef,
        gameCode: game.gameCode,
        transactionId: debitId({ roundRef }),
        amount: formatMoney(stake, currency.scale),
      },
      currency,
      { tx, playChecked: true },
    );
    if (!debit.answer.success)
      throw new AppError(debit.answer.code as ErrorCode, undefined, { balance: debit.answer.value?.balance ?? null });
    const result = runEngine(game.engineKind, game.engineTitleId, request, {
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce,
    });
    const pool = await roundJackpot(tx, {
      roundRef,
      memberId: player.memberId,
      gameId: game.id,
      stake,
      hit: jackpotHitOf(result.outcome),
      currency,
      engineKind: game.engineKind,
      engineTitleId: game.engineTitleId,
      isRealMoney: input.isRealMoney,
      seedAmount: jackpot.seedAmount,
      now: ctx.now(),
    });
    const row = await insertRound(tx, {
      memberId: player.memberId,
      gameId: game.id,
      vendorCode: game.vendorCode,
      roundRef,
      bet: stake,
      win: result.win + (pool?.payout ?? 0n),
      gameVersion: result.gameVersion,
      outcome: {
        request: requestToJson(request),
        result: result.outcome,
        ...(pool && { jackpot: { contribution: String(pool.contribution), payout: String(pool.payout) } }),
      },
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce,
      createdAt: ctx.now(),
    });
    await updateSeed(tx, seed.id, { nextNonce: seed.nextNonce + 1 });
    return row;
  });
  return settleRound(ctx, round, player.username, game.gameCode, currency);
}

async function settleRound(ctx: AppContext, round: RoundRow, username: string, gameCode: string, currency: Currency) {
  const credit = await seamlessCredit(
    ctx,
    round.vendorCode,
    {
      player: username,
      roundId: round.roundRef,
      gameCode,
      transactionId: creditId(round),
      amount: formatMoney(round.win, currency.scale),
    },
    currency,
  );
  if (!credit.answer.success) throw new Error(`house round ${round.id}: credit refused: ${credit.answer.code}`);
  const settledAt = ctx.now();
  const logged = round.outcome as LoggedOutcome;
  const validBet = validBetOf(requestFromJson(logged.request), round.bet, logged.result);
  await updateRound(ctx.database.db, round.id, { status: 'SETTLED', validBet, settledAt });
  return {
    round: describeRound({ ...round, status: 'SETTLED', validBet, settledAt }, currency.scale),
    balance: credit.answer.value!.balance!,
  };
}

export function describeRound(round: RoundRow, scale: number) {
  const logged = round.outcome as LoggedOutcome | null;
  return {
    roundId: round.id,
    status: round.status,
    bet: formatMoney(round.bet, scale),
    win: formatMoney(round.win, scale),
    gameVersion: round.gameVersion,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    request: logged?.request ?? null,
    outcome: logged?.result ?? null,
    jackpotPayout: formatMoney(BigInt(logged?.jackpot?.payout ?? 0), scale),
    time: round.createdAt.toISOString(),
  };
}

/** Settles (outcome computed) or refunds (not computed) one interrupted round; both are idempotent wallet calls. */
export async function recoverRound(
  ctx: AppContext,
  round: RoundRow,
  username: string,
  gameCode: string,
  currency: Currency,
): Promise<'SETTLED' | 'REFUNDED'> {
  const logged = round.outcome as LoggedOutcome | null;
  if (logged?.result) {
    await settleRound(ctx, round, username, gameCode, currency);
    return 'SETTLED';
  }
  const back = await seamlessRollback(
    ctx,
    round.vendorCode,
    {
      player: username,
      transactionId: `${round.roundRef}:rollback`,
      referenceTransactionId: debitId(round),
      roundId: round.roundRef,
    },
    currency,
  );
  if (!back.answer.success) throw new Error(`house round ${round.id}: rollback refused: ${back.answer.code}`);
  await updateRound(ctx.database.db, round.id, { status: 'REFUNDED', settledAt: ctx.now() });
  return 'REFUNDED';
}

/** Recomputes a round from its revealed seed; refused while the seed is still in use. */
export async function verifyRound(ctx: AppContext, round: RoundRow, game: HouseGame, scale: number) {
  const seed = round.serverSeedHash ? await findSeedByHash(ctx.database.db, round.serverSeedHash) : null;
  if (!seed || seed.status !== 'REVEALED') throw new AppError('fairness.seed.active');
  const logged = round.outcome as LoggedOutcome;
  const replay = runEngine(
    game.engineKind,
    game.engineTitleId,
    requestFromJson(logged.request),
    {
      serverSeed: seed.serverSeed,
      clientSeed: round.clientSeed!,
      nonce: round.nonce!,
    },
    round.gameVersion ?? undefined,
  );
  // The pool's payout is not the seed's to recompute: it was the pool's balance when the recomputed trigger hit.
  const jackpotPayout = BigInt(logged.jackpot?.payout ?? 0);
  const isMatch =
    canonicalJson(replay.outcome) === canonicalJson(logged.result) && replay.win + jackpotPayout === round.win;
  return {
    round: describeRound(round, scale),
    serverSeed: seed.serverSeed,
    recomputed: replay.outcome,
    recomputedWin: formatMoney(replay.win, scale),
    isMatch,
  };
}

/** The player's latest round of the game (the table shows it on opening), or null before the first. */
export function readLastRound(ctx: AppContext, player: Player, game: HouseGame): Promise<RoundRow | null> {
  return findLastRound(ctx.database.db, player.memberId, game.id);
}

/** One of the player's own rounds of this game; another's round or another game's is `order.not.found`. */
export async function readOwnRound(ctx: AppContext, player: Player, game: HouseGame, roundId: number) {
  const round = await findRound(ctx.database.db, roundId);
  if (!round || round.memberId !== player.memberId || round.gameId !== game.id)
    throw new AppError('order.not.found', 'No such round');
  return round;
}
