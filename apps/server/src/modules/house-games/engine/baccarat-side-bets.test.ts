import { describe, expect, it } from 'vitest';
import { settleBet } from './baccarat-engine.ts';
import { dealCoup, type BaccaratCoup, type Card, type CardSuit } from './baccarat-rules.ts';
import {
  LIVE_BACCARAT_BET_TYPES,
  resolveValueBet,
  settleLiveHand,
  type LiveBaccaratBetType,
  type LiveBaccaratBets,
} from './baccarat-side-bets.ts';

const SUIT_LETTERS: Record<string, CardSuit> = { S: 'SPADES', H: 'HEARTS', D: 'DIAMONDS', C: 'CLUBS' };
const RANK_LETTERS: Record<string, number> = { A: 1, T: 10, J: 11, Q: 12, K: 13 };

/** Cards written as in a dealing log, e.g. '9S KH 4D': rank (A, 2–9, T, J, Q, K) and suit letter, in deal order. */
const dealt = (log: string): BaccaratCoup => {
  const queue = log
    .split(' ')
    .map((text): Card => ({ rank: RANK_LETTERS[text[0]] ?? Number(text[0]), suit: SUIT_LETTERS[text[1]] }));
  return dealCoup({
    draw: () => {
      const card = queue.shift();
      if (!card) throw new Error('scripted cards exhausted');
      return card;
    },
  });
};

const STAKE = 100n;
const everyBet: LiveBaccaratBets = Object.fromEntries(LIVE_BACCARAT_BET_TYPES.map((type) => [type, STAKE]));
const creditsOn = (coup: BaccaratCoup): Record<LiveBaccaratBetType, bigint> =>
  settleLiveHand({ bets: everyBet, coup }).payouts as Record<LiveBaccaratBetType, bigint>;
const nothingElse = (credits: Partial<Record<LiveBaccaratBetType, bigint>>) =>
  Object.fromEntries(LIVE_BACCARAT_BET_TYPES.map((type) => [type, credits[type] ?? 0n]));

describe('live table bets: hand-dealt coups, 100 on every bet', () => {
  it('player natural 9 against banker 7 on four cards: player, small and the player bonus win', () => {
    // Player 9♠ K♠ = 9, banker 3♥ 4♥ = 7: both stand on the natural.
    const coup = dealt('9S 3H KS 4H');
    expect(creditsOn(coup)).toEqual(nothingElse({ PLAYER: 200n, SMALL: 250n, PLAYER_BONUS: 200n }));
  });

  it('natural tie 8–8 with a perfect pair in each hand', () => {
    // Player 4♦ 4♦ = 8, banker 9♣ 9♣ = 8: tie 8:1, pairs 11:1, either pair 5:1, perfect pair in both 200:1.
    const coup = dealt('4D 9C 4D 9C');
    expect(creditsOn(coup)).toEqual(
      nothingElse({
        PLAYER: 100n,
        BANKER: 100n,
        TIE: 900n,
        SMALL: 250n,
        PLAYER_BONUS: 100n,
        BANKER_BONUS: 100n,
        PLAYER_PAIR: 1200n,
        BANKER_PAIR: 1200n,
        EITHER_PAIR: 600n,
        PERFECT_PAIR: 20100n,
      }),
    );
  });

  it('banker 9 against player 0 on six cards: banker, big and the banker bonus at 30:1', () => {
    // Player K♠ Q♠ = 0 draws J♠ (0); banker K♥ 2♥ = 2 draws 7♥ (9). Banker by 9 without a natural.
    const coup = dealt('KS KH QS 2H JS 7H');
    expect(creditsOn(coup)).toEqual(nothingElse({ BANKER: 195n, BIG: 154n, BANKER_BONUS: 3100n }));
  });

  it('player 6 against banker 3 on five cards: the player bonus loses a win by 3', () => {
    // Player 2♠ 4♠ = 6 stands; banker K♥ 3♥ = 3 draws (player stood) Q♥ (0) and keeps 3.
    const coup = dealt('2S KH 4S 3H QH');
    expect(creditsOn(coup)).toEqual(nothingElse({ PLAYER: 200n, BIG: 154n }));
  });

  it('player 6 against banker 2: the player bonus pays 1:1 for a win by 4', () => {
    const coup = dealt('2S KH 4S 2H QH');
    expect(creditsOn(coup)).toEqual(nothingElse({ PLAYER: 200n, BIG: 154n, PLAYER_BONUS: 200n }));
  });

  it('a player pair of two suits: pair and either pair win, perfect pair does not', () => {
    // Player 5♠ 5♥ = 0 draws 2♦ (2); banker 6♣ A♣ = 7 stands on a player third card 2. Banker by 5.
    const coup = dealt('5S 6C 5H AC 2D');
    expect(creditsOn(coup)).toEqual(
      nothingElse({ BANKER: 195n, BIG: 154n, BANKER_BONUS: 300n, PLAYER_PAIR: 1200n, EITHER_PAIR: 600n }),
    );
  });

  it('one perfect pair pays 25:1', () => {
    // Player Q♦ Q♦ = 0 draws 3♠ (3); banker 7♣ 8♣ = 5 stands on a third card 3. Banker by 2.
    const coup = dealt('QD 7C QD 8C 3S');
    expect(creditsOn(coup)).toEqual(
      nothingElse({ BANKER: 195n, BIG: 154n, PLAYER_PAIR: 1200n, EITHER_PAIR: 600n, PERFECT_PAIR: 2600n }),
    );
  });

  it('a tie without a natural pushes player and banker and loses both bonuses', () => {
    // Player 3♠ 3♥ = 6 stands; banker 2♣ 4♣ = 6 stands. Player pair by rank.
    const coup = dealt('3S 2C 3H 4C');
    expect(creditsOn(coup)).toEqual(
      nothingElse({ PLAYER: 100n, BANKER: 100n, TIE: 900n, SMALL: 250n, PLAYER_PAIR: 1200n, EITHER_PAIR: 600n }),
    );
  });
});

