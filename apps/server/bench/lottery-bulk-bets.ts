/**
 * Lottery bets in bulk, for bench:lottery's settlement and the slow exactly-once test
 * (test/lottery/lottery-exactly-once.slow.test.ts): writeBetsInBulk writes the rows placeBets writes, set-based,
 * since placing 100,000 bets through the service takes too long on a small machine.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context.ts';
import { queryRows, type Db, type Tx } from '../src/db/client.ts';
import { gameRounds, seamlessRounds, seamlessTransactions } from '../src/db/schema/games.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../src/db/schema/ledger.ts';
import { lotteryBets } from '../src/db/schema/lottery.ts';
import { formatMoney } from '../src/lib/money.ts';
import { requestHash } from '../src/lib/request-hash.ts';
import { priceSlip, roundIdOf, ticketIdOf, type PricedLine } from '../src/modules/lottery/betting.service.ts';
import type { LoadedGame } from '../src/modules/lottery/lottery-games.service.ts';
import type { DrawRow } from '../src/modules/lottery/lottery.repository.ts';
import type { MerchantConfig } from '../src/modules/merchant/merchant-config.ts';
import { okAnswer } from '../src/modules/seamless/seamless-answer.ts';
import { houseShardAccountId, inTransaction } from '../src/modules/wallet/ledger.service.ts';
import type { Member, randomSelection } from './lottery-bench-members.ts';

export const chunks = <T>(rows: T[], size = 1000): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => rows.slice(index * size, (index + 1) * size));

export type Account = typeof ledgerAccounts.$inferSelect;
type Currency = MerchantConfig['currency'];

/**
 * The rows of house debits (as seamless-house-debit.service.ts writes them), gathered before one transaction
 * writes them; shared with the sportsbook's bulk write (sports-bulk-bets.ts).
 */
export type DebitRows = {
  transfers: (typeof ledgerTransfers.$inferInsert)[];
  entries: (typeof ledgerEntries.$inferInsert)[];
  debits: (typeof seamlessTransactions.$inferInsert)[];
  rounds: (typeof seamlessRounds.$inferInsert)[];
  logged: (typeof gameRounds.$inferInsert)[];
};

/** Every row the bulk write inserts, gathered member by member before one transaction writes them. */
type BulkRows = DebitRows & {
  bets: (typeof lotteryBets.$inferInsert)[];
  exposures: Map<string, { betType: string; amount: bigint }>;
};

/** The bettors' wallets and HOUSE_GAMES shards, copied so the bulk write can move their balances and versions. */
export async function loadAccounts(db: Db, bettors: Member[], currency: Currency) {
  const accountIds = new Set(bettors.map((member) => member.walletId));
  const houseOf = new Map<number, number>();
  for (const member of bettors) {
    const house = await houseShardAccountId(db, 'HOUSE_GAMES', currency.code, member.memberId);
    houseOf.set(member.memberId, house);
    accountIds.add(house);
  }
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...accountIds]));
  return { accounts: new Map(rows.map((account) => [account.id, { ...account }])), houseOf };
}

