import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { shuffleShoe } from './baccarat-engine.ts';
import type { Card, CardSuit } from './baccarat-rules.ts';
import {
  DRAGON_TIGER_BET_KINDS,
  DRAGON_TIGER_GAME,
  dealDragonTigerRound,
  describeDragonTigerBoard,
  dragonTigerCardPairs,
  dragonTigerRtp,
  settleDragonTigerBets,
  shuffleDragonTigerShoe,
  validateDragonTigerBet,
  type DragonTigerBetKind,
} from './dragon-tiger-engine.ts';
import { createScriptedStream } from './scripted-stream.ts';
import { TableBetError } from './table-bet-error.ts';

const card = (rank: number, suit: CardSuit = 'SPADES'): Card => ({ rank, suit });
const creditsOf = (dragon: Card, tiger: Card, amount = 10n): Record<DragonTigerBetKind, bigint> => {
  const credits = settleDragonTigerBets(
    DRAGON_TIGER_BET_KINDS.map((kind) => ({ spot: { kind }, amount })),
    { dragon, tiger },
  );
  return Object.fromEntries(DRAGON_TIGER_BET_KINDS.map((kind, index) => [kind, credits[index]])) as Record<
    DragonTigerBetKind,
    bigint
  >;
};

describe('dragon tiger payouts (credit includes the stake)', () => {
  it('pays Dragon 1:1 when its card ranks higher (king high)', () => {
    expect(creditsOf(card(13), card(12))).toEqual({ DRAGON: 20n, TIGER: 0n, TIE: 0n, SUITED_TIE: 0n });
  });

  it('counts the ace low', () => {
    expect(creditsOf(card(1), card(2, 'HEARTS'))).toEqual({ DRAGON: 0n, TIGER: 20n, TIE: 0n, SUITED_TIE: 0n });
  });

  it('on a tie of different suits pays the tie 8:1 and gives half the Dragon and Tiger stakes back', () => {
    expect(creditsOf(card(7, 'SPADES'), card(7, 'HEARTS'))).toEqual({
      DRAGON: 5n,
      TIGER: 5n,
      TIE: 90n,
      SUITED_TIE: 0n,
    });
  });

  it('on a suited tie pays both tie bets', () => {
    expect(creditsOf(card(12, 'CLUBS'), card(12, 'CLUBS'))).toEqual({
      DRAGON: 5n,
      TIGER: 5n,
      TIE: 90n,
      SUITED_TIE: 510n,
    });
  });

  it('rounds the half back down on an odd stake, keeping the fraction with the house', () => {
    expect(creditsOf(card(4), card(4, 'DIAMONDS'), 11n).DRAGON).toBe(5n);
  });

  it('rejects unknown bets and bad stakes', () => {
    const codeOf = (spot: unknown, amount: unknown): string => {
      try {
        validateDragonTigerBet({ spot, amount });
        return 'ACCEPTED';
      } catch (error) {
        if (error instanceof TableBetError) return error.code;
        throw error;
      }
    };
    expect(codeOf({ kind: 'PHOENIX' }, 10n)).toBe('BAD_SPOT');
    expect(codeOf(null, 10n)).toBe('BAD_SPOT');
    expect(codeOf({ kind: 'TIE' }, 0n)).toBe('BAD_STAKE');
    expect(codeOf({ kind: 'TIE' }, '10')).toBe('BAD_STAKE');
    expect(codeOf({ kind: 'SUITED_TIE' }, 1n)).toBe('ACCEPTED');
  });
});

