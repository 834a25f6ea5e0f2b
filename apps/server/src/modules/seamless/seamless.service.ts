import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, retryConflicts, reverseTransfer } from '../wallet/ledger.service.ts';
import { errorAnswer, okAnswer, type SeamlessResult } from './seamless-answer.ts';
import { recordPlayReturn } from '../responsible-play/play-guard.service.ts';
import { runMoneyCall, type MoneyCall } from './seamless-money-call.repository.ts';
import {
  balanceOf,
  openWallet,
  parseAmount,
  runOnce,
  type Currency,
  type MoneyRequest,
  type RollbackRequest,
  type Wallet,
} from './seamless-run.ts';
import { lockRound, moveRound, type LockedRound, type RoundKey } from './seamless-rounds.repository.ts';
import { finishTransaction, insertCancelledDebit, findTransaction, type SeamlessRow } from './seamless.repository.ts';
import { refundVendorBet } from './vendor-rounds.repository.ts';

export async function seamlessBalance(ctx: AppContext, player: string, currency: Currency): Promise<SeamlessResult> {
  return inTransaction(ctx.database.db, async (tx) => {
    const wallet = await openWallet(tx, player, currency);
    if (!wallet) return errorAnswer('seamless.player.unknown', null, currency.code, null);
    return okAnswer(await balanceOf(tx, wallet), currency.code, null);
  });
}

const roundKey = (vendorCode: string, wallet: Wallet, roundId: string): RoundKey => ({
  vendorCode,
  memberId: wallet.memberId,
  roundId,
});

/**
 * A debit or credit: the whole call is one statement (`runMoneyCall`, migrations 0039 and 0044: the responsible-play
 * block and limits included), its own transaction with retries of a deadlock, or a part of the caller's `tx` (the
 * in-house provider takes the bet, the round's nonce and its log row together, so a refused bet leaves none of them;
 * it runs the responsible-play check itself first and says so with `playChecked`).
 */
async function moneyCall(
  ctx: AppContext,
  call: Omit<MoneyCall, 'at' | 'playChecked'>,
  inCaller?: { tx: Tx; playChecked: boolean },
): Promise<SeamlessResult> {
  const full = { ...call, at: ctx.now(), playChecked: inCaller?.playChecked ?? false };
  const outcome = inCaller
    ? await runMoneyCall(inCaller.tx, full)
    : await retryConflicts(() => runMoneyCall(ctx.database.db, full));
  if (outcome.kind === 'replay') return { statusCode: outcome.statusCode, answer: outcome.answer };
  if (outcome.code === null) return okAnswer(outcome.balance!, call.currency.code, call.transactionId);
  return errorAnswer(outcome.code, outcome.balance, call.currency.code, call.transactionId);
}

/** Takes a bet in the round, opening it on the first; `roundClosed: true` closes it (a lost round in one call). */
export function seamlessDebit(
  ctx: AppContext,
  vendorCode: string,
  request: MoneyRequest,
  currency: Currency,
  inCaller?: { tx: Tx; playChecked: boolean },
): Promise<SeamlessResult> {
  const isClosing = request.roundClosed === true;
  return moneyCall(
    ctx,
    {
      kind: 'DEBIT',
      vendorCode,
      ...request,
      amount: parseAmount(request.amount, currency.scale),
      isClosing,
      flag: isClosing ? 'roundClosed' : null,
      currency,
    },
    inCaller,
  );
}

/** Pays a win of the round (0 for a loss) and closes it unless `roundClosed: false`. */
export function seamlessCredit(
  ctx: AppContext,
  vendorCode: string,
  request: MoneyRequest,
  currency: Currency,
  inCaller?: { tx: Tx; playChecked: boolean },
): Promise<SeamlessResult> {
  const isClosing = request.roundClosed !== false;
  return moneyCall(
    ctx,
    {
      kind: 'CREDIT',
      vendorCode,
      ...request,
      amount: parseAmount(request.amount, currency.scale),
      isClosing,
      flag: isClosing ? null : 'roundOpen',
      currency,
    },
    inCaller,
  );
}

