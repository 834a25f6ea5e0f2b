import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import {
  inTransaction,
  InsufficientFundsError,
  lockAccount,
  postTransfer,
  reverseTransfer,
} from '../wallet/ledger.service.ts';
import { errorAnswer, okAnswer, type SeamlessResult } from './seamless-answer.ts';
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
import {
  dropRound,
  lockRound,
  markRoundDebitsCredited,
  moveRound,
  openOrLockRound,
  type LockedRound,
  type RoundKey,
} from './seamless-rounds.repository.ts';
import {
  findBetStatus,
  finishTransaction,
  insertCancelledDebit,
  findTransaction,
  type SeamlessRow,
} from './seamless.repository.ts';
import { addVendorBet, addVendorWin, refundVendorBet, settleVendorRound } from './vendor-rounds.repository.ts';

export async function seamlessBalance(ctx: AppContext, player: string, currency: Currency): Promise<SeamlessResult> {
  return inTransaction(ctx.database.db, async (tx) => {
    const wallet = await openWallet(tx, player, currency);
    if (!wallet) return errorAnswer('seamless.player.unknown', null, currency.code, null);
    return okAnswer(await balanceOf(tx, wallet), currency.code, null);
  });
}

/** Why a bet is refused: a DISABLED vendor or game is gone, one in MAINTENANCE is closed for now. A game code the catalogue lacks is the vendor's to judge. */
export function betRefusal(
  status: { vendorStatus: string | null; gameStatus: string | null } | null,
): 'game.not.found' | 'game.maintenance' | null {
  if (!status) return null;
  if (status.vendorStatus === 'DISABLED' || status.gameStatus === 'DISABLED') return 'game.not.found';
  if (status.vendorStatus === 'MAINTENANCE' || status.gameStatus === 'MAINTENANCE') return 'game.maintenance';
  return null;
}

const roundKey = (vendorCode: string, wallet: Wallet, roundId: string): RoundKey => ({
  vendorCode,
  memberId: wallet.memberId,
  roundId,
});

/**
 * Closes the locked round: its debits are marked credited and its logged round (an external
 * catalogued game's) settles with the closing call's win added to the earlier credits'.
 */
async function closeRound(tx: Tx, input: { key: RoundKey; wallet: Wallet; win: bigint; at: Date }): Promise<void> {
  await markRoundDebitsCredited(tx, input.key);
  // Settling locks the member's roll-up rows; the wallet must be locked first (a transfer of this
  // call may already have), or two rounds of one member could each hold what the other waits for.
  await lockAccount(tx, input.wallet.walletId);
  await settleVendorRound(tx, {
    memberId: input.key.memberId,
    vendorCode: input.key.vendorCode,
    roundRef: input.key.roundId,
    win: input.win,
    at: input.at,
  });
}

/**
 * `tx`: run inside the caller's transaction instead of one of its own — the in-house provider takes
 * the bet, the round's nonce and its log row together, so a refused bet leaves none of them.
 */
