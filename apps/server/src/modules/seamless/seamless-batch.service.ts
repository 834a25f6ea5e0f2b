import { isTrialType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { requestHash } from '../../lib/request-hash.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordPlayReturns } from '../responsible-play/play-returns.service.ts';
import { ensureMemberWallets, houseShardAccountIds, postHouseTransfers } from '../wallet/ledger.service.ts';
import { okAnswer } from './seamless-answer.ts';
import { closeOpenRounds, lockWalletsAvailable, storeCredits } from './seamless-batch.repository.ts';

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
 * The batch form of a closing credit (`seamlessCredit` with roundClosed), for the in-house games whose settlement
 * closes thousands of rounds at once (the lottery's draws, the sportsbook's events): inside the caller's
 * transaction it writes exactly what one closing credit per round writes — the round CLOSED with its win, its
 * debits credited, one GAME_CREDIT transfer per winning round (all posted by one ledger statement), the
 * transaction id stored with its transfer and answer, the round's log row SETTLED (once, for the roll-ups), the
 * wins taken off the loss counted against responsible-play limits — in six statements for the whole batch. A round
 * already closed by the same transaction id is a replay and is skipped; any other round not OPEN with a stake
 * throws, and the caller's transaction (the whole batch) rolls back. Locks follow the single call's order: rounds, then wallets in ascending id order, then roll-up rows.
 * Answers the rounds closed by this call.
 */
export async function closeRoundsInBatch(
  ctx: AppContext,
  tx: Tx,
  input: { vendorCode: string; currency: Currency; closes: RoundClose[] },
): Promise<number> {
  const { vendorCode, currency } = input;
  const at = ctx.now();
  const closes = [...input.closes].sort((a, b) => a.memberId - b.memberId);
  const verdicts = await closeOpenRounds(tx, { vendorCode, currency: currency.code, closes, at });
  const byId = new Map(verdicts.map((verdict) => [verdict.transactionId, verdict]));
  const refused = verdicts.filter((verdict) => !verdict.isClosed && !verdict.isClaimed);
  if (refused.length > 0)
    throw new Error(`seamless batch: ${refused.length} of ${closes.length} rounds of ${vendorCode} were not open`);
  const work = closes.filter((close) => byId.get(close.transactionId)!.isClosed);
  if (work.length === 0) return 0;
  const members = new Map(work.map((close) => [close.memberId, { type: byId.get(close.transactionId)!.memberType! }]));
  const wallets = new Map(work.map((close) => [close.memberId, byId.get(close.transactionId)!.walletId]));
  const walletless = [...wallets.entries()].filter(([, wallet]) => wallet === null).map(([memberId]) => memberId);
  // A member with a stake has a wallet; a round opened without one (a zero-stake vendor round) gets it here.
  if (walletless.length > 0)
    for (const [memberId, walletId] of await ensureMemberWallets(tx, walletless, currency.code))
      wallets.set(memberId, walletId);
  const walletOf = wallets as Map<number, number>;
  const transfers = await payWinners(tx, { vendorCode, currency, work, members, wallets: walletOf });
  const available = await lockWalletsAvailable(tx, [...walletOf.values()]);
  const stored = await storeCredits(
    tx,
    vendorCode,
    work.map((close) => ({
      memberId: close.memberId,
      roundId: close.roundId,
      transactionId: close.transactionId,
      amount: close.amount,
      unbet: close.refunded,
      requestHash: requestHash(['CREDIT', close.memberId, close.amount, close.roundId, null]),
      transferId: transfers.get(close.transactionId) ?? null,
      answer: okAnswer(
        formatMoney(available.get(walletOf.get(close.memberId)!) ?? 0n, currency.scale),
        currency.code,
        close.transactionId,
      ).answer,
    })),
    at,
  );
  if (stored !== work.length)
    throw new Error(`seamless batch: ${work.length - stored} closing credits of ${vendorCode} were stored meanwhile`);
  // Responsible play: the wins and refunds lower the loss counted against limits, as a single credit does.
  await recordPlayReturns(
    tx,
    work.map(({ memberId, amount, refunded }) => ({ memberId, amount, refunded })),
    at,
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