/** Ledger transfer ids taken from the sequence, at least `batch` at a time, handed out in order. */
export function transferIds(db: Db, batch: number): () => Promise<number> {
  const ids: number[] = [];
  return async () => {
    if (ids.length === 0) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select nextval(pg_get_serial_sequence('ledger_transfers', 'id'))::text as id from generate_series(1, ${Math.max(1000, batch)})`,
      );
      ids.push(...rows.map((row) => Number(row.id)));
    }
    return ids.shift()!;
  };
}

/** A ticket as the bulk write records it: the member's round of the draw and the ticket's one debit. */
export type Ticket = { vendorCode: string; gameCode: string; roundId: string; transactionId: string; stake: bigint };

/** The GAME_DEBIT transfer from the wallet to the house shard, with both entries; the accounts move with it. */
function addGameDebit(
  rows: DebitRows,
  ticket: Ticket,
  ledger: { transferId: number; wallet: Account; house: Account },
) {
  const { vendorCode, gameCode, roundId, transactionId, stake } = ticket;
  const { transferId, wallet, house } = ledger;
  const memo = `${vendorCode} ${gameCode} bet`;
  rows.transfers.push({
    id: transferId,
    idempotencyKey: `seamless:${vendorCode}:${transactionId}`,
    requestHash: requestHash(['GAME_DEBIT', wallet.id, house.id, stake, null, memo]),
    kind: 'GAME_DEBIT',
    debitAccountId: wallet.id,
    creditAccountId: house.id,
    amount: stake,
    memo,
    metadata: { vendorCode, roundId, gameCode },
  });
  for (const [account, delta] of [
    [wallet, -stake],
    [house, stake],
  ] as const) {
    rows.entries.push({
      transferId,
      accountId: account.id,
      amount: delta,
      balanceBefore: account.balance,
      balanceAfter: account.balance + delta,
      accountVersion: account.version + 1,
    });
    account.balance += delta;
    account.version += 1;
  }
}

/** One bet row per priced selection of the ticket, as insertTicket writes them. */
function addBets(
  rows: BulkRows,
  ticket: Ticket,
  placed: { member: Member; game: LoadedGame; draw: DrawRow; requestId: string; lines: PricedLine[]; at: Date },
): void {
  for (const [line, { input: selection, unitStake, priced }] of placed.lines.entries()) {
    rows.bets.push({
      memberId: placed.member.memberId,
      drawId: placed.draw.id,
      gameCode: placed.game.row.code,
      chaseId: null,
      requestId: placed.requestId,
      line,
      transactionId: ticket.transactionId,
      betType: priced.betType,
      selection: {
        picks: selection.picks,
        points: selection.points ?? 1,
        position: selection.position,
        segment: selection.segment,
        unitStake: unitStake.toString(),
      },
      stored: priced.stored,
      exposures: priced.exposures.map((exposure) => ({ key: exposure.key, amount: exposure.amount.toString() })),
      combinations: priced.combinations,
      oddsVersion: placed.game.row.oddsVersion,
      stake: priced.cost,
      createdAt: placed.at,
    });
  }
}

/** Adds the draw's exposure of every selection, summed per key. */
function addExposures(rows: BulkRows, lines: PricedLine[]): void {
  for (const { priced } of lines) {
    for (const exposure of priced.exposures) {
      const entry = rows.exposures.get(exposure.key) ?? { betType: priced.betType, amount: 0n };
      entry.amount += exposure.amount;
      rows.exposures.set(exposure.key, entry);
    }
  }
}

/**
 * One house debit of a ticket, as debitHouseRound writes it: the GAME_DEBIT transfer with its entries, the
 * seamless DEBIT (DONE, its stored answer), the wallet round OPEN with the stake and its round-log row.
 */
export function addHouseDebit(
  rows: DebitRows,
  ticket: Ticket,
  ledger: {
    memberId: number;
    gameId: number;
    transferId: number;
    wallet: Account;
    house: Account;
    currency: Currency;
    at: Date;
  },
): void {
  const { vendorCode, roundId, transactionId, stake } = ticket;
  const { memberId, transferId, wallet, currency, at } = ledger;
  if (wallet.balance - wallet.held < stake) throw new Error(`member ${memberId} cannot pay ${stake}`);
  addGameDebit(rows, ticket, ledger);
  rows.debits.push({
    vendorCode,
    transactionId,
    kind: 'DEBIT',
    memberId,
    roundId,
    referenceTransactionId: null,
    amount: stake,
    requestHash: requestHash(['DEBIT', memberId, stake, roundId, null]),
    status: 'DONE',
    transferId,
    answer: okAnswer(formatMoney(wallet.balance - wallet.held, currency.scale), currency.code, transactionId).answer,
    httpStatus: 200,
  });
  rows.rounds.push({ vendorCode, memberId, roundId, status: 'OPEN', stake, createdAt: at });
  rows.logged.push({
    memberId,
    gameId: ledger.gameId,
    vendorCode,
    roundRef: roundId,
    bet: stake,
    status: 'OPEN',
    createdAt: at,
  });
}

/** Inside the caller's transaction: the debits' rows, and the accounts' new balances and versions. */
export async function insertDebitRows(tx: Tx, rows: DebitRows, accounts: Iterable<Account>): Promise<void> {
  for (const chunk of chunks(rows.transfers)) await tx.insert(ledgerTransfers).values(chunk);
  for (const chunk of chunks(rows.entries)) await tx.insert(ledgerEntries).values(chunk);
  for (const account of accounts)
    await tx
      .update(ledgerAccounts)
      .set({ balance: account.balance, version: account.version })
      .where(eq(ledgerAccounts.id, account.id));
  for (const chunk of chunks(rows.debits)) await tx.insert(seamlessTransactions).values(chunk);
  for (const chunk of chunks(rows.rounds)) await tx.insert(seamlessRounds).values(chunk);
  for (const chunk of chunks(rows.logged)) await tx.insert(gameRounds).values(chunk);
}

/** Writes everything gathered, and the accounts' new balances and versions, in one transaction. */
async function insertBulk(db: Db, drawId: number, rows: BulkRows, accounts: Iterable<Account>): Promise<void> {
  await inTransaction(db, async (tx) => {
    await insertDebitRows(tx, rows, accounts);
    for (const chunk of chunks(rows.bets, 500)) await tx.insert(lotteryBets).values(chunk);
    for (const [key, entry] of rows.exposures) {
      await queryRows(
        tx,
        sql`insert into lottery_exposures as e (draw_id, key, bet_type, amount) values (${drawId}, ${key}, ${entry.betType}, ${entry.amount.toString()}::bigint)
        on conflict (draw_id, key) do update set amount = e.amount + excluded.amount`,
      );
    }
  });
}

/**
 * Writes, with a few multi-row statements, exactly the rows placeBets writes for one slip of `selections` per
 * member on `draw` (request id `bulk-<member id>`): the slip's ticket — one seamless DEBIT of its whole cost
 * (status DONE, stored answer) and its GAME_DEBIT ledger transfer from the member's wallet to the member's
 * HOUSE_GAMES shard with both entries (balances before and after, account versions in order) — and one bet row
 * per selection; per member the wallet round (OPEN, the stake) and its round-log row (game_rounds, OPEN); per key
 * the draw's exposure; the accounts' balances and versions. Prices come from priceSlip and the ids from
 * ticketIdOf and roundIdOf, as placement makes them.
 * Placing 100,000 bets through the service takes too long on a small machine (it is measured separately); the
 * ledger invariants are checked on what this writes. Answers the number of bets written.
 */
export async function writeBetsInBulk(
  ctx: AppContext,
  input: {
    game: LoadedGame;
    draw: DrawRow;
    bettors: Member[];
    selectionsOf: (member: Member) => ReturnType<typeof randomSelection>[];
  },
): Promise<number> {
  const { game, draw } = input;
  const db = ctx.database.db;
  const currency = (await ctx.merchant.get()).currency;
  const vendorCode = game.row.catalogue.vendorCode;
  const gameCode = game.row.catalogue.gameCode;
  const at = ctx.now();
  const { accounts, houseOf } = await loadAccounts(db, input.bettors, currency);
  const nextTransferId = transferIds(db, input.bettors.length);
  const rows: BulkRows = {
    bets: [],
    transfers: [],
    entries: [],
    debits: [],
    rounds: [],
    logged: [],
    exposures: new Map(),
  };
  for (const member of input.bettors) {
    const lines = priceSlip(game, input.selectionsOf(member), currency);
    const requestId = `bulk-${member.memberId}`;
    const wallet = accounts.get(member.walletId)!;
    const house = accounts.get(houseOf.get(member.memberId)!)!;
    addExposures(rows, lines);
    // The slip is one ticket: one debit of its whole cost, shared by its bet rows.
    const ticket: Ticket = {
      vendorCode,
      gameCode,
      roundId: roundIdOf(draw.id, member.memberId),
      transactionId: ticketIdOf({ memberId: member.memberId, requestId, drawId: draw.id }),
      stake: lines.reduce((total, { priced }) => total + priced.cost, 0n),
    };
    const transferId = await nextTransferId();
    addHouseDebit(rows, ticket, {
      memberId: member.memberId,
      gameId: game.row.gameId,
      transferId,
      wallet,
      house,
      currency,
      at,
    });
    addBets(rows, ticket, { member, game, draw, requestId, lines, at });
  }
  await insertBulk(db, draw.id, rows, accounts.values());
  return rows.bets.length;
}
