import type { Db } from '../../db/client.ts';
import { inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { splitProportionally } from './engine/chip-split.ts';
import type { HoldemHand } from './engine/holdem-types.ts';
import type { NiuMultipliers } from './engine/niuniu-hands.ts';
import type { NiuNiuResult } from './engine/niuniu-round.ts';
import type { SettledPosition } from './engine/net-settlement.ts';
import type { TienLenResult } from './engine/tienlen-types.ts';
import { gameCodeOfPvpGame, PVP_VENDOR } from './pvp-catalogue.ts';
import { rakeAccountId, tableAccountId } from './pvp-money.service.ts';
import {
  findCatalogueGameId,
  insertHandPlayers,
  insertSettledRounds,
  lockHand,
  markHandEnded,
  setSeatChips,
  type TableRow,
} from './pvp.repository.ts';

/** Who sat in a seat of the hand: a member, or a computer player at a practice table. */
export type HandSeat = { seatNo: number; memberId: number | null; botName: string | null; nickname: string };

/** One player's part in an ended hand, in minor units. `rake` is its share of the rake (README, "Money"). */
export type PlayerOutcome = HandSeat & { bet: number; won: number; net: number; rake: number; chips: number };

/** What a settled hand stores in `pvp_hands.result` (minor units), from which histories and the verify call read. */
export type StoredHandResult =
  | {
      game: 'HOLDEM';
      board: number[];
      buttonSeat: number;
      result: NonNullable<HoldemHand['result']>;
      players: PlayerOutcome[];
    }
  | {
      game: 'NIUNIU';
      /** Each player's stake against the banker and the multipliers the hand was played with. */
      stake: number;
      multipliers: NiuMultipliers;
      result: NiuNiuResult;
      players: PlayerOutcome[];
    }
  | {
      game: 'TIENLEN';
      unitStake: number;
      result: TienLenResult;
      /** Each seat's chips paid, received and raked (the debts settled against the stacks). */
      settled: SettledPosition[];
      /** The cards each player still held at the end. */
      cardsLeft: { seat: number; cards: number[] }[];
      players: PlayerOutcome[];
    };

/**
 * Each player's part: chips put in, chips won back (pots and an uncalled bet), and its share of the rake — the
 * rake split in proportion to the chips each put into the pots (an uncalled bet is no part of a pot). The shares
 * add up to the rake, and bet − won summed over the players is the rake, since the pots less the rake are won back.
 */
export function holdemOutcomesOf(hand: HoldemHand, seats: ReadonlyMap<number, HandSeat>): PlayerOutcome[] {
  const result = hand.result;
  if (!result) throw new Error('pvp: the hand has not ended');
  const returned = new Map(result.returned.map((entry) => [entry.seat, entry.amount]));
  const inPots = hand.players.map((player) => player.totalBet - (returned.get(player.seat) ?? 0));
  const rakeShares = result.rake > 0 ? splitProportionally(result.rake, inPots) : inPots.map(() => 0);
  return hand.players.map((player, index) => {
    const final = result.stacks.find((entry) => entry.seat === player.seat)!;
    const seat = seats.get(player.seat);
    if (!seat) throw new Error(`pvp: nobody in seat ${player.seat}`);
    return {
      ...seat,
      bet: player.totalBet,
      won: final.stack - player.stack,
      net: final.net,
      rake: rakeShares[index] ?? 0,
      chips: final.stack,
    };
  });
}

/**
 * Niu-Niu: chips paid out (to the banker, or by the banker), chips won back after the rake (received less its own
 * rake), and the engine's rake of this seat's positive result. As in Hold'em, bet − won summed is the rake.
 */
export function niuniuOutcomesOf(result: NiuNiuResult, seats: ReadonlyMap<number, HandSeat>): PlayerOutcome[] {
  return result.outcomes.map((outcome) => {
    const seat = seats.get(outcome.seat);
    if (!seat) throw new Error(`pvp: nobody in seat ${outcome.seat}`);
    return {
      ...seat,
      bet: outcome.paid,
      won: outcome.received - outcome.rake,
      net: outcome.net,
      rake: outcome.rake,
      chips: outcome.stack,
    };
  });
}

export type SettleOutcome = 'SETTLED' | 'NOT_RUNNING';

/**
 * Settles an ended hand exactly once, in one transaction: the hand's row is locked and must still be RUNNING under
 * this instance (a hand the lease job cancelled stays cancelled, and nothing moves); the seats take their new chips;
 * the rake leaves the table's account for the rake account; each player's part is stored, and each member's round
 * is logged in `game_rounds` with the rake share as its bet and valid bet and no win, so the house's win in every
 * roll-up is the rake (README, "Money"); the hand is marked ENDED with its deck revealed.
 */
export async function settleHand(
  db: Db,
  input: {
    table: TableRow;
    handId: string;
    /** Each player's part (holdemOutcomesOf, niuniuOutcomesOf): their rakes add up to the hand's. */
    outcomes: PlayerOutcome[];
    stored: StoredHandResult;
    instance: string;
    deckText: string;
    playerSeeds: Map<number, string>;
    serverSeedHash: string;
    now: Date;
  },
): Promise<{ status: SettleOutcome; outcomes: PlayerOutcome[] }> {
  const { table, handId, outcomes, now } = input;
  const rake = outcomes.reduce((sum, outcome) => sum + outcome.rake, 0);
  const status = await inTransaction(db, async (tx): Promise<SettleOutcome> => {
    const row = await lockHand(tx, handId);
    if (!row || row.status !== 'RUNNING' || row.ownerInstance !== input.instance) return 'NOT_RUNNING';
    for (const outcome of outcomes) await setSeatChips(tx, table.id, outcome.seatNo, BigInt(outcome.chips));
    if (rake > 0) {
      await postTransfer(tx, {
        idempotencyKey: `pvp:rake:${handId}`,
        kind: 'GAME_PVP_RAKE',
        debitAccountId: await tableAccountId(tx, table),
        creditAccountId: await rakeAccountId(tx, table),
        amount: BigInt(rake),
        memo: `${table.name} hand ${handId}`,
      });
    }
    await insertHandPlayers(tx, handPlayerRowsOf(handId, outcomes));
    const gameId = await findCatalogueGameId(tx, PVP_VENDOR, gameCodeOfPvpGame(table.game));
    if (gameId === null) throw new Error(`pvp: the catalogue has no ${table.game} game`);
    await insertSettledRounds(tx, roundRowsOf({ ...input, gameId, outcomes }));
    await markHandEnded(tx, { handId, endedAt: now, rake: BigInt(rake), deck: input.deckText, result: input.stored });
    return 'SETTLED';
  });
  return { status, outcomes };
}

function handPlayerRowsOf(handId: string, outcomes: PlayerOutcome[]) {
  return outcomes.map((outcome) => ({
    handId,
    seatNo: outcome.seatNo,
    memberId: outcome.memberId,
    botName: outcome.botName,
    bet: BigInt(outcome.bet),
    won: BigInt(outcome.won),
    net: BigInt(outcome.net),
    rake: BigInt(outcome.rake),
    chipsAfter: BigInt(outcome.chips),
  }));
}

/** A member's round: its rake share as bet and valid bet, no win (so the house wins the rake in every roll-up). */
function roundRowsOf(input: {
  table: TableRow;
  handId: string;
  gameId: number;
  outcomes: PlayerOutcome[];
  playerSeeds: Map<number, string>;
  serverSeedHash: string;
  now: Date;
}) {
  const { handId, now } = input;
  return input.outcomes.flatMap((outcome) =>
    outcome.memberId === null
      ? []
      : [
          {
            memberId: outcome.memberId,
            gameId: input.gameId,
            vendorCode: PVP_VENDOR,
            roundRef: `${handId}:${outcome.seatNo}`,
            bet: BigInt(outcome.rake),
            win: 0n,
            validBet: BigInt(outcome.rake),
            outcome: {
              tableId: input.table.id,
              handId: handId,
              seatNo: outcome.seatNo,
              putIn: outcome.bet,
              wonBack: outcome.won,
              net: outcome.net,
              rake: outcome.rake,
            },
            serverSeedHash: input.serverSeedHash,
            clientSeed: input.playerSeeds.get(outcome.seatNo) ?? null,
            gameVersion: `pvp-${input.table.game.toLowerCase()}-1`,
            status: 'SETTLED' as const,
            createdAt: now,
            settledAt: now,
          },
        ],
  );
}
