import type { PvpHandResult, PvpReveal, PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { formatMoney } from '../../lib/money.ts';
import { cardCode } from './engine/cards.ts';
import type { PlayerOutcome, StoredHandResult } from './pvp-hand-settle.service.ts';
import type { HandRow, TableRow } from './pvp.repository.ts';

/* The card rooms' rows as the contracts shape them: amounts as decimal strings, cards as codes. */

export const moneyOf = (minor: number | bigint, scale: number): string => formatMoney(BigInt(minor), scale);
export const codesOf = (cards: readonly number[]): string[] => cards.map(cardCode);

export function roomOf(
  table: TableRow,
  input: { scale: number; seatsTaken: number; playersOnline: number; inHand: boolean },
): PvpRoom {
  const money = (minor: bigint) => moneyOf(minor, input.scale);
  const isHoldem = table.game === 'HOLDEM';
  return {
    roomId: table.id,
    game: table.game,
    name: table.name,
    stakeLevel: table.stakeLevel,
    smallBlind: isHoldem ? money(table.smallBlind) : null,
    bigBlind: isHoldem ? money(table.bigBlind) : null,
    ante: isHoldem ? null : money(table.ante),
    rakeBp: table.rakeBp,
    rakeCap: money(table.rakeCap),
    minBuyIn: money(table.minBuyIn),
    maxBuyIn: money(table.maxBuyIn),
    seatsTotal: table.seats,
    seatsTaken: input.seatsTaken,
    seatsFree: Math.max(0, table.seats - input.seatsTaken),
    playersOnline: input.playersOnline,
    practice: table.practice,
    status: table.status,
    inHand: input.inHand,
  };
}

export function revealOf(row: HandRow): PvpReveal | null {
  if (row.status !== 'ENDED' || !row.deck) return null;
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    commitment: row.commitment,
    playerSeeds: row.playerSeeds,
    deck: row.deck,
  };
}

/** An ended hand as histories show it; a cancelled one has no result and no reveal (its deck was never used up). */
export function handResultOf(row: HandRow, scale: number): PvpHandResult {
  const money = (minor: number | bigint) => moneyOf(minor, scale);
  const stored = row.status === 'ENDED' ? (row.result as StoredHandResult | null) : null;
  const endedAt = (row.endedAt ?? row.startedAt).toISOString();
  if (!stored) {
    return {
      handId: row.id,
      status: 'CANCELLED',
      endedAt,
      board: [],
      pots: [],
      rake: money(0),
      wentToShowdown: false,
      shown: [],
      players: [],
      reveal: null,
    };
  }
  if (stored.game === 'NIUNIU') return niuniuResultOf(row, stored, scale);
  if (stored.game === 'TIENLEN') return tienlenResultOf(row, stored, scale);
  const { result } = stored;
  return {
    handId: row.id,
    status: 'ENDED',
    endedAt,
    board: codesOf(stored.board),
    pots: result.pots.map((pot) => ({
      amount: money(pot.amount),
      eligibleSeats: pot.eligibleSeats,
      rake: money(pot.rake),
      winners: pot.winners.map((winner) => ({ seatNo: winner.seat, amount: money(winner.amount) })),
    })),
    rake: money(result.rake),
    wentToShowdown: result.wentToShowdown,
    shown: result.showdown.map((entry) => ({
      seatNo: entry.seat,
      cards: codesOf(entry.hole),
      category: entry.category,
      bestFive: codesOf(entry.bestFive),
    })),
    players: playersOf(stored.players, scale),
    reveal: revealOf(row),
  };
}

function playersOf(players: PlayerOutcome[], scale: number) {
  const money = (minor: number) => moneyOf(minor, scale);
  return players.map((player) => ({
    seatNo: player.seatNo,
    nickname: player.nickname,
    isBot: player.memberId === null,
    bet: money(player.bet),
    won: money(player.won),
    net: money(player.net),
    chips: money(player.chips),
  }));
}

/**
 * A Niu-Niu hand: no board and no pots (each player settles with the banker alone); every hand is shown, with the
 * bull's three cards as its highlighted cards, and the banker game's result per seat in `niuniu`.
 */
function niuniuResultOf(
  row: HandRow,
  stored: Extract<StoredHandResult, { game: 'NIUNIU' }>,
  scale: number,
): PvpHandResult {
  const money = (minor: number) => moneyOf(minor, scale);
  const { result, multipliers } = stored;
  return {
    handId: row.id,
    status: 'ENDED',
    endedAt: (row.endedAt ?? row.startedAt).toISOString(),
    board: [],
    pots: [],
    rake: money(result.rake),
    wentToShowdown: true,
    shown: result.outcomes.map((outcome) => ({
      seatNo: outcome.seat,
      cards: codesOf(outcome.hand.cards),
      category: null,
      bestFive: codesOf(outcome.hand.bullCards ?? []),
    })),
    players: playersOf(stored.players, scale),
    reveal: revealOf(row),
    niuniu: {
      bankerSeat: result.bankerSeat,
      bankerCovered: result.bankerCovered,
      seats: result.outcomes.map((outcome) => ({
        seatNo: outcome.seat,
        isBanker: outcome.isBanker,
        cards: codesOf(outcome.hand.cards),
        category: outcome.hand.category,
        bullCards: codesOf(outcome.hand.bullCards ?? []),
        multiplier: multipliers[outcome.hand.category],
        stake: money(outcome.isBanker ? 0 : stored.stake),
        beatsBanker: outcome.beatsBanker,
        owed: money(outcome.owed),
        paid: money(outcome.paid),
        received: money(outcome.received),
        rake: money(outcome.rake),
        net: money(outcome.net),
      })),
    },
  };
}

/**
 * A Tiến Lên game: no board and no pots; every player's remaining cards are shown (they decide what a loser pays),
 * and the winner, the debts and each seat's chips are in `tienlen`.
 */
function tienlenResultOf(
  row: HandRow,
  stored: Extract<StoredHandResult, { game: 'TIENLEN' }>,
  scale: number,
): PvpHandResult {
  const money = (minor: number) => moneyOf(minor, scale);
  const { result, settled } = stored;
  const cardsOf = (seat: number) => codesOf(stored.cardsLeft.find((entry) => entry.seat === seat)?.cards ?? []);
  return {
    handId: row.id,
    status: 'ENDED',
    endedAt: (row.endedAt ?? row.startedAt).toISOString(),
    board: [],
    pots: [],
    rake: money(result.rake),
    wentToShowdown: true,
    shown: stored.cardsLeft.map((entry) => ({
      seatNo: entry.seat,
      cards: codesOf(entry.cards),
      category: null,
      bestFive: [],
    })),
    players: playersOf(stored.players, scale),
    reveal: revealOf(row),
    tienlen: {
      winnerSeat: result.winnerSeat,
      instantWin: result.instantWin,
      unitStake: money(stored.unitStake),
      debts: result.debts.map((debt) => ({ ...debt })),
      seats: settled.map((entry) => ({
        seatNo: entry.seat,
        cardsLeft: cardsOf(entry.seat),
        paid: money(entry.paid),
        received: money(entry.received),
        rake: money(entry.rake),
        net: money(entry.received - entry.paid - entry.rake),
      })),
    },
  };
}
