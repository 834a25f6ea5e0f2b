import { describe, expect, it } from 'vitest';
import { cardOf, shuffleShoe } from './baccarat-engine.ts';
import {
  burnCardOf,
  burnValue,
  dealNextHand,
  dealWholeShoe,
  openingPosition,
  shuffleLiveShoe,
  type LiveShoe,
} from './baccarat-shoe.ts';
import { createScriptedStream } from './scripted-stream.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';

const SHOE_SIZE = 416;
const seeds = (nonce: number) => ({ serverSeed: 'b'.repeat(64), clientSeed: 'live-table-1', nonce });

/**
 * A script for the 415 shuffle steps and the cut card draw: step 0 picks `firstPick` (that card id goes to the
 * front and the ace of spades to its place), every later step keeps its card, and the cut card draw is `cutDraw`.
 */
const scriptedShoe = (firstPick: number, cutDraw: number): LiveShoe =>
  shuffleLiveShoe(createScriptedStream([firstPick, ...new Array<number>(SHOE_SIZE - 2).fill(0), cutDraw]));

describe('live shoe: shuffle', () => {
  it('shuffles the same 8-deck permutation as the single-player game from the same fair stream', () => {
    const shoe = shuffleLiveShoe(createOutcomeStream(seeds(3)));
    expect(shoe.cardIds).toEqual(Array.from(shuffleShoe(createOutcomeStream(seeds(3)))));
    expect([...shoe.cardIds].sort((a, b) => a - b)).toEqual(Array.from({ length: SHOE_SIZE }, (_, id) => id));
  });

  it('holds every card face exactly 8 times', () => {
    const shoe = shuffleLiveShoe(createOutcomeStream(seeds(4)));
    const faces = new Map<string, number>();
    for (const id of shoe.cardIds) {
      const card = cardOf(id);
      faces.set(`${card.rank}${card.suit}`, (faces.get(`${card.rank}${card.suit}`) ?? 0) + 1);
    }
    expect(faces.size).toBe(52);
    expect(new Set(faces.values())).toEqual(new Set([8]));
  });

  it('gives the same shoe, hands and cut card for the same seeds, and another for the next nonce', () => {
    const first = shuffleLiveShoe(createOutcomeStream(seeds(7)));
    const again = shuffleLiveShoe(createOutcomeStream(seeds(7)));
    const next = shuffleLiveShoe(createOutcomeStream(seeds(8)));
    expect(again).toEqual(first);
    expect(dealWholeShoe(again)).toEqual(dealWholeShoe(first));
    expect(next.cardIds).not.toEqual(first.cardIds);
  });

  it('asks the stream for 415 shuffle steps, then nextInt(3) for the cut card', () => {
    const stream = createScriptedStream([...new Array<number>(SHOE_SIZE - 1).fill(0), 1]);
    shuffleLiveShoe(stream);
    expect(stream.requested).toEqual([...Array.from({ length: SHOE_SIZE - 1 }, (_, i) => SHOE_SIZE - i), 3]);
  });
});

