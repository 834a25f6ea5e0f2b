import { describe, expect, it } from 'vitest';
import type { TeamEntrant } from './catalogue-types.ts';
import { CATALOGUE } from './catalogue.ts';
import { simulateEvent } from './simulate-event.ts';
import {
  chiSquareTest,
  chiSquareUpper99,
  combineTests,
  poissonCells,
  poissonDifference,
  type ChiSquareTest,
} from './simulate-statistics.ts';

// 10^5 matches over four pairings (strong v weak, weak v strong, two middle ones): the score law is checked across
// the range of rates the leagues produce. Seeds are fixed, so the run is deterministic; they were not chosen after
// looking at the outcome.
const teams = CATALOGUE.football[0].teams;
const PAIRINGS: readonly (readonly [TeamEntrant, TeamEntrant])[] = [
  [teams[0], teams[15]],
  [teams[14], teams[1]],
  [teams[7], teams[8]],
  [teams[3], teams[10]],
];
const MATCHES_PER_PAIRING = 25_000;
const SCORE_CELLS = 4; // correct scores 0–0 … 3–3, then any other

/** The model's rates, written out here from the documented law (1.5 and 1.2 goals for average sides). */
const ratesOf = ([home, away]: readonly [TeamEntrant, TeamEntrant]) => ({
  home: (1.5 * home.strength.attack) / away.strength.defence,
  away: (1.2 * away.strength.attack) / home.strength.defence,
});

type Tally = { fullTime: number[]; halfTime: number[]; totals: number[]; scores: number[] };

function play(pairing: readonly [TeamEntrant, TeamEntrant], index: number, seed: string): Tally {
  const tally: Tally = {
    fullTime: [0, 0, 0],
    halfTime: [0, 0, 0],
    totals: Array<number>(8).fill(0),
    scores: Array<number>(SCORE_CELLS * SCORE_CELLS + 1).fill(0),
  };
  const outcome = (home: number, away: number) => (home > away ? 0 : home === away ? 1 : 2);
  for (let match = 0; match < MATCHES_PER_PAIRING; match += 1) {
    const eventId = `FBL-SIM-${index}-${match}`;
    const event = simulateEvent({ sport: 'FOOTBALL', eventId, seed, participants: pairing });
    if (event.sport !== 'FOOTBALL') throw new Error('football expected');
    const { home, away, halfTime } = event.result.result;
    tally.fullTime[outcome(home, away)] += 1;
    tally.halfTime[outcome(halfTime.home, halfTime.away)] += 1;
    tally.totals[Math.min(home + away, 7)] += 1;
    tally.scores[home < SCORE_CELLS && away < SCORE_CELLS ? home * SCORE_CELLS + away : SCORE_CELLS ** 2] += 1;
  }
  return tally;
}

function expected(pairing: readonly [TeamEntrant, TeamEntrant]) {
  const rates = ratesOf(pairing);
  const full = poissonDifference(rates.home, rates.away);
  const half = poissonDifference(rates.home / 2, rates.away / 2);
  const home = poissonCells(rates.home, SCORE_CELLS);
  const away = poissonCells(rates.away, SCORE_CELLS);
  const scores: number[] = [];
  for (let i = 0; i < SCORE_CELLS; i += 1) for (let j = 0; j < SCORE_CELLS; j += 1) scores.push(home[i] * away[j]);
  scores.push(1 - scores.reduce((sum, p) => sum + p, 0));
  return {
    fullTime: [full.above, full.level, full.below],
    halfTime: [half.above, half.level, half.below],
    totals: poissonCells(rates.home + rates.away, 7),
    scores,
  };
}

/** Plays every pairing (the simulated participants may differ from the priced ones) and tests each market. */
function testMarkets(
  seed: string,
  simulated: (pairing: readonly [TeamEntrant, TeamEntrant]) => readonly [TeamEntrant, TeamEntrant],
) {
  const markets: Record<keyof Tally, ChiSquareTest[]> = { fullTime: [], halfTime: [], totals: [], scores: [] };
  PAIRINGS.forEach((pairing, index) => {
    const tally = play(simulated(pairing), index, seed);
    const model = expected(pairing);
    for (const market of Object.keys(markets) as (keyof Tally)[])
      markets[market].push(chiSquareTest(tally[market], model[market]));
  });
  return Object.fromEntries(Object.entries(markets).map(([market, tests]) => [market, combineTests(tests)])) as Record<
    keyof Tally,
    ChiSquareTest
  >;
}

describe('football fairness (10^5 matches)', () => {
  it('plays 1X2, half-time 1X2, total goals and correct scores with the model probabilities (chi-square, 99%)', () => {
    const markets = testMarkets('fair-football', (pairing) => pairing);
    for (const { statistic, df } of Object.values(markets)) expect(statistic).toBeLessThan(chiSquareUpper99(df));
  });

  it('catches a simulator whose home scoring rate is 3% too high', () => {
    const biased = testMarkets('fair-football', ([home, away]) => [
      { ...home, strength: { ...home.strength, attack: home.strength.attack * 1.03 } },
      away,
    ]);
    expect(biased.totals.statistic).toBeGreaterThan(chiSquareUpper99(biased.totals.df));
    expect(biased.scores.statistic).toBeGreaterThan(chiSquareUpper99(biased.scores.df));
  });
});
