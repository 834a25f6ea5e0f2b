import type { AppContext } from '../../../app-context.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toJson } from '../house-engine.ts';
import type { HouseGame, Player } from '../house-round.service.ts';
import { findRoundByRef, type RoundRow } from '../house.repository.ts';
import type { LiveHand } from '../engine/baccarat-shoe.ts';
import { roadsOf } from './games/baccarat-table.ts';
import { tableRoundRef, type TableRequest } from './table-bets.service.ts';
import { momentAt, roundTimes, type TableMoment } from './table-clock.ts';
import type { LiveTable } from './table-game.ts';
import { dealsOf, ensureCurrentShoe, findDealtRound, isShoeRevealed, type DealtRound } from './table-shoes.ts';
import { findShoeById } from './table.repository.ts';

/** How far back the table's history goes for wheels and dice (a card table shows its whole shoe, for the roads). */
const HISTORY_ROUNDS = 60;

/** The deals before the current round, oldest first: the whole shoe for cards, else the last HISTORY_ROUNDS rounds. */
async function historyOf(ctx: AppContext, table: LiveTable, dealt: DealtRound | null, moment: TableMoment) {
  const isCards = table.game.kind === 'BACCARAT' || table.game.kind === 'DRAGON_TIGER';
  const current = dealt ?? (await findDealtRound(ctx, table, moment.roundNo - 1));
  if (!current) return [];
  // In a shuffle pause the last shoe is complete; otherwise its deals up to (not including) this round.
  const upTo = dealt ? current.index : current.index + 1;
  const deals = dealsOf(table, current.shoe).slice(0, upTo);
  // A card table's whole shoe (its roads start at the shoe's first hand); a wheel's or dice's last rounds.
  if (isCards) return deals;
  if (deals.length >= HISTORY_ROUNDS) return deals.slice(-HISTORY_ROUNDS);
  const before = await findDealtRound(ctx, table, current.shoe.firstRound - 1);
  const earlier = before ? dealsOf(table, before.shoe).slice(0, before.index + 1) : [];
  return [...earlier, ...deals].slice(-HISTORY_ROUNDS);
}

function describeMemberRound(round: RoundRow | null, scale: number) {
  if (!round) return null;
  const logged = round.outcome as { request: TableRequest; result: unknown } | null;
  return {
    roundId: round.id,
    roundNo: logged?.request.roundNo ?? null,
    status: round.status,
    bets: logged?.request.bets ?? {},
    bet: formatMoney(round.bet, scale),
    win: formatMoney(round.win, scale),
    result: logged?.result ?? null,
  };
}

/**
 * What a player at the table sees: the round now in play and its phase on the server's clock, the shoe's
 * commitment (the hash of the seed that deals it) and, once betting has closed, the round's deal; the history
 * before it; the member's chips on this round; and their previous round (its result, for the win on screen).
 */
export async function readTableState(
  ctx: AppContext,
  input: { table: LiveTable; game: HouseGame; player: Player; scale: number },
) {
  const { table, player, scale } = input;
  const now = ctx.now();
  const moment = momentAt(table.timing, now);
  const dealt = await ensureCurrentShoe(ctx, table, moment.roundNo);
  const [history, mine, previous] = await Promise.all([
    historyOf(ctx, table, dealt, moment),
    findRoundByRef(ctx.database.db, input.game.vendorCode, tableRoundRef(table.id, moment.roundNo, player.memberId)),
    findRoundByRef(
      ctx.database.db,
      input.game.vendorCode,
      tableRoundRef(table.id, moment.roundNo - 1, player.memberId),
    ),
  ]);
  return {
    tableId: table.id,
    kind: table.game.kind,
    serverTime: now.toISOString(),
    timing: table.timing,
    limits: table.limits,
    round: {
      roundNo: moment.roundNo,
      phase: dealt ? moment.phase : ('SHUFFLING' as const),
      opensAt: moment.opensAt.toISOString(),
      closesAt: moment.closesAt.toISOString(),
      resultAt: moment.resultAt.toISOString(),
      endsAt: moment.endsAt.toISOString(),
      deal: dealt && moment.phase !== 'BETTING' ? toJson(dealt.outcome) : null,
    },
    shoe: dealt
      ? {
          // The shoe's row id: the page asks table/shoes/:id for its seed once the shoe is over, to verify it.
          id: dealt.shoe.id,
          shoeNo: dealt.shoe.shoeNo,
          serverSeedHash: dealt.shoe.serverSeedHash,
          index: dealt.index,
          rounds: dealt.shoe.rounds,
        }
      : null,
    history: toJson(history),
    // A baccarat table's scoreboard for the shoe so far, by the engine's road rules (the page only draws it).
    roads: table.game.kind === 'BACCARAT' ? toJson(roadsOf(history as LiveHand[])) : null,
    myRound: describeMemberRound(mine, scale),
    previousRound: describeMemberRound(previous, scale),
  };
}

/** A shoe's commitment, and its seed once its last round has closed (so any of its rounds can be recomputed). */
export async function readShoe(ctx: AppContext, table: LiveTable, shoeId: number) {
  const shoe = await findShoeById(ctx.database.db, shoeId);
  if (!shoe || shoe.tableId !== table.id) return null;
  const revealed = isShoeRevealed(table, shoe, ctx.now());
  return {
    tableId: table.id,
    shoeNo: shoe.shoeNo,
    firstRound: shoe.firstRound,
    rounds: shoe.rounds,
    gameVersion: shoe.gameVersion,
    serverSeedHash: shoe.serverSeedHash,
    serverSeed: revealed ? shoe.serverSeed : null,
    revealsAt: roundTimes(table.timing, shoe.firstRound + shoe.rounds - 1).closesAt.toISOString(),
  };
}
