import { assertDistinctCards, DECK_SIZE, type Card } from './cards.ts';
import { splitProportionally } from './chip-split.ts';
import { playersClockwiseAfter } from './seat-order.ts';
import { evaluateNiuHand, NIU_CATEGORIES, type NiuHand, type NiuMultipliers } from './niuniu-hands.ts';
import { assertRakeRule, rakeOf, type RakeRule } from './rake.ts';
import { assertChips, PvpRuleError } from './rules-error.ts';

export type NiuNiuConfig = { multipliers: NiuMultipliers; rake: RakeRule };
export type NiuNiuSeat = { seat: number; playerId: string; stack: number; /** 0 for the banker. */ stake: number };
export type NiuNiuOutcome = {
  seat: number;
  playerId: string;
  isBanker: boolean;
  hand: NiuHand;
  /** Against the banker (null for the banker itself). */
  beatsBanker: boolean | null;
  /** Stake × the winner's multiplier: what this player wins or loses before the caps. */
  owed: number;
  paid: number;
  received: number;
  rake: number;
  stack: number;
  net: number;
};
export type NiuNiuResult = {
  handId: string;
  bankerSeat: number;
  outcomes: NiuNiuOutcome[];
  rake: number;
  bankerCovered: boolean;
};

/** The banker passes one seat clockwise each hand, skipping players with no chips. */
export function nextBankerSeat(
  seats: readonly { seat: number; stack: number }[],
  previousBankerSeat: number | null,
): number {
  const able = seats.filter((entry) => entry.stack > 0);
  if (able.length === 0) throw new RangeError('nobody can bank');
  if (previousBankerSeat === null) return Math.min(...able.map((entry) => entry.seat));
  return (playersClockwiseAfter(able, previousBankerSeat)[0] as { seat: number }).seat;
}

function assertRound(
  seats: readonly NiuNiuSeat[],
  bankerSeat: number,
  config: NiuNiuConfig,
  deck: readonly Card[],
): void {
  if (seats.length < 2 || seats.length > 6) throw new PvpRuleError('pvp.table.players', 'Niu-Niu seats 2 to 6 players');
  if (new Set(seats.map((entry) => entry.seat)).size !== seats.length) throw new RangeError('two players in one seat');
  if (!seats.some((entry) => entry.seat === bankerSeat)) throw new RangeError('the banker is not seated');
  for (const entry of seats) {
    assertChips(entry.stack, 'stack');
    assertChips(entry.stake, 'stake');
    const isBanker = entry.seat === bankerSeat;
    if (isBanker ? entry.stake !== 0 : entry.stake < 1) throw new RangeError(`seat ${entry.seat}: stake`);
  }
  for (const category of NIU_CATEGORIES) assertChips(config.multipliers[category], `multiplier ${category}`);
  assertRakeRule(config.rake);
  if (deck.length !== DECK_SIZE) throw new RangeError('a deck is 52 cards');
  assertDistinctCards(deck);
}

/**
 * The deal: five cards to each player one at a time, starting left of the banker (the banker last). The table shows
 * each player its own five from this before the hand settles; `playNiuNiuHand` deals the same way.
 */
export function dealNiuNiu(
  seats: readonly { seat: number }[],
  bankerSeat: number,
  deck: readonly Card[],
): Map<number, Card[]> {
  const order = playersClockwiseAfter(seats, bankerSeat);
  return new Map(
    order.map((entry, position) => [
      entry.seat,
      Array.from({ length: 5 }, (_, round) => deck[round * order.length + position] as Card),
    ]),
  );
}

/**
 * One hand: five cards to each player one at a time, starting left of the banker (the banker last); each player
 * settles against the banker alone. The better hand wins stake × the multiplier of the winning hand. The banker
 * first collects from the players it beats (each pays at most its stack), then pays the players who beat it from
 * its stack plus what it collected; when that does not cover them all, it pays everything it has, shared in
 * proportion to what each is owed. The rake is taken from each positive net result. Chips are conserved.
 */
export function playNiuNiuHand(input: {
  handId: string;
  config: NiuNiuConfig;
  seats: readonly NiuNiuSeat[];
  bankerSeat: number;
  deck: readonly Card[];
}): NiuNiuResult {
  const { config, seats, bankerSeat, deck } = input;
  assertRound(seats, bankerSeat, config, deck);
  const order = playersClockwiseAfter(seats, bankerSeat);
  const dealt = dealNiuNiu(seats, bankerSeat, deck);
  const hands = new Map(order.map((entry) => [entry.seat, evaluateNiuHand(dealt.get(entry.seat) as Card[])]));
  const bankerHand = hands.get(bankerSeat) as NiuHand;
  const punters = order.filter((entry) => entry.seat !== bankerSeat);
  const duel = punters.map((entry) => {
    const hand = hands.get(entry.seat) as NiuHand;
    const beatsBanker = hand.value > bankerHand.value;
    const owed = entry.stake * config.multipliers[(beatsBanker ? hand : bankerHand).category];
    return { entry, hand, beatsBanker, owed, paid: beatsBanker ? 0 : Math.min(owed, entry.stack) };
  });
  const banker = seats.find((entry) => entry.seat === bankerSeat) as NiuNiuSeat;
  const collected = duel.reduce((sum, row) => sum + row.paid, 0);
  const claims = duel.map((row) => (row.beatsBanker ? row.owed : 0));
  const claimed = claims.reduce((sum, claim) => sum + claim, 0);
  const funds = banker.stack + collected;
  const payouts = funds >= claimed ? claims : splitProportionally(funds, claims);
  const paidOut = payouts.reduce((sum, amount) => sum + amount, 0);

  const outcome = (
    entry: NiuNiuSeat,
    hand: NiuHand,
    beatsBanker: boolean | null,
    owed: number,
    paid: number,
    received: number,
  ): NiuNiuOutcome => {
    const rake = rakeOf(Math.max(0, received - paid), config.rake);
    const stack = entry.stack - paid + received - rake;
    return {
      seat: entry.seat,
      playerId: entry.playerId,
      isBanker: beatsBanker === null,
      hand,
      beatsBanker,
      owed,
      paid,
      received,
      rake,
      stack,
      net: stack - entry.stack,
    };
  };
  const outcomes = [
    ...duel.map((row, index) => outcome(row.entry, row.hand, row.beatsBanker, row.owed, row.paid, payouts[index] ?? 0)),
    outcome(banker, bankerHand, null, 0, paidOut, collected),
  ];
  return {
    handId: input.handId,
    bankerSeat,
    outcomes,
    rake: outcomes.reduce((sum, row) => sum + row.rake, 0),
    bankerCovered: funds >= claimed,
  };
}