describe('live shoe: burn and cut card', () => {
  it('burns the first card plus as many as its value, a king counting 10', () => {
    const shoe = scriptedShoe(12, 0);
    expect(burnCardOf(shoe)).toEqual({ rank: 13, suit: 'SPADES' });
    expect(shoe.burnCount).toBe(11);
    expect(openingPosition(shoe)).toEqual({ nextCardIndex: 11, handsDealt: 0, isFinished: false });
  });

  it('burns the turned card plus one under an ace, plus eight under an eight', () => {
    expect(scriptedShoe(0, 0).burnCount).toBe(2);
    expect(scriptedShoe(7, 0).burnCount).toBe(9);
    expect([1, 9, 10, 11, 12, 13].map((rank) => burnValue({ rank, suit: 'CLUBS' }))).toEqual([1, 9, 10, 10, 10, 10]);
  });

  it('puts the cut card 14, 15 or 16 cards from the end by the draw after the shuffle', () => {
    expect([0, 1, 2].map((draw) => SHOE_SIZE - scriptedShoe(0, draw).cutCardIndex)).toEqual([14, 15, 16]);
  });

  it('deals the first hand after the burn in order player, banker, player, banker, then the third cards', () => {
    // Shoe from index 11: Q♠ A♠ A♥ 2♥ 3♥ 4♥ 5♥. Player Q+A = 1, banker A+2 = 3; the player draws 3♥ (4); the
    // banker on 3 draws against a third card 3 and takes 4♥ (7). Banker wins 7 to 4 with six cards.
    const shoe = scriptedShoe(12, 0);
    const { hand, position } = dealNextHand(shoe, openingPosition(shoe));
    expect(hand.playerCards).toEqual([
      { rank: 12, suit: 'SPADES' },
      { rank: 1, suit: 'HEARTS' },
      { rank: 3, suit: 'HEARTS' },
    ]);
    expect(hand.bankerCards).toEqual([
      { rank: 1, suit: 'SPADES' },
      { rank: 2, suit: 'HEARTS' },
      { rank: 4, suit: 'HEARTS' },
    ]);
    expect([hand.playerTotal, hand.bankerTotal, hand.outcome]).toEqual([4, 7, 'BANKER']);
    expect([hand.handNumber, hand.firstCardIndex, hand.cardCount, hand.isLastHand]).toEqual([1, 11, 6, false]);
    expect(position).toEqual({ nextCardIndex: 17, handsDealt: 1, isFinished: false });
  });
});

describe('live shoe: dealing to the cut card', () => {
  const shoes = Array.from({ length: 30 }, (_, seed) => shuffleLiveShoe(createSimulationStream(500 + seed)));

  it('deals consecutive cards hand after hand and stops with the hand that brings out the cut card', () => {
    for (const shoe of shoes) {
      const hands = dealWholeShoe(shoe);
      let next = shoe.burnCount;
      for (const hand of hands) {
        expect(hand.firstCardIndex).toBe(next);
        const dealtIds = shoe.cardIds.slice(next, next + hand.cardCount);
        expect(dealtIds.map(cardOf)).toEqual([
          hand.playerCards[0],
          hand.bankerCards[0],
          hand.playerCards[1],
          hand.bankerCards[1],
          ...hand.playerCards.slice(2),
          ...hand.bankerCards.slice(2),
        ]);
        next += hand.cardCount;
      }
      const last = hands.at(-1);
      if (!last) throw new Error('a shoe deals at least one hand');
      expect(last.isLastHand).toBe(true);
      expect(last.firstCardIndex + last.cardCount).toBeGreaterThan(shoe.cutCardIndex);
      expect(last.firstCardIndex).toBeLessThanOrEqual(shoe.cutCardIndex);
      expect(hands.slice(0, -1).every((hand) => !hand.isLastHand)).toBe(true);
      expect(hands.map((hand) => hand.handNumber)).toEqual(hands.map((_, index) => index + 1));
    }
  });

  it('uses every cut card distance and deals about 80 hands a shoe', () => {
    const distances = new Set(shoes.map((shoe) => SHOE_SIZE - shoe.cutCardIndex));
    expect(distances).toEqual(new Set([14, 15, 16]));
    for (const shoe of shoes) expect(dealWholeShoe(shoe).length).toBeGreaterThan(70);
    for (const shoe of shoes) expect(dealWholeShoe(shoe).length).toBeLessThan(90);
  });

  it('refuses to deal from a finished shoe and never changes its arguments', () => {
    const shoe = shoes[0];
    const frozen = structuredClone(shoe);
    let position = openingPosition(shoe);
    const opening = { ...position };
    dealNextHand(shoe, position);
    expect(position).toEqual(opening);
    // A shoe ends within a hundred-odd hands; a shoe that never finished fails here, not at the test's timeout.
    for (let hands = 0; !position.isFinished; hands += 1) {
      expect(hands).toBeLessThan(200);
      position = dealNextHand(shoe, position).position;
    }
    expect(() => dealNextHand(shoe, position)).toThrow(/finished/);
    expect(shoe).toEqual(frozen);
  });
});
