import { describe, expect, it } from 'vitest';
import type { RatedEntrant } from './catalogue-types.ts';
import { CATALOGUE } from './catalogue.ts';
import { simulateEvent } from './simulate-event.ts';
import { chiSquareTest, chiSquareUpper99, combineTests } from './simulate-statistics.ts';

// 10^5 fights over four pairings. Fixed seeds, not chosen after looking at the outcome.
type Pairing = readonly [RatedEntrant, RatedEntrant];
const birds = CATALOGUE.cockfight.birds;
const PAIRINGS: readonly Pairing[] = [
  [birds[0], birds[23]],
  [birds[11], birds[12]],
  [birds[4], birds[15]],
  [birds[20], birds[2]],
];
const WINNERS = ['MERON', 'WALA', 'DRAW'] as const;

/** Meron, Wala, draw: a draw 6% of the time, the rest split by the Elo curve (written out here). */
function model([meron, wala]: Pairing): number[] {
  const meronWins = 1 / (1 + 10 ** ((wala.rating - meron.rating) / 400));
  return [0.94 * meronWins, 0.94 * (1 - meronWins), 0.06];
}

function testFights(seed: string, fights: number, simulated: (pairing: Pairing) => Pairing) {
  const tests = PAIRINGS.map((pairing, index) => {
    const counts = [0, 0, 0];
    for (let n = 0; n < fights; n += 1) {
      const event = simulateEvent({
        sport: 'COCKFIGHT',
        eventId: `COCK-SIM-${index}-${n}`,
        seed,
        participants: simulated(pairing),
      });
      if (event.sport !== 'COCKFIGHT') throw new Error('cockfight expected');
      counts[WINNERS.indexOf(event.result.result.winner)] += 1;
    }
    return chiSquareTest(counts, model(pairing));
  });
  return combineTests(tests);
}

describe('cockfight fairness (10^5 fights)', () => {
  it('gives Meron, Wala and the draw their model probabilities (chi-square, 99%)', () => {
    const { statistic, df } = testFights('fair-cockfight', 25_000, (pairing) => pairing);
    expect(statistic).toBeLessThan(chiSquareUpper99(df));
  });

  it('catches a simulator that rates Meron 25 Elo too high', () => {
    const { statistic, df } = testFights('fair-cockfight', 5000, ([meron, wala]) => [
      { ...meron, rating: meron.rating + 25 },
      wala,
    ]);
    expect(statistic).toBeGreaterThan(chiSquareUpper99(df));
  });
});