/** Why a debit cannot be rolled back any more: its round has a credit (the win was worked out on its stake) or is closed. */
function rollbackRefusal(
  round: LockedRound | null,
  debit: SeamlessRow,
): 'seamless.round.settled' | 'seamless.round.closed' | null {
  if (debit.isCredited || (round && round.credits > 0)) return 'seamless.round.settled';
  if (round?.status === 'CLOSED') return 'seamless.round.closed';
  return null;
}

/** `tx`: inside the caller's transaction (a lottery cancel takes the bet's status and exposure with it). */
export async function seamlessRollback(
  ctx: AppContext,
  vendorCode: string,
  request: RollbackRequest,
  currency: Currency,
  tx?: Tx,
): Promise<SeamlessResult> {
  return runOnce(ctx, { vendorCode, kind: 'ROLLBACK', request, amount: 0n, currency, tx }, async (tx, wallet) => {
    const answer = async (code?: Parameters<typeof errorAnswer>[0]) =>
      code
        ? errorAnswer(code, await balanceOf(tx, wallet), currency.code, request.transactionId)
        : okAnswer(await balanceOf(tx, wallet), currency.code, request.transactionId);
    let debit = await findTransaction(tx, vendorCode, request.referenceTransactionId);
    if (!debit) {
      // The debit has not arrived (yet): leave its id cancelled so a late debit is refused.
      const cancelled = errorAnswer(
        'seamless.transaction.cancelled',
        null,
        currency.code,
        request.referenceTransactionId,
      );
      const isInserted = await insertCancelledDebit(tx, {
        vendorCode,
        transactionId: request.referenceTransactionId,
        kind: 'DEBIT',
        memberId: wallet.memberId,
        roundId: request.roundId ?? null,
        status: 'CANCELLED',
        isRolledBack: true,
        answer: cancelled.answer,
        httpStatus: cancelled.statusCode,
      });
      if (isInserted) return { result: await answer() };
      debit = await findTransaction(tx, vendorCode, request.referenceTransactionId);
    }
    if (!debit || debit.kind !== 'DEBIT' || debit.memberId !== wallet.memberId)
      return { result: await answer('seamless.round.unknown') };
    // A debit that failed or never arrived moved nothing, so there is nothing to give back.
    if (debit.status !== 'DONE') return { result: await answer() };
    // The round first, then the debit: the order a credit of the round takes, so the two cannot deadlock.
    const key = roundKey(vendorCode, wallet, debit.roundId!);
    const round = await lockRound(tx, key);
    debit = (await findTransaction(tx, vendorCode, request.referenceTransactionId, true))!;
    if (debit.isRolledBack) return { result: await answer('seamless.transaction.rolled.back') };
    const refusal = rollbackRefusal(round, debit);
    if (refusal) return { result: await answer(refusal) };
    const reversed = await reverseTransfer(tx, {
      transferId: debit.transferId!,
      idempotencyKey: `seamless:${vendorCode}:${request.transactionId}`,
      kind: 'GAME_ROLLBACK',
      memo: `${vendorCode} rollback`,
    });
    await finishTransaction(tx, vendorCode, debit.transactionId, { isRolledBack: true });
    if (round) await moveRound(tx, round.id, { stake: -debit.amount });
    await refundVendorBet(tx, {
      memberId: wallet.memberId,
      vendorCode,
      roundRef: debit.roundId!,
      amount: debit.amount,
      at: ctx.now(),
    });
    // The stake given back leaves the responsible-play usage of a member with limits (wagered and net loss).
    await recordPlayReturn(tx, { memberId: wallet.memberId, amount: debit.amount, now: ctx.now(), isRefund: true });
    return { result: await answer(), change: { transferId: reversed.transferId, amount: debit.amount } };
  });
}
