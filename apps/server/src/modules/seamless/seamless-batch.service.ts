import { isTrialType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { requestHash } from '../../lib/request-hash.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { ensureMemberWallets, houseShardAccountIds, postHouseTransfers } from '../wallet/ledger.service.ts';
import { okAnswer } from './seamless-answer.ts';
import {
  claimCredits,
  closeRounds,
  findMembersOfIds,
  finishCredits,
  lockWallets,
  markDebitsCredited,
  readAvailable,
  settleLoggedRounds,
} from './seamless-batch.repository.ts';

type Currency = Pick<MerchantConfig['currency'], 'code' | 'scale'>;

/** One round to close: its closing credit (`amount`, 0 for a lost round) and the part of it that gave stakes back. */
export type RoundClose = {
  memberId: number;
  roundId: string;
  transactionId: string;
  gameCode: string;
  amount: bigint;
  refunded: bigint;
};

/**
 * The batch form of a closing credit (`seamlessCredit` with roundClosed), for the in-house draw games, whose
 * settlement closes thousands of rounds at once: inside the caller's transaction it writes exactly what one
 * closing credit per round writes — the claimed transaction id with its answer, the round CLOSED with its win,
 * its debits credited, one GAME_CREDIT transfer per winning round (all posted by one ledger statement), the
 * round's log row SETTLED (once, for the roll-ups) — in a handful of set-based statements instead of a dozen per
 * round. Transaction ids already claimed
 * are replays and are skipped. Every round must be OPEN with a stake: anything else throws, and the caller's
 * transaction (the whole batch) rolls back. Locks follow the single call's order: rounds, then wallets in
 * ascending id order, then roll-up rows. Answers the rounds closed by this call.
 */
export async function closeRoundsInBatch(
  ctx: AppContext,
  tx: Tx,
  input: { vendorCode: string; currency: Currency; closes: RoundClose[] },
): Promise<number> {
  const { vendorCode, currency } = input;
  const at = ctx.now();
  const closes = [...input.closes].sort((a, b) => a.memberId - b.memberId);
  const fresh = await claimCredits(
    tx,
    vendorCode,
    closes.map((close) => ({
      memberId: close.memberId,
      transactionId: close.transactionId,
      roundId: close.roundId,
      amount: close.amount,
      requestHash: requestHash(['CREDIT', close.memberId, close.amount, close.roundId, null]),
    })),
    at,
  );
  const work = closes.filter((close) => fresh.has(close.transactionId));
  if (work.length === 0) return 0;
  const closed = await closeRounds(tx, vendorCode, work, at);
  if (closed !== work.length)
    throw new Error(`seamless batch: ${work.length - closed} of ${work.length} rounds of ${vendorCode} were not open`);
  await markDebitsCredited(tx, vendorCode, work);
  const members = await findMembersOfIds(
    tx,
    work.map((close) => close.memberId),
  );
  const wallets = await ensureMemberWallets(
    tx,
    work.map((close) => close.memberId),
    currency.code,
  );
  const transfers = await payWinners(tx, { vendorCode, currency, work, members, wallets });
  await lockWallets(tx, [...wallets.values()]);
  await settleLoggedRounds(
    tx,
    vendorCode,
    work.map((close) => ({
      memberId: close.memberId,
      roundId: close.roundId,
      amount: close.amount,
      unbet: close.refunded,
    })),
    at,
  );
  const available = await readAvailable(tx, [...wallets.values()]);
  await finishCredits(
    tx,
    vendorCode,
    work.map((close) => ({
      transactionId: close.transactionId,
      transferId: transfers.get(close.transactionId) ?? null,
      answer: okAnswer(
        formatMoney(available.get(wallets.get(close.memberId)!) ?? 0n, currency.scale),
        currency.code,
        close.transactionId,
      ).answer,
    })),
  );
  return work.length;
}

/**
 * One GAME_CREDIT per winning round, from the member's house account (free play for trial accounts) to the wallet,
 * all posted by one ledger statement. Answers the transfer of each closing credit (none for a lost round).
 */
async function payWinners(
  tx: Tx,
  input: {
    vendorCode: string;
    currency: Currency;
    work: RoundClose[];
    members: Map<number, { type: number }>;
    wallets: Map<number, number>;
  },
): Promise<Map<string, number | undefined>> {
  const { vendorCode, currency, work, members, wallets } = input;
  const winners = work.filter((item) => item.amount > 0n);
  // Members share a few house accounts (one per kind and shard): one look-up for the batch, not one per winner.
  const houses = await houseShardAccountIds(
    tx,
    winners.map(({ memberId }) => ({
      memberId,
      kind: isTrialType(members.get(memberId)!.type) ? 'HOUSE_FREEPLAY' : 'HOUSE_GAMES',
    })),
    currency.code,
  );
  const credits = [];
  for (const close of winners) {
    credits.push({
      idempotencyKey: `seamless:${vendorCode}:${close.transactionId}`,
      kind: 'GAME_CREDIT',
      amount: close.amount,
      debitAccountId: houses.get(close.memberId)!,
      creditAccountId: wallets.get(close.memberId)!,
      memo: `${vendorCode} ${close.gameCode} win`,
      metadata: { vendorCode, roundId: close.roundId, gameCode: close.gameCode },
    });
  }
  // One statement for every winner; house accounts may go negative, so there is nothing to refuse.
  const posted = await postHouseTransfers(tx, credits);
  const transfers = new Map(
    work.map((close) => [close.transactionId, posted.get(`seamless:${vendorCode}:${close.transactionId}`)]),
  );
  return transfers;
}
