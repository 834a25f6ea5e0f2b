import type { RandomStream } from '../../../lib/fair-rng.ts';
import { cardOf, shuffleShoe } from './baccarat-engine.ts';
import type { Card } from './baccarat-rules.ts';
import {
  TableBetError,
  assertStake,
  isIntegerIn,
  ratioPercent,
  reducedRatio,
  type ExactRatio,
} from './table-bet-error.ts';

const DECKS = 8;
const SHOE_SIZE = 52 * DECKS;
/**
 * The cut card sits halfway: the round that deals the card before it ends the shoe. Every card is shown, so a
 * player can track the shoe exactly; with the cut card one deck from the end, such a player found a positive
 * suited-tie bet in 1.3% of rounds (about +6.6% each), at half the shoe in 1 round of 312,000 (the tracking
 * test in dragon-tiger-engine.sim.test.ts checks this).
 */
const CUT_CARD_POSITION = SHOE_SIZE / 2;

export const DRAGON_TIGER_GAME = {
  id: 'house-live-dragon-tiger',
  title: 'Dragon Tiger',
  version: '1',
  /** A virtual table: the shoe is shuffled from the fair stream, there is no dealer. */
  isVirtual: true,
  decks: DECKS,
  shoeSize: SHOE_SIZE,
  cutCardPosition: CUT_CARD_POSITION,
  /** Two cards a round, so 104 rounds use the 208 cards before the cut card. */
  roundsPerShoe: CUT_CARD_POSITION / 2,
} as const;

export const DRAGON_TIGER_BET_KINDS = ['DRAGON', 'TIGER', 'TIE', 'SUITED_TIE'] as const;
export type DragonTigerBetKind = (typeof DRAGON_TIGER_BET_KINDS)[number];
export type DragonTigerBet = { spot: { kind: DragonTigerBetKind }; amount: bigint };
export type DragonTigerOutcome = 'DRAGON' | 'TIGER' | 'TIE';

export type DragonTigerRound = {
  roundIndex: number;
  /** Ids in the unshuffled shoe (0–415, as baccarat numbers them), so a verifier can point at the cards. */
  dragonCardId: number;
  tigerCardId: number;
  dragon: Card;
  tiger: Card;
  outcome: DragonTigerOutcome;
  isSuitedTie: boolean;
  /** The cut card comes out after this round: the table shuffles a new shoe before the next. */
  isLastRoundOfShoe: boolean;
};

/**
 * A live table's shoe: 416 cards in the baccarat numbering, fully shuffled by the same forward Fisher–Yates
 * (`shuffleShoe`, 415 draws). The table's rounds are then dealt from it in order, with no further draws.
 */
export function shuffleDragonTigerShoe(stream: RandomStream): Uint16Array {
  return shuffleShoe(stream, DECKS);
}

/** Ace low, king high: only the rank decides, suits never break a tie. */
export function compareCards(dragon: Card, tiger: Card): DragonTigerOutcome {
  if (dragon.rank > tiger.rank) return 'DRAGON';
  if (tiger.rank > dragon.rank) return 'TIGER';
  return 'TIE';
}

/** Round k takes shoe positions 2k (Dragon) and 2k + 1 (Tiger); no cards are burnt. */
export function dealDragonTigerRound(shoe: Uint16Array, roundIndex: number): DragonTigerRound {
  if (shoe.length !== SHOE_SIZE) throw new RangeError(`a dragon tiger shoe has ${SHOE_SIZE} cards`);
  if (!isIntegerIn(roundIndex, 0, DRAGON_TIGER_GAME.roundsPerShoe - 1))
    throw new RangeError(`round index must be 0–${DRAGON_TIGER_GAME.roundsPerShoe - 1}: the cut card ends the shoe`);
  const dragonCardId = shoe[2 * roundIndex];
  const tigerCardId = shoe[2 * roundIndex + 1];
  const dragon = cardOf(dragonCardId);
  const tiger = cardOf(tigerCardId);
  const outcome = compareCards(dragon, tiger);
  return {
    roundIndex,
    dragonCardId,
    tigerCardId,
    dragon,
    tiger,
    outcome,
    isSuitedTie: outcome === 'TIE' && dragon.suit === tiger.suit,
    isLastRoundOfShoe: 2 * roundIndex + 2 >= CUT_CARD_POSITION,
  };
}