describe('dragon tiger shoe', () => {
  it('shuffles all 416 cards with the baccarat forward Fisher–Yates', () => {
    const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'table-7', nonce: 3 };
    const shoe = shuffleDragonTigerShoe(createOutcomeStream(seeds));
    expect(shoe).toEqual(shuffleShoe(createOutcomeStream(seeds), 8));
    expect([...shoe].sort((a, b) => a - b)).toEqual(Array.from({ length: 416 }, (_, id) => id));
  });

  it('reproduces the documented example from the fair stream', () => {
    const shoe = shuffleDragonTigerShoe(
      createOutcomeStream({ serverSeed: 'a'.repeat(64), clientSeed: 'lucky-star', nonce: 1 }),
    );
    const cardsOf = (round: number): number[] => {
      const { dragonCardId, tigerCardId } = dealDragonTigerRound(shoe, round);
      return [dragonCardId, tigerCardId];
    };
    expect([cardsOf(0), cardsOf(1), cardsOf(103)]).toEqual([
      [46, 327],
      [246, 191],
      [38, 297],
    ]);
    expect(dealDragonTigerRound(shoe, 0)).toMatchObject({ dragon: card(8, 'CLUBS'), tiger: card(3, 'HEARTS') });
  });

  it('draws nextInt(416 − i) at step i, as the docs describe', () => {
    const stream = createScriptedStream(Array.from({ length: 415 }, () => 0));
    expect([...shuffleDragonTigerShoe(stream)]).toEqual(Array.from({ length: 416 }, (_, id) => id));
    expect(stream.requested).toEqual(Array.from({ length: 415 }, (_, i) => 416 - i));
  });

  it('deals round k from positions 2k and 2k + 1, ending the shoe at the cut card', () => {
    // Ids: 0 = A♠, 12 = K♠, 13 = A♥, 63 = Q♠ of the second deck, 76 = Q♥ of the second deck.
    const shoe = Uint16Array.from({ length: 416 }, (_, position) => position);
    shoe.set([12, 13, 63, 76], 0);
    const first = dealDragonTigerRound(shoe, 0);
    expect(first).toMatchObject({ dragonCardId: 12, tigerCardId: 13, outcome: 'DRAGON', isLastRoundOfShoe: false });
    expect([first.dragon, first.tiger]).toEqual([card(13, 'SPADES'), card(1, 'HEARTS')]);
    expect(dealDragonTigerRound(shoe, 1)).toMatchObject({ outcome: 'TIE', isSuitedTie: false });
    const last = dealDragonTigerRound(shoe, 103);
    expect(last).toMatchObject({ dragonCardId: 206, tigerCardId: 207, isLastRoundOfShoe: true });
    expect(dealDragonTigerRound(shoe, 102).isLastRoundOfShoe).toBe(false);
    expect(DRAGON_TIGER_GAME.roundsPerShoe).toBe(104);
    expect(() => dealDragonTigerRound(shoe, 104)).toThrow(RangeError);
    expect(() => dealDragonTigerRound(shoe, -1)).toThrow(RangeError);
    expect(() => dealDragonTigerRound(shoe.subarray(0, 52), 0)).toThrow(RangeError);
  });
});

describe('dragon tiger RTP by the card counts of an 8-deck shoe', () => {
  // Ordered pairs of physical cards: 416 × 415 = 172,640. Ties: 13 ranks × 32 × 31 = 12,896; suited ties:
  // 52 cards × 8 × 7 = 2,912. Dragon wins half of the rest, 79,872.
  const PAIRS = 172_640;
  it('weights the card pairs by the shoe', () => {
    let total = 0;
    for (const { weight } of dragonTigerCardPairs()) total += weight;
    expect(total).toBe(416 * 415);
  });

  it.each([
    ['DRAGON', (2 * 79_872 + 0.5 * 12_896) / PAIRS],
    ['TIGER', (2 * 79_872 + 0.5 * 12_896) / PAIRS],
    ['TIE', (9 * 12_896) / PAIRS],
    ['SUITED_TIE', (51 * 2_912) / PAIRS],
  ] as const)('%s returns the hand-counted fraction', (kind, expected) => {
    const { numerator, denominator } = dragonTigerRtp(kind);
    expect(numerator / denominator).toBeCloseTo(expected, 12);
  });

  it('conditions on the cards left: two A♠ and one A♥ can only tie, a third of the ties suited', () => {
    const copiesLeft = Array.from({ length: 52 }, (_, index) => (index === 0 ? 2 : index === 13 ? 1 : 0));
    const rtpOf = (kind: DragonTigerBetKind): number => {
      const { numerator, denominator } = dragonTigerRtp(kind, copiesLeft);
      return numerator / denominator;
    };
    expect([rtpOf('DRAGON'), rtpOf('TIE'), rtpOf('SUITED_TIE')]).toEqual([0.5, 9, 17]);
  });

  it('describes the board as plain JSON', () => {
    const board = describeDragonTigerBoard();
    expect(JSON.parse(JSON.stringify(board))).toEqual(board);
    expect(board.bets.map((row) => [row.kind, row.rtpPercent])).toEqual([
      ['DRAGON', 96.27],
      ['TIGER', 96.27],
      ['TIE', 67.23],
      ['SUITED_TIE', 86.02],
    ]);
  });
});