describe('live table bets: rounding and amounts', () => {
  const bankerSix = dealt('KS KH QS 2H JS 7H');

  it('rounds winnings down to the minor unit, the banker bet exactly as the single-player game', () => {
    const { payouts } = settleLiveHand({ bets: { BANKER: 19n, BIG: 10n, BANKER_BONUS: 3n }, coup: bankerSix });
    expect(payouts).toEqual({ BANKER: 37n, BIG: 15n, BANKER_BONUS: 93n });
    for (const amount of [1n, 19n, 20n, 33n, 1_000_001n])
      expect(settleLiveHand({ bets: { BANKER: amount }, coup: bankerSix }).payouts.BANKER).toBe(
        settleBet({ type: 'BANKER', amount, coup: bankerSix }),
      );
    const small = settleLiveHand({ bets: { SMALL: 3n }, coup: dealt('9S 3H KS 4H') });
    expect(small.payouts.SMALL).toBe(7n);
  });

  it('totals the stakes and credits of the bets placed, and only those', () => {
    const settlement = settleLiveHand({ bets: { PLAYER: 500n, TIE: 20n, BIG: 50n }, coup: bankerSix });
    expect(settlement).toEqual({ payouts: { PLAYER: 0n, TIE: 0n, BIG: 77n }, totalBet: 570n, totalWin: 77n });
  });

  it('refuses a stake that is not a positive bigint', () => {
    expect(() => settleLiveHand({ bets: { TIE: 0n }, coup: bankerSix })).toThrow(RangeError);
    expect(() => settleLiveHand({ bets: { BIG: -5n }, coup: bankerSix })).toThrow(RangeError);
    expect(() => settleLiveHand({ bets: { SMALL: 5 as unknown as bigint }, coup: bankerSix })).toThrow(RangeError);
  });
});

describe('dragon bonus table', () => {
  // Winnings per unit by margin without a natural, margin 1 to 9; L = the bet loses.
  const BY_MARGIN = ['L', 'L', 'L', '1', '2', '4', '6', '10', '30'];

  it('pays a non-natural win by its margin and loses a margin under 4', () => {
    for (let margin = 1; margin <= 9; margin += 1) {
      const shape = { playerTotal: margin, bankerTotal: 0, isNatural: false, cardCount: 5 };
      const resolution = resolveValueBet('PLAYER_BONUS', shape);
      const expected = BY_MARGIN[margin - 1];
      expect(resolution === 'LOSE' ? 'L' : String(resolution === 'PUSH' ? 0n : resolution.profit)).toBe(expected);
      expect(resolveValueBet('BANKER_BONUS', shape)).toBe('LOSE');
    }
  });

  it('pays a natural win 1:1 whatever the margin, pushes a natural tie and loses a natural loss', () => {
    const natural = (playerTotal: number, bankerTotal: number) => ({
      playerTotal,
      bankerTotal,
      isNatural: true,
      cardCount: 4,
    });
    expect(resolveValueBet('BANKER_BONUS', natural(0, 9))).toEqual({ profit: 1n, per: 1n });
    expect(resolveValueBet('PLAYER_BONUS', natural(9, 8))).toEqual({ profit: 1n, per: 1n });
    expect(resolveValueBet('PLAYER_BONUS', natural(9, 9))).toBe('PUSH');
    expect(resolveValueBet('PLAYER_BONUS', natural(7, 8))).toBe('LOSE');
  });
});