export async function seamlessDebit(
  ctx: AppContext,
  vendorCode: string,
  request: MoneyRequest,
  currency: Currency,
  tx?: Tx,
): Promise<SeamlessResult> {
  const amount = parseAmount(request.amount, currency.scale);
  const isClosing = request.roundClosed === true;
  return runOnce(
    ctx,
    { vendorCode, kind: 'DEBIT', request, amount: amount ?? 0n, currency, flags: isClosing ? ['roundClosed'] : [], tx },
    async (tx, wallet) => {
      const refuse = async (code: Parameters<typeof errorAnswer>[0]) => ({
        result: errorAnswer(code, await balanceOf(tx, wallet), currency.code, request.transactionId),
      });
      if (amount === null || amount <= 0n) return refuse('amount.invalid');
      // An operator's switch takes effect on the next bet, also in a game already open; credits and rollbacks still settle open rounds.
      const status = await findBetStatus(tx, vendorCode, request.gameCode);
      const refusal = betRefusal(status);
      if (refusal) return refuse(refusal);
      const key = roundKey(vendorCode, wallet, request.roundId);
      const round = await openOrLockRound(tx, key, ctx.now());
      if (round.status === 'CLOSED') return refuse('seamless.round.closed');
      let transferId: number;
      try {
        transferId = (
          await postTransfer(tx, {
            idempotencyKey: `seamless:${vendorCode}:${request.transactionId}`,
            kind: 'GAME_DEBIT',
            amount,
            debitAccountId: wallet.walletId,
            creditAccountId: wallet.houseId,
            memo: `${vendorCode} ${request.gameCode} bet`,
            metadata: { vendorCode, roundId: request.roundId, gameCode: request.gameCode },
          })
        ).transferId;
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        if (round.isNew) await dropRound(tx, round.id);
        return refuse('balance.insufficient');
      }
      await moveRound(tx, round.id, { stake: amount, closedAt: isClosing ? ctx.now() : null });
      // House games (with an engine) log their own rounds; an uncatalogued game has no round to log.
      if (status?.gameId && !status.engineKind)
        await addVendorBet(tx, {
          memberId: wallet.memberId,
          gameId: status.gameId,
          vendorCode,
          roundRef: request.roundId,
          amount,
          at: ctx.now(),
        });
      if (isClosing) await closeRound(tx, { key, wallet, win: 0n, at: ctx.now() });
      return {
        result: okAnswer(await balanceOf(tx, wallet), currency.code, request.transactionId),
        change: { transferId },
      };
    },
  );
}

/** `tx`: inside the caller's transaction (the in-house lottery settles a batch of rounds in one). */
export async function seamlessCredit(
  ctx: AppContext,
  vendorCode: string,
  request: MoneyRequest,
  currency: Currency,
  tx?: Tx,
): Promise<SeamlessResult> {
  const amount = parseAmount(request.amount, currency.scale);
  const isClosing = request.roundClosed !== false;
  return runOnce(
    ctx,
    { vendorCode, kind: 'CREDIT', request, amount: amount ?? 0n, currency, flags: isClosing ? [] : ['roundOpen'], tx },
    async (tx, wallet) => {
      const refuse = async (code: Parameters<typeof errorAnswer>[0]) => ({
        result: errorAnswer(code, await balanceOf(tx, wallet), currency.code, request.transactionId),
      });
      if (amount === null || amount < 0n) return refuse('amount.invalid');
      const key = roundKey(vendorCode, wallet, request.roundId);
      // The round's lock makes concurrent credits take turns: the first to close it is the only one paid.
      const round = await lockRound(tx, key);
      if (round?.status === 'CLOSED') return refuse('seamless.round.closed');
      if (!round || round.stake <= 0n) return refuse('seamless.round.unknown');
      let transferId: number | null = null;
      if (amount > 0n) {
        transferId = (
          await postTransfer(tx, {
            idempotencyKey: `seamless:${vendorCode}:${request.transactionId}`,
            kind: 'GAME_CREDIT',
            amount,
            debitAccountId: wallet.houseId,
            creditAccountId: wallet.walletId,
            memo: `${vendorCode} ${request.gameCode} win`,
            metadata: { vendorCode, roundId: request.roundId, gameCode: request.gameCode },
          })
        ).transferId;
      }
      await moveRound(tx, round.id, { win: amount, credit: true, closedAt: isClosing ? ctx.now() : null });
      if (isClosing) await closeRound(tx, { key, wallet, win: amount, at: ctx.now() });
      else if (amount > 0n)
        await addVendorWin(tx, { memberId: wallet.memberId, vendorCode, roundRef: request.roundId, win: amount });
      return {
        result: okAnswer(await balanceOf(tx, wallet), currency.code, request.transactionId),
        change: { transferId },
      };
    },
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
    return { result: await answer(), change: { transferId: reversed.transferId, amount: debit.amount } };
  });
}
