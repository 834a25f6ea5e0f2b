import { dealCoup, type BaccaratCoup, type Card, type CardSource, type CardSuit } from './baccarat-rules.ts';
import type { RandomStream } from '../../../lib/fair-rng.ts';

export type BaccaratBetType = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export type BaccaratBets = Partial<Record<BaccaratBetType, bigint>>;

export const BACCARAT_BET_TYPES: readonly BaccaratBetType[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];

export const BACCARAT_GAME = {
  id: 'house-virtual-baccarat',
  title: 'Virtual Baccarat',
  version: '1',
  /** No dealer and no physical cards: a fresh 8-deck shoe is shuffled from the fair stream for every round. */
  isVirtual: true,
  decks: 8,
  /**
   * Percent, exact for 8 decks (computeBaccaratOdds). BANKER assumes stakes in multiples of 20 minor units, where
   * the 5% commission is exact; on other stakes the rounding down costs the player under one minor unit per win.
   */
  declaredRtp: { PLAYER: 98.76, BANKER: 98.94, TIE: 85.64, PLAYER_PAIR: 89.64, BANKER_PAIR: 89.64 },
} as const;

export type BaccaratRoundResult = BaccaratCoup & {
  gameId: string;
  gameVersion: string;
  /** Amount credited per placed bet: stake plus winnings, the stake alone on a push, 0 on a loss. */
  payouts: BaccaratBets;
  totalBet: bigint;
  totalWin: bigint;
};

const SUITS: readonly CardSuit[] = ['SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'];
const DECK: readonly Card[] = Array.from({ length: 52 }, (_, index) =>
  Object.freeze({ rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13)] }),
);

/** Card id 0..52·decks−1 in the unshuffled shoe: deck by deck, suit by suit, ace to king. */
export function cardOf(cardId: number): Card {
  return DECK[cardId % 52];
}

/** Full forward Fisher–Yates over a fresh shoe: step i swaps position i with i + nextInt(size − i). */
export function shuffleShoe(stream: RandomStream, decks: number = BACCARAT_GAME.decks): Uint16Array {
  const shoe = Uint16Array.from({ length: 52 * decks }, (_, index) => index);
  for (let i = 0; i < shoe.length - 1; i += 1) {
    const j = i + stream.nextInt(shoe.length - i);
    const card = shoe[j];
    shoe[j] = shoe[i];
    shoe[i] = card;
  }
  return shoe;
}

/**
 * The same forward Fisher–Yates, run only as far as cards are dealt. Steps after i never touch positions ≤ i and
 * nothing else reads the stream afterwards, so the dealt cards equal the first cards of shuffleShoe with the
 * same stream while a round costs at most six draws instead of 415. A class, not closures, because this is
 * built once per simulated round.
 */
class LazilyShuffledShoe implements CardSource {
  private readonly movedTo: number[] = [];
  private readonly movedCard: number[] = [];
  private position = 0;
  private readonly size: number;

  constructor(
    private readonly stream: RandomStream,
    decks: number,
  ) {
    this.size = 52 * decks;
  }

  draw(): Card {
    if (this.position >= this.size) throw new Error('shoe exhausted');
    const pick = this.position + this.stream.nextInt(this.size - this.position);
    const cardId = this.cardIdAt(pick);
    this.movedTo.push(pick);
    this.movedCard.push(this.cardIdAt(this.position));
    this.position += 1;
    return cardOf(cardId);
  }

  private cardIdAt(index: number): number {
    for (let k = this.movedTo.length - 1; k >= 0; k -= 1) if (this.movedTo[k] === index) return this.movedCard[k];
    return index;
  }
}

export function createShoeDealer(stream: RandomStream, decks: number = BACCARAT_GAME.decks): CardSource {
  return new LazilyShuffledShoe(stream, decks);
}

/** 5% commission on a banker win, rounded down (truncated) so any fraction of a minor unit stays with the house. */
export function bankerWinProfit(amount: bigint): bigint {
  return (amount * 95n) / 100n;
}

export function settleBet({
  type,
  amount,
  coup,
}: {
  type: BaccaratBetType;
  amount: bigint;
  coup: BaccaratCoup;
}): bigint {
  switch (type) {
    case 'PLAYER':
      return coup.outcome === 'PLAYER' ? amount * 2n : coup.outcome === 'TIE' ? amount : 0n;
    case 'BANKER':
      return coup.outcome === 'BANKER' ? amount + bankerWinProfit(amount) : coup.outcome === 'TIE' ? amount : 0n;
    case 'TIE':
      return coup.outcome === 'TIE' ? amount * 9n : 0n;
    case 'PLAYER_PAIR':
      return coup.isPlayerPair ? amount * 12n : 0n;
    case 'BANKER_PAIR':
      return coup.isBankerPair ? amount * 12n : 0n;
  }
}

export function playBaccarat({ bets, stream }: { bets: BaccaratBets; stream: RandomStream }): BaccaratRoundResult {
  let totalBet = 0n;
  for (const type of BACCARAT_BET_TYPES) {
    const amount = bets[type];
    if (amount === undefined) continue;
    if (typeof amount !== 'bigint' || amount <= 0n) throw new RangeError(`${type} bet must be a positive bigint`);
    totalBet += amount;
  }
  if (totalBet === 0n) throw new RangeError('at least one bet is required');
  const coup = dealCoup(createShoeDealer(stream));
  const payouts: BaccaratBets = {};
  let totalWin = 0n;
  for (const type of BACCARAT_BET_TYPES) {
    const amount = bets[type];
    if (amount === undefined) continue;
    const payout = settleBet({ type, amount, coup });
    payouts[type] = payout;
    totalWin += payout;
  }
  return Object.assign(coup, {
    gameId: BACCARAT_GAME.id,
    gameVersion: BACCARAT_GAME.version,
    payouts,
    totalBet,
    totalWin,
  });
}
