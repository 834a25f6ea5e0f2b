/**
 * Sports bets in bulk, for bench:sports's settlement: writeSportsBetsInBulk writes the rows placeSportsBet writes,
 * set-based, since placing 50,000 bets through the service takes too long on a small machine (placement is
 * measured separately).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context.ts';
import { queryRows, type Db } from '../src/db/client.ts';
import { games } from '../src/db/schema/games.ts';
import { sportBetLegs, sportBets, sportLiabilities } from '../src/db/schema/sportsbook.ts';
import { parseMoney } from '../src/lib/money.ts';
import { combinedOdds } from '../src/modules/sportsbook/engine/parlay-rules.ts';
import { parseMarketKey } from '../src/modules/sportsbook/engine/market-types.ts';
import type { Sport } from '../src/modules/sportsbook/engine/sport-models.ts';
import { roundIdOfBet } from '../src/modules/sportsbook/placement.service.ts';
import { slipLimits, type PricedLeg } from '../src/modules/sportsbook/slip-pricing.ts';
import { potentialPayoutOf } from '../src/modules/sportsbook/slip-rules.ts';
import { gameCodeOfSport, SPORTS_VENDOR } from '../src/modules/sportsbook/sportsbook-catalogue.ts';
import { loadBookSettings } from '../src/modules/sportsbook/sportsbook-settings.service.ts';
import { houseShardOf, inTransaction } from '../src/modules/wallet/ledger.service.ts';
import type { Member } from './lottery-bench-members.ts';
import {
  addHouseDebit,
  chunks,
  insertDebitRows,
  loadAccounts,
  transferIds,
  type DebitRows,
} from './lottery-bulk-bets.ts';
import type { Menu, Slip } from './sports-bench-slips.ts';

type BulkRows = DebitRows & {
  bets: (typeof sportBets.$inferInsert)[];
  legs: (typeof sportBetLegs.$inferInsert)[];
  liabilities: Map<string, typeof sportLiabilities.$inferInsert>;
};

/** Bet ids taken from the table's sequence, as the bet rows' inserts would take them. */
async function betIds(db: Db, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('sport_bets', 'id'))::text as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/** A bet's leg rows as placement writes them (pre-match). */
function legRows(betId: number, memberId: number, priced: PricedLeg[]): BulkRows['legs'] {
  return priced.map((leg, i) => ({
    betId,
    legNo: i + 1,
    memberShard: houseShardOf(memberId),
    eventId: leg.input.eventId,
    marketKey: leg.input.marketKey,
    selectionKey: leg.input.selectionKey,
    oddsMilli: leg.input.oddsMilli,
    line: leg.line,
    inPlay: false,
  }));
}

/** The legs as placement prices them (pre-match, at the board's price), for the service's own limits. */
function pricedLegs(slip: Slip, eventsById: Map<string, Menu['event']>): PricedLeg[] {
  return slip.legs.map((input) => {
    const event = eventsById.get(input.eventId)!;
    const ref = parseMarketKey(input.marketKey)!;
    const base = { input, event, sport: event.sport as Sport, type: ref.type, line: ref.line };
    return { ...base, oddsMilli: input.oddsMilli, inPlay: false, score: '', refusal: null };
  });
}

/** Adds every leg's selection liability (bets, stake, potential payout), summed per key as placement's writeBet raises them. */
function addLiabilities(rows: BulkRows, slip: Slip, stake: bigint, potential: bigint): void {
  for (const leg of slip.legs) {
    const key = `${leg.eventId}|${leg.marketKey}|${leg.selectionKey}`;
    const entry = rows.liabilities.get(key) ?? {
      eventId: leg.eventId,
      marketKey: leg.marketKey,
      selectionKey: leg.selectionKey,
      bets: 0,
      stake: 0n,
      liability: 0n,
    };
    entry.bets = (entry.bets ?? 0) + 1;
    entry.stake += stake;
    entry.liability += potential;
    rows.liabilities.set(key, entry);
  }
}

