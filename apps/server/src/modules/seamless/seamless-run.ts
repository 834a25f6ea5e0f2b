import { isTrialType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney, MoneyFormatError, parseMoney } from '../../lib/money.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberByUsername } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { ensureMemberWallet, houseShardAccountId, inTransaction, lockAccount } from '../wallet/ledger.service.ts';
import { errorAnswer, type SeamlessResult } from './seamless-answer.ts';
import { claimTransaction, finishTransaction, type SeamlessRow } from './seamless.repository.ts';

// The frame every seamless wallet call runs in (seamless.service.ts): the player's wallet, its balance, and the
// exactly-once claim of the vendor's transaction id.

/** roundClosed: omitted, a debit leaves its round open and a credit closes it (see README.md, "Rounds"). */
export type MoneyRequest = {
  player: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  roundClosed?: boolean;
};
export type RollbackRequest = {
  player: string;
  transactionId: string;
  referenceTransactionId: string;
  roundId?: string;
};
export type Currency = Pick<MerchantConfig['currency'], 'code' | 'scale'>;

/** The wallet a vendor moves: trial accounts play against the free-play house account, real ones against the game account. */
export type Wallet = { memberId: number; walletId: number; houseId: number; currency: Currency };

export async function openWallet(tx: Tx, player: string, currency: Currency): Promise<Wallet | null> {
  const member = await findMemberByUsername(tx, player);
  if (!member) return null;
  const walletId = await ensureMemberWallet(tx, member.id, currency.code);
  const houseId = await houseShardAccountId(
    tx,
    isTrialType(member.type) ? 'HOUSE_FREEPLAY' : 'HOUSE_GAMES',
    currency.code,
    member.id,
  );
  return { memberId: member.id, walletId, houseId, currency };
}

export async function balanceOf(tx: Tx, wallet: Wallet): Promise<string> {
  const account = await lockAccount(tx, wallet.walletId);
  return formatMoney(account.balance - account.held, wallet.currency.scale);
}

export function parseAmount(text: string, scale: number): bigint | null {
  try {
    return parseMoney(text, scale);
  } catch (error) {
    if (error instanceof MoneyFormatError || error instanceof AppError) return null;
    throw error;
  }
}

export type Work = (tx: Tx, wallet: Wallet) => Promise<{ result: SeamlessResult; change?: Partial<SeamlessRow> }>;

/**
 * The idempotent frame of debit, credit and rollback: claim the vendor's transaction id, do the work,
 * store the answer with the row in the same transaction. A replay finds the row and answers it.
 */
export async function runOnce(
  ctx: AppContext,
  input: {
    vendorCode: string;
    kind: SeamlessRow['kind'];
    request: MoneyRequest | RollbackRequest;
    amount: bigint;
    currency: Currency;
    flags?: string[];
    tx?: Tx;
  },
  work: Work,
): Promise<SeamlessResult> {
  const { vendorCode, kind, request, currency } = input;
  const run = (body: (tx: Tx) => Promise<SeamlessResult>) =>
    input.tx ? body(input.tx) : inTransaction(ctx.database.db, body);
  return run(async (tx) => {
    const wallet = await openWallet(tx, request.player, currency);
    if (!wallet) return errorAnswer('seamless.player.unknown', null, currency.code, request.transactionId);
    // A flag is hashed only when it differs from its default, so ids stored before the flag existed still replay.
    const hash = requestHash([
      kind,
      wallet.memberId,
      input.amount,
      'roundId' in request ? request.roundId : null,
      'referenceTransactionId' in request ? request.referenceTransactionId : null,
      ...(input.flags ?? []),
    ]);
    const existing = await claimTransaction(tx, {
      vendorCode,
      transactionId: request.transactionId,
      kind,
      memberId: wallet.memberId,
      roundId: request.roundId ?? null,
      referenceTransactionId: 'referenceTransactionId' in request ? request.referenceTransactionId : null,
      amount: input.amount,
      requestHash: hash,
      status: 'FAILED',
    });
    if (existing) {
      if (existing.status === 'CANCELLED' && kind === 'DEBIT')
        return errorAnswer(
          'seamless.transaction.cancelled',
          await balanceOf(tx, wallet),
          currency.code,
          request.transactionId,
        );
      if (existing.requestHash !== hash)
        return errorAnswer('idempotency.conflict', await balanceOf(tx, wallet), currency.code, request.transactionId);
      return { statusCode: existing.httpStatus, answer: existing.answer as SeamlessResult['answer'] };
    }
    const { result, change } = await work(tx, wallet);
    await finishTransaction(tx, vendorCode, request.transactionId, {
      ...change,
      status: change?.status ?? (result.answer.success ? 'DONE' : 'FAILED'),
      answer: result.answer,
      httpStatus: result.statusCode,
    });
    return result;
  });
}
