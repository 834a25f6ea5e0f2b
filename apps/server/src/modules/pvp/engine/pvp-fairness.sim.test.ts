import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { orderedDeck, type Card } from './cards.ts';
import { createShuffleStream, shuffleDeck } from './fair-shuffle.ts';
import { evaluateHoldemHand, HAND_CATEGORIES } from './holdem-evaluator.ts';
import { playRandomHand } from './holdem-random-driver.ts';
import { startHoldemHand } from './holdem-start.ts';
import {
  chiSquareUpperQuantile,
  countCardPositions,
  positionChiSquare,
  Z_UPPER_1_PERCENT,
} from './shuffle-statistics.ts';

const SHUFFLES = 200_000;
const seeds = (handId: string) => ({ serverSeed: 'sim-pvp', handId, playerSeeds: [{ seat: 0, seed: 'sim' }] });

describe('shuffle uniformity, large', () => {
  it(`puts every card at every position equally often over ${SHUFFLES} decks (52 × 52 chi-square, 1%)`, () => {
    const counts = countCardPositions(SHUFFLES, (index) => shuffleDeck(seeds(`u-${index}`)));
    const { statistic, df } = positionChiSquare(counts);
    expect(statistic).toBeLessThan(chiSquareUpperQuantile(df, Z_UPPER_1_PERCENT));
    // The first cards dealt (hole cards) on their own: each card equally likely at positions 0 and 1.
    for (const position of [0, 1]) {
      const column = counts.map((row) => row[position] ?? 0);
      const expected = SHUFFLES / 52;
      const chi = column.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(chiSquareUpperQuantile(51, Z_UPPER_1_PERCENT));
    }
  });

  it('has the power to see a modulo-biased sampler (j = word mod (i + 1), no rejection)', () => {
    // With 32-bit words the modulo bias is tiny; shown on 8-bit words, where it is the classic failure.
    const counts = countCardPositions(20_000, (index) => {
      const stream = createShuffleStream(seeds(`m-${index}`));
      const deck: Card[] = orderedDeck();
      for (let position = deck.length - 1; position > 0; position -= 1) {
        const swap = (stream.nextUint32() & 0xff) % (position + 1);
        [deck[position], deck[swap]] = [deck[swap] as Card, deck[position] as Card];
      }
      return deck;
    });
    const { statistic, df } = positionChiSquare(counts);
    expect(statistic).toBeGreaterThan(chiSquareUpperQuantile(df, Z_UPPER_1_PERCENT));
  });
});

describe("Hold'em over many hands", () => {
  it('deals the known frequencies of seven-card categories (within 5% of each, ≥ 100 expected)', () => {
    // Exact seven-card probabilities (of 133,784,560 hands).
    const exact = [0.17412, 0.43823, 0.23496, 0.0483, 0.04619, 0.03025, 0.02596, 0.00168, 0.000311];
    const hands = 150_000;
    const counts = Array<number>(HAND_CATEGORIES.length).fill(0);
    for (let index = 0; index < hands; index += 1) {
      const ranking = evaluateHoldemHand(shuffleDeck(seeds(`e-${index}`)).slice(0, 7));
      counts[HAND_CATEGORIES.indexOf(ranking.category)] = (counts[HAND_CATEGORIES.indexOf(ranking.category)] ?? 0) + 1;
    }
    exact.forEach((probability, category) => {
      const expected = probability * hands;
      if (expected >= 100) expect(Math.abs((counts[category] ?? 0) - expected) / expected).toBeLessThan(0.05);
    });
  });

  it('conserves chips over 20,000 random hands', () => {
    for (let index = 0; index < 20_000; index += 1) {
      const random = createOutcomeStream({ serverSeed: 'sim-holdem', clientSeed: 'driver', nonce: index });
      const players = 2 + random.nextInt(9);
      const seats = Array.from({ length: players }, (_, seat) => ({
        seat,
        playerId: `p${seat}`,
        stack: 1 + random.nextInt(10_000),
      }));
      const start = startHoldemHand({
        handId: `sim-${index}`,
        config: { smallBlind: 25, bigBlind: 50, rake: { percentBp: 500, cap: 150 } },
        seats,
        previousButtonSeat: random.nextInt(players),
        deck: shuffleDeck(seeds(`h-${index}`)),
      });
      const end = playRandomHand(start, random);
      const after = end.result!.stacks.reduce((sum, entry) => sum + entry.stack, 0) + end.result!.rake;
      expect(after).toBe(seats.reduce((sum, entry) => sum + entry.stack, 0));
    }
  });
});
