import { assertDistinctCards, DECK_SIZE, type Card } from './cards.ts';
import { assertRakeRule } from './rake.ts';
import { assertChips } from './rules-error.ts';
import { sortTienLen, tienLenStrength } from './tienlen-combos.ts';
import { INSTANT_WIN_ORDER, instantWinOf } from './tienlen-hands.ts';
import { finishTienLen } from './tienlen-settle.ts';
import type { TienLenConfig, TienLenDebt, TienLenGame } from './tienlen-types.ts';

export const TIEN_LEN_HAND_SIZE = 13;

export type StartTienLenGame = {
  gameId: string;
  config: TienLenConfig;
  /** 2 to 4 players (4 is the game; fewer leave cards undealt). */
  seats: readonly { seat: number; playerId: string; stack: number }[];
  /** The winner of the previous game at this table leads; null for the first game (lowest card leads). */
  previousWinnerSeat: number | null;
  deck: readonly Card[];
};

const UNIT_FIELDS = [
  'unitStake',
  'cardUnits',
  'frozenMultiplier',
  'blackTwoUnits',
  'redTwoUnits',
  'threePairRunUnits',
  'fourOfAKindUnits',
  'fourPairRunUnits',
  'instantWinUnits',
] as const;

function assertConfig(config: TienLenConfig): void {
  for (const field of UNIT_FIELDS) assertChips(config[field], field);
  if (config.unitStake < 1) throw new RangeError('unitStake must be at least 1');
  assertRakeRule(config.rake);
}

/**
 * Deals 13 cards to each player, one at a time clockwise from the lowest seat, and decides who leads: the
 * previous winner, or in a table's first game the holder of the lowest card dealt (3♠ with four players), whose
 * first play must then contain it. A dealt instant win ("tới trắng") ends the game at once.
 */
export function startTienLenGame(input: StartTienLenGame): TienLenGame {
  assertConfig(input.config);
  const { seats } = input;
  if (seats.length < 2 || seats.length > 4) throw new RangeError('Tiến Lên seats 2 to 4 players');
  if (new Set(seats.map((entry) => entry.seat)).size !== seats.length) throw new RangeError('two players in one seat');
  seats.forEach((entry) => assertChips(entry.stack, 'stack'));
  if (input.deck.length !== DECK_SIZE) throw new RangeError('a deck is 52 cards');
  assertDistinctCards(input.deck);

  const ordered = [...seats].sort((a, b) => a.seat - b.seat);
  const players = ordered.map(({ seat, playerId, stack }, position) => ({
    seat,
    playerId,
    startStack: stack,
    hand: sortTienLen(
      Array.from({ length: TIEN_LEN_HAND_SIZE }, (_, round) => input.deck[round * ordered.length + position] as Card),
    ),
    playedAny: false,
    passed: false,
  }));
  const lowestOf = (hand: readonly Card[]) => Math.min(...hand.map(tienLenStrength));
  const firstGame =
    input.previousWinnerSeat === null || !players.some((player) => player.seat === input.previousWinnerSeat);
  const lowestHolder = players.reduce((best, player) => (lowestOf(player.hand) < lowestOf(best.hand) ? player : best));
  const leader = firstGame ? lowestHolder : players.find((player) => player.seat === input.previousWinnerSeat)!;

  const game: TienLenGame = {
    gameId: input.gameId,
    config: { ...input.config, rake: { ...input.config.rake } },
    players,
    turnSeat: leader.seat,
    table: null,
    mustInclude: firstGame && input.config.firstPlayMustIncludeLowest ? (lowestHolder.hand[0] as Card) : null,
    chopChain: null,
    chopDebts: [],
    events: [],
    result: null,
  };
  // Turn order from the leader settles a tie between two instant wins of the same kind.
  const fromLeader = [
    ...players.filter((player) => player.seat >= leader.seat),
    ...players.filter((player) => player.seat < leader.seat),
  ];
  for (const kind of INSTANT_WIN_ORDER) {
    const winner = fromLeader.find((player) => instantWinOf(player.hand, game.config) === kind);
    if (!winner) continue;
    const debts: TienLenDebt[] = players
      .filter((player) => player !== winner)
      .map((player) => ({
        fromSeat: player.seat,
        toSeat: winner.seat,
        units: game.config.instantWinUnits,
        reason: 'INSTANT_WIN',
      }));
    game.result = finishTienLen(game, winner.seat, kind, debts);
    break;
  }
  return game;
}
