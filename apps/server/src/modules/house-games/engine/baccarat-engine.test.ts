import { describe, expect, it } from 'vitest';
import {
  BACCARAT_BET_TYPES,
  bankerWinProfit,
  createShoeDealer,
  playBaccarat,
  settleBet,
  shuffleShoe,
  type BaccaratBetType,
} from './baccarat-engine.ts';
import { bankerDraws, dealCoup, playerDraws, type BaccaratCoup, type Card, type CardSource } from './baccarat-rules.ts';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';

const seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'baccarat', nonce: 9 };
const cards = (ranks: number[]): CardSource => {
  const queue = ranks.map((rank, index): Card => ({ rank, suit: index % 2 === 0 ? 'SPADES' : 'HEARTS' }));
  return {
    draw: () => {
      const card = queue.shift();
      if (!card) throw new Error('scripted cards exhausted');
      return card;
    },
  };
};
const ranksOf = (hand: readonly Card[]): number[] => hand.map((card) => card.rank);

describe('third-card rules', () => {
  it('player draws on 0–5 and stands on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  // Rows: banker total 0–7. Columns: player stood (–), then the player's third card 0–9. D draws, S stands.
  const TABLEAU: Record<number, string> = {
    0: 'D DDDDDDDDDD',
    1: 'D DDDDDDDDDD',
    2: 'D DDDDDDDDDD',
    3: 'D DDDDDDDDSD',
    4: 'D SSDDDDDDSS',
    5: 'D SSSSDDDDSS',
    6: 'S SSSSSSDDSS',
    7: 'S SSSSSSSSSS',
  };

  for (const [total, row] of Object.entries(TABLEAU)) {
    it(`banker on ${total} follows the tableau`, () => {
      const [stood, byThirdCard] = row.split(' ');
      expect(bankerDraws(Number(total), null)).toBe(stood === 'D');
      for (let third = 0; third <= 9; third += 1)
        expect(bankerDraws(Number(total), third)).toBe(byThirdCard[third] === 'D');
    });
  }

  it('stands both hands on a natural 8 or 9', () => {
    const coup = dealCoup(cards([4, 9, 4, 13]));
    expect([ranksOf(coup.playerCards), ranksOf(coup.bankerCards)]).toEqual([
      [4, 4],
      [9, 13],
    ]);
    expect([coup.isNatural, coup.outcome]).toEqual([true, 'BANKER']);
  });

  it("deals player, banker, player, banker, then the player's and banker's third cards", () => {
    // Player 2+3 = 5 draws a 4 (→ 9); banker 1+2 = 3 draws against a 4 and gets a king (→ 3).
    const coup = dealCoup(cards([2, 1, 3, 2, 4, 13]));
    expect([ranksOf(coup.playerCards), ranksOf(coup.bankerCards)]).toEqual([
      [2, 3, 4],
      [1, 2, 13],
    ]);
    expect([coup.playerTotal, coup.bankerTotal, coup.outcome]).toEqual([9, 3, 'PLAYER']);
  });

  it('lets the banker act like the player when the player stands', () => {
    // Player 3+4 = 7 stands; banker 2+3 = 5 draws as the player would and makes 7.
    const coup = dealCoup(cards([3, 2, 4, 3, 2]));
    expect([ranksOf(coup.playerCards), ranksOf(coup.bankerCards)]).toEqual([
      [3, 4],
      [2, 3, 2],
    ]);
    expect([coup.playerTotal, coup.bankerTotal, coup.outcome]).toEqual([7, 7, 'TIE']);
  });

  it('detects pairs by rank, not by value: K-K is a pair, 10-K is not', () => {
    const coup = dealCoup(cards([13, 10, 13, 13, 5, 5]));
    expect([coup.isPlayerPair, coup.isBankerPair]).toEqual([true, false]);
  });
});

describe('payouts', () => {
  const coupWith = (outcome: BaccaratCoup['outcome'], pairs = false): BaccaratCoup => ({
    playerCards: [],
    bankerCards: [],
    playerTotal: 0,
    bankerTotal: 0,
    isNatural: false,
    outcome,
    isPlayerPair: pairs,
    isBankerPair: pairs,
  });
  const settleAll = (coup: BaccaratCoup): Record<BaccaratBetType, bigint> =>
    Object.fromEntries(BACCARAT_BET_TYPES.map((type) => [type, settleBet({ type, amount: 100n, coup })])) as Record<
      BaccaratBetType,
      bigint
    >;

  it('pays player 1:1, banker 0.95:1, tie 8:1, pairs 11:1, stake included; player and banker push on a tie', () => {
    expect(settleAll(coupWith('PLAYER'))).toEqual({
      PLAYER: 200n,
      BANKER: 0n,
      TIE: 0n,
      PLAYER_PAIR: 0n,
      BANKER_PAIR: 0n,
    });
    expect(settleAll(coupWith('BANKER', true))).toEqual({
      PLAYER: 0n,
      BANKER: 195n,
      TIE: 0n,
      PLAYER_PAIR: 1200n,
      BANKER_PAIR: 1200n,
    });
    expect(settleAll(coupWith('TIE'))).toEqual({
      PLAYER: 100n,
      BANKER: 100n,
      TIE: 900n,
      PLAYER_PAIR: 0n,
      BANKER_PAIR: 0n,
    });
  });

  it("rounds the banker commission down in the house's favour", () => {
    expect([1n, 19n, 20n, 21n, 100n, 333n].map(bankerWinProfit)).toEqual([0n, 18n, 19n, 19n, 95n, 316n]);
    expect(settleBet({ type: 'BANKER', amount: 19n, coup: coupWith('BANKER') })).toBe(37n);
  });

  it('settles only the placed bets and totals them', () => {
    const round = playBaccarat({ bets: { PLAYER: 100n, TIE: 20n }, stream: createOutcomeStream(seeds) });
    expect(Object.keys(round.payouts).sort()).toEqual(['PLAYER', 'TIE']);
    expect(round.totalBet).toBe(120n);
    expect(round.totalWin).toBe((round.payouts.PLAYER ?? 0n) + (round.payouts.TIE ?? 0n));
  });

  it('refuses a round without bets or with a bet that is not a positive bigint', () => {
    const stream = createOutcomeStream(seeds);
    expect(() => playBaccarat({ bets: {}, stream })).toThrow(RangeError);
    expect(() => playBaccarat({ bets: { BANKER: 0n }, stream })).toThrow(RangeError);
    expect(() => playBaccarat({ bets: { BANKER: 5 as unknown as bigint }, stream })).toThrow(RangeError);
  });
});

describe('shoe', () => {
  it('shuffles all 416 cards of 8 decks, each exactly once', () => {
    const shoe = shuffleShoe(createOutcomeStream(seeds));
    expect(shoe).toHaveLength(416);
    expect(new Set(shoe).size).toBe(416);
  });

  it('deals the same cards as the full Fisher–Yates shuffle from the same seeds', () => {
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const full = shuffleShoe(createOutcomeStream({ ...seeds, nonce }));
      const deal = createShoeDealer(createOutcomeStream({ ...seeds, nonce }));
      const dealt = Array.from({ length: 6 }, () => deal.draw());
      expect(dealt).toEqual(
        Array.from(full.slice(0, 6), (id) => ({
          rank: (id % 13) + 1,
          suit: ['SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'][Math.floor((id % 52) / 13)],
        })),
      );
    }
  });

  it('replays a round identically from its seeds and nonce', () => {
    const bets = { BANKER: 100n, PLAYER_PAIR: 10n };
    expect(playBaccarat({ bets, stream: createOutcomeStream(seeds) })).toEqual(
      playBaccarat({ bets, stream: createOutcomeStream(seeds) }),
    );
  });
});
