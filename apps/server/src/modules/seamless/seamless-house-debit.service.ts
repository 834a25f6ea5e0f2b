import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { WagerRefusal } from '../responsible-play/play-guard.service.ts';
import { runMoneyCall } from './seamless-money-call.repository.ts';

type Currency = Pick<MerchantConfig['currency'], 'code' | 'scale'>;

export type HouseDebitRequest = {
  memberId: number;
  roundId: string;
  transactionId: string;
  gameCode: string;
  amount: bigint;
};
/**
 * `REPLAY`: the transaction id was used before (a retry, or a twin that committed first). The `play.*` codes are
 * responsible play's (a block, a wager, loss or session limit), checked by the statement itself (migration 0044).
 */
export type HouseDebitRefusal =
  'game.not.found' | 'game.maintenance' | 'seamless.round.closed' | 'balance.insufficient' | WagerRefusal | 'REPLAY';
export type HouseDebitOutcome =
  { ok: true; transferId: number; available: bigint } | { ok: false; refusal: HouseDebitRefusal; available: bigint };

/**
 * The debit (`seamlessDebit`, round left open) for an in-house game that places bets inside its own transaction (the
 * lottery, the sportsbook): the same one statement, told the member's id instead of the player's name, answering
 * the transfer and the available balance as numbers. Anything but `ok` must roll the caller's transaction back: the
 * caller's transaction is the unit of idempotency, so a refusal must leave nothing (the statement has stored it, and
 * may have opened the round). A transaction id used before (a retry, or a twin that committed first) is `REPLAY`.
 */
export async function debitHouseRound(
  ctx: AppContext,
  tx: Tx,
  input: { vendorCode: string; currency: Currency; debit: HouseDebitRequest },
): Promise<HouseDebitOutcome> {
  const { vendorCode, currency, debit } = input;
  if (debit.amount <= 0n) throw new Error(`seamless house debit: the amount must be positive (${debit.amount})`);
  const outcome = await runMoneyCall(tx, {
    kind: 'DEBIT',
    vendorCode,
    player: { memberId: debit.memberId },
    transactionId: debit.transactionId,
    roundId: debit.roundId,
    gameCode: debit.gameCode,
    amount: debit.amount,
    isClosing: false,
    flag: null,
    currency,
    at: ctx.now(),
    // The statement checks the member's block and limits under the wallet's lock and counts the stake (one round
    // trip fewer than a separate check); the caller's rollback of a refused bet takes the count back with it.
    playChecked: false,
  });
  if (outcome.kind === 'replay') return { ok: false, refusal: 'REPLAY', available: outcome.available ?? 0n };
  if (outcome.code === 'seamless.player.unknown') throw new Error(`seamless house debit: no member ${debit.memberId}`);
  const available = outcome.available ?? 0n;
  if (outcome.code === null) return { ok: true, transferId: outcome.transferId!, available };
  // A cancelled id or another request under it: the id is taken, as for a replay.
  const isTaken = outcome.code === 'seamless.transaction.cancelled' || outcome.code === 'idempotency.conflict';
  return { ok: false, refusal: isTaken ? 'REPLAY' : (outcome.code as HouseDebitRefusal), available };
}