async function insertBulk(db: Db, rows: BulkRows, accounts: Parameters<typeof insertDebitRows>[2]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await insertDebitRows(tx, rows, accounts);
    for (const chunk of chunks(rows.bets, 500)) await tx.insert(sportBets).values(chunk);
    for (const chunk of chunks(rows.legs)) await tx.insert(sportBetLegs).values(chunk);
    for (const chunk of chunks([...rows.liabilities.values()]))
      await tx
        .insert(sportLiabilities)
        .values(chunk)
        .onConflictDoUpdate({
          target: [sportLiabilities.eventId, sportLiabilities.marketKey, sportLiabilities.selectionKey],
          set: {
            bets: sql`${sportLiabilities.bets} + excluded.bets`,
            stake: sql`${sportLiabilities.stake} + excluded.stake`,
            liability: sql`${sportLiabilities.liability} + excluded.liability`,
          },
        });
  });
}

/**
 * Writes, in one transaction of multi-row statements, exactly the rows placeSportsBet writes for each slip of
 * `slipsOf(member)` (request id `bulk-<n>`): the bet's own round `SB<member>-bulk-<n>` with its one house debit
 * (the seamless DEBIT `…:bet`, DONE with its stored answer; the GAME_DEBIT transfer from the wallet to the
 * member's HOUSE_GAMES shard with both entries, balances and versions in order; the round OPEN with the stake and
 * its round-log row under the first leg's sport's game), the bet (odds, potential and maximum payout from the
 * service's own slipLimits, combinedOdds and potentialPayoutOf) and its legs, and every leg's selection
 * liability. The slips are priced by the caller at the board's prices (pre-match). Answers the bets written.
 */
export async function writeSportsBetsInBulk(
  ctx: AppContext,
  input: { bettors: Member[]; menus: Menu[]; slipsOf: (member: Member) => Slip[] },
): Promise<number> {
  const db = ctx.database.db;
  const currency = (await ctx.merchant.get()).currency;
  const settings = await loadBookSettings(ctx);
  const at = ctx.now();
  const gameIds = new Map(
    (await db.select().from(games).where(eq(games.vendorCode, SPORTS_VENDOR))).map((game) => [game.gameCode, game.id]),
  );
  const eventsById = new Map(input.menus.map((menu) => [menu.event.id, menu.event]));
  const { accounts, houseOf } = await loadAccounts(db, input.bettors, currency);
  const slips = input.bettors.map((member) => ({ member, slips: input.slipsOf(member) }));
  const ids = await betIds(
    db,
    slips.reduce((total, entry) => total + entry.slips.length, 0),
  );
  const nextTransferId = transferIds(db, ids.length);
  const rows: BulkRows = {
    transfers: [],
    entries: [],
    debits: [],
    rounds: [],
    logged: [],
    bets: [],
    legs: [],
    liabilities: new Map(),
  };
  for (const { member, slips: memberSlips } of slips) {
    for (const slip of memberSlips) {
      const id = ids[rows.bets.length]!;
      const requestId = `bulk-${id}`;
      const roundId = roundIdOfBet(member.memberId, requestId);
      const priced = pricedLegs(slip, eventsById);
      const gameCode = gameCodeOfSport(priced[0]!.sport!);
      const stake = parseMoney(slip.stake, currency.scale);
      const limits = slipLimits(priced, settings)!;
      const odds = combinedOdds(slip.legs.map((leg) => leg.oddsMilli));
      const potential = potentialPayoutOf(stake, odds, limits.maxPayout);
      const ticket = { vendorCode: SPORTS_VENDOR, gameCode, roundId, transactionId: `${roundId}:bet`, stake };
      addHouseDebit(rows, ticket, {
        memberId: member.memberId,
        gameId: gameIds.get(gameCode)!,
        transferId: await nextTransferId(),
        wallet: accounts.get(member.walletId)!,
        house: accounts.get(houseOf.get(member.memberId)!)!,
        currency,
        at,
      });
      rows.bets.push({
        id,
        memberId: member.memberId,
        requestId,
        kind: slip.kind,
        gameCode,
        roundId,
        stake,
        oddsMilli: Number(odds),
        potentialPayout: potential,
        maxPayout: limits.maxPayout,
        placedAt: at,
      });
      rows.legs.push(...legRows(id, member.memberId, priced));
      addLiabilities(rows, slip, stake, potential);
    }
  }
  await insertBulk(db, rows, accounts.values());
  return rows.bets.length;
}
