import { isTrialType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { requestHash } from '../../lib/request-hash.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import {
  ensureMemberWallet,
  houseShardAccountId,
  houseShardKind,
  InsufficientFundsError,
  postTransfer,
} from '../wallet/ledger.service.ts';
import { okAnswer } from './seamless-answer.ts';
import { finishHouseDebit, openHouseDebit } from './seamless-house-debit.repository.ts';
import { betRefusal } from './seamless.service.ts';

type Currency = Pick<MerchantConfig['currency'], 'code' | 'scale'>;

export type HouseDebitRequest = {
  memberId: number;
  roundId: string;
  transactionId: string;
  gameCode: string;
  amount: bigint;
};
/** `REPLAY`: the transaction id was used before (a retry, or a twin that committed first). */
export type HouseDebitRefusal =
  'game.not.found' | 'game.maintenance' | 'seamless.round.closed' | 'balance.insufficient' | 'REPLAY';
export type HouseDebitOutcome =
  { ok: true; transferId: number; available: bigint } | { ok: false; refusal: HouseDebitRefusal; available: bigint };

/**
 * The form of a debit (`seamlessDebit`, round left open) for an in-house game that places bets inside its own
 * transaction (the lottery): it writes exactly what that debit writes — the round opened or locked, the GAME_DEBIT
 * transfer from the member's wallet to the member's shard of the house account, the round's stake, its log row
 * for a catalogued game without an engine, and the transaction id DONE with its answer — in three round trips
 * instead of a dozen, since the caller already knows the member. Locks follow the single call's order: round,
 * then accounts.
 *
 * Anything but `ok` must roll the caller's transaction back: unlike the vendor-facing call, a refusal stores
 * nothing (the caller's transaction is the unit of idempotency), and by then the round may have been opened.
 */
export async function debitHouseRound(
  ctx: AppContext,
  tx: Tx,
  input: { vendorCode: string; currency: Currency; debit: HouseDebitRequest },
): Promise<HouseDebitOutcome> {
  const { vendorCode, currency, debit } = input;
  if (debit.amount <= 0n) throw new Error(`seamless house debit: the amount must be positive (${debit.amount})`);
  const opened = await openHouseDebit(tx, {
    vendorCode,
    memberId: debit.memberId,
    roundId: debit.roundId,
    gameCode: debit.gameCode,
    currency: currency.code,
    at: ctx.now(),
    houseKinds: {
      games: houseShardKind('HOUSE_GAMES', debit.memberId),
      freeplay: houseShardKind('HOUSE_FREEPLAY', debit.memberId),
    },
  });
  if (opened.memberType === null) throw new Error(`seamless house debit: no member ${debit.memberId}`);
  const refuse = (refusal: HouseDebitRefusal): HouseDebitOutcome => ({
    ok: false,
    refusal,
    available: opened.available,
  });
  const refusal = betRefusal(opened.bet);
  if (refusal) return refuse(refusal);
  if (opened.round.status === 'CLOSED') return refuse('seamless.round.closed');
  // A member's first bet in this currency, or the first on a house shard, creates the account (the slow path).
  const houseKind = isTrialType(opened.memberType) ? 'HOUSE_FREEPLAY' : 'HOUSE_GAMES';
  const walletId = opened.walletId ?? (await ensureMemberWallet(tx, debit.memberId, currency.code));
  const houseId =
    opened.houses.get(houseShardKind(houseKind, debit.memberId)) ??
    (await houseShardAccountId(tx, houseKind, currency.code, debit.memberId));
  let posted;
  try {
    posted = await postTransfer(tx, {
      idempotencyKey: `seamless:${vendorCode}:${debit.transactionId}`,
      kind: 'GAME_DEBIT',
      amount: debit.amount,
      debitAccountId: walletId,
      creditAccountId: houseId,
      memo: `${vendorCode} ${debit.gameCode} bet`,
      metadata: { vendorCode, roundId: debit.roundId, gameCode: debit.gameCode },
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) return refuse('balance.insufficient');
    throw error;
  }
  if (posted.replayed || posted.debitAvailable === undefined) return refuse('REPLAY');
  const isFresh = await finishHouseDebit(tx, {
    vendorCode,
    memberId: debit.memberId,
    roundRowId: opened.round.id,
    roundId: debit.roundId,
    transactionId: debit.transactionId,
    amount: debit.amount,
    requestHash: requestHash(['DEBIT', debit.memberId, debit.amount, debit.roundId, null]),
    transferId: posted.transferId,
    answer: okAnswer(formatMoney(posted.debitAvailable, currency.scale), currency.code, debit.transactionId).answer,
    // House games with an engine log their own rounds; an uncatalogued game has none to log.
    logGameId: opened.bet.gameId !== null && opened.bet.engineKind === null ? opened.bet.gameId : null,
    at: ctx.now(),
  });
  if (!isFresh) return refuse('REPLAY');
  return { ok: true, transferId: posted.transferId, available: posted.debitAvailable };
}