export function validateDragonTigerBet(bet: { spot: unknown; amount: unknown }): DragonTigerBet {
  const kind = (bet.spot as { kind?: unknown } | null)?.kind;
  if (!(DRAGON_TIGER_BET_KINDS as readonly unknown[]).includes(kind))
    throw new TableBetError('BAD_SPOT', `unknown dragon tiger bet kind ${String(kind)}`);
  assertStake(bet.amount);
  return { spot: { kind: kind as DragonTigerBetKind }, amount: bet.amount };
}

/**
 * What each bet credits, in the order given (stake included). DRAGON and TIGER pay 1:1 and, on a tie, return
 * half the stake (rounded down: stakes in even minor units make it exact). TIE pays 8:1 on any tie, SUITED_TIE
 * 50:1 on a tie of the same suit. Throws TableBetError on an invalid bet.
 */
export function settleDragonTigerBets(bets: readonly DragonTigerBet[], cards: { dragon: Card; tiger: Card }): bigint[] {
  const outcome = compareCards(cards.dragon, cards.tiger);
  const isSuitedTie = outcome === 'TIE' && cards.dragon.suit === cards.tiger.suit;
  return bets.map((bet) => {
    const { spot, amount } = validateDragonTigerBet(bet);
    switch (spot.kind) {
      case 'DRAGON':
      case 'TIGER':
        return outcome === spot.kind ? amount * 2n : outcome === 'TIE' ? amount / 2n : 0n;
      case 'TIE':
        return outcome === 'TIE' ? amount * 9n : 0n;
      case 'SUITED_TIE':
        return isSuitedTie ? amount * 51n : 0n;
    }
  });
}

/** The 52 different cards, indexed as `cardId % 52` (so `cardOf(index)`), and their copies in a full shoe. */
const DISTINCT_CARDS: readonly Card[] = Array.from({ length: 52 }, (_, index) => cardOf(index));
export const FULL_SHOE_COPIES: readonly number[] = Object.freeze(DISTINCT_CARDS.map(() => DECKS));

/**
 * Every pair of different-or-equal cards a round can show, weighted by the ordered pairs of physical cards that
 * give it: copies(dragon) × copies(tiger), less one copy when both show the same card. From a full shoe the
 * weights sum to 416 × 415, and by symmetry every round of a shoe has that distribution unconditionally;
 * `copiesLeft` (by `cardId % 52`) gives the distribution once some cards are out.
 */
export function* dragonTigerCardPairs(
  copiesLeft: readonly number[] = FULL_SHOE_COPIES,
): Generator<{ dragon: Card; tiger: Card; weight: number }> {
  for (let d = 0; d < 52; d += 1)
    for (let t = 0; t < 52; t += 1) {
      const weight = copiesLeft[d] * (copiesLeft[t] - (d === t ? 1 : 0));
      if (weight > 0) yield { dragon: DISTINCT_CARDS[d], tiger: DISTINCT_CARDS[t], weight };
    }
}

/**
 * Exact return per unit staked, by the card counts of a full shoe (or of the cards left). A stake of 2 keeps
 * the half-loss exact.
 */
export function dragonTigerRtp(kind: DragonTigerBetKind, copiesLeft?: readonly number[]): ExactRatio {
  const bet: DragonTigerBet = { spot: { kind }, amount: 2n };
  let returned = 0n;
  let staked = 0n;
  for (const { dragon, tiger, weight } of dragonTigerCardPairs(copiesLeft)) {
    returned += settleDragonTigerBets([bet], { dragon, tiger })[0] * BigInt(weight);
    staked += bet.amount * BigInt(weight);
  }
  return reducedRatio(returned, staked);
}

const PAYOUT: Record<DragonTigerBetKind, string> = {
  DRAGON: '1:1, half back on a tie',
  TIGER: '1:1, half back on a tie',
  TIE: '8:1',
  SUITED_TIE: '50:1',
};

/** The rules panel's board: plain JSON, no bigint. */
export function describeDragonTigerBoard() {
  return {
    gameId: DRAGON_TIGER_GAME.id,
    version: DRAGON_TIGER_GAME.version,
    decks: DECKS,
    cutCardPosition: CUT_CARD_POSITION,
    roundsPerShoe: DRAGON_TIGER_GAME.roundsPerShoe,
    bets: DRAGON_TIGER_BET_KINDS.map((kind) => {
      const rtp = dragonTigerRtp(kind);
      return { kind, payout: PAYOUT[kind], rtp, rtpPercent: ratioPercent(rtp) };
    }),
  };
}

export type DragonTigerBoard = ReturnType<typeof describeDragonTigerBoard>;
