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

// 10^5 games over four pairings. Fixed seeds, not chosen after looking at the outcome.
const teams = CATALOGUE.basketball[0].teams;
type Pairing = readonly [TeamEntrant, TeamEntrant];
const PAIRINGS: readonly Pairing[] = [
  [teams[0], teams[11]],
  [teams[10], teams[1]],
  [teams[5], teams[6]],
  [teams[2], teams[8]],
];

/** The model's rates over 48 minutes, written out here (112 points, a 2% home edge on attack and defence). */
const ratesOf = ([home, away]: Pairing) => ({
  home: (112 * 1.02 * home.strength.attack) / away.strength.defence,
  away: (112 * away.strength.attack) / (home.strength.defence * 1.02),
});

/** Six cells around a mean: under mean − 2w, three of width w up to mean + w, … , mean + 2w and over. */
const bucketOf = (value: number, mean: number, width: number): number =>
  Math.min(Math.max(Math.floor((value - mean) / width), -3), 2) + 3;
/** Widths near one standard deviation's half: 8 points for margins and totals (sd ≈ 15), 3 for a quarter (≈ 5.3). */
const WIDE = 8;
const QUARTER = 3;

function bucketCells(pmf: readonly number[], mean: number, width: number, offset = 0): number[] {
  const cells = Array<number>(6).fill(0);
  pmf.forEach((p, index) => {
    cells[bucketOf(index + offset, mean, width)] += p;
  });
  return cells;
}

/** P(home − away = d) in regulation, by convolving the two Poisson laws (the Skellam law). */
function differencePmf(homeMean: number, awayMean: number, span: number): number[] {
  const x = poissonCells(homeMean, span);
  const y = poissonCells(awayMean, span);
  const pmf = Array<number>(2 * span + 1).fill(0);
  for (let i = 0; i < span; i += 1) for (let j = 0; j < span; j += 1) pmf[i - j + span] += x[i] * y[j];
  return pmf;
}

type Tally = { winner: number[]; margin: number[]; total: number[]; firstQuarter: number[] };

function expected(pairing: Pairing) {
  const rates = ratesOf(pairing);
  const span = 260;
  const regulation = poissonDifference(rates.home, rates.away);
  const overtime = poissonDifference((rates.home * 5) / 48, (rates.away * 5) / 48);
  // Overtimes repeat while level, so a tie after regulation goes home with overtime's decided-home share.
  const homeWins = regulation.above + (regulation.level * overtime.above) / (overtime.above + overtime.below);
  return {
    winner: [homeWins, 1 - homeWins],
    margin: bucketCells(differencePmf(rates.home, rates.away, span), rates.home - rates.away, WIDE, -span),
    total: bucketCells(poissonCells(rates.home + rates.away, 2 * span), rates.home + rates.away, WIDE),
    firstQuarter: bucketCells(poissonCells(rates.home / 4, span), rates.home / 4, QUARTER),
  };
}

function testGames(
  seed: string,
  games: number,
  simulated: (pairing: Pairing) => Pairing,
): Record<keyof Tally, ChiSquareTest> {
  const markets: Record<keyof Tally, ChiSquareTest[]> = { winner: [], margin: [], total: [], firstQuarter: [] };
  PAIRINGS.forEach((pairing, index) => {
    const rates = ratesOf(pairing);
    const tally: Tally = {
      winner: [0, 0],
      margin: Array(6).fill(0),
      total: Array(6).fill(0),
      firstQuarter: Array(6).fill(0),
    };
    for (let game = 0; game < games; game += 1) {
      const event = simulateEvent({
        sport: 'BASKETBALL',
        eventId: `BSK-SIM-${index}-${game}`,
        seed,
        participants: simulated(pairing),
      });
      if (event.sport !== 'BASKETBALL') throw new Error('basketball expected');
      const { home, away, periods } = event.result.result;
      const regulation = periods.slice(0, 4);
      const sum = (side: 'home' | 'away') => regulation.reduce((total, period) => total + period[side], 0);
      tally.winner[home > away ? 0 : 1] += 1;
      tally.margin[bucketOf(sum('home') - sum('away'), rates.home - rates.away, WIDE)] += 1;
      tally.total[bucketOf(sum('home') + sum('away'), rates.home + rates.away, WIDE)] += 1;
      tally.firstQuarter[bucketOf(periods[0].home, rates.home / 4, QUARTER)] += 1;
    }
    const model = expected(pairing);
    for (const market of Object.keys(markets) as (keyof Tally)[])
      markets[market].push(chiSquareTest(tally[market], model[market]));
  });
  return Object.fromEntries(Object.entries(markets).map(([market, tests]) => [market, combineTests(tests)])) as Record<
    keyof Tally,
    ChiSquareTest
  >;
}

describe('basketball fairness (10^5 games)', () => {
  it('plays the winner (overtimes included), the regulation margin and total and a quarter with the model (chi-square, 99%)', () => {
    const markets = testGames('fair-basketball', 25_000, (pairing) => pairing);
    for (const { statistic, df } of Object.values(markets)) expect(statistic).toBeLessThan(chiSquareUpper99(df));
  });

  it('catches a simulator whose home scoring rate is 3% too high (2·10^4 games are enough)', () => {
    const biased = testGames('fair-basketball', 5000, ([home, away]) => [
      { ...home, strength: { ...home.strength, attack: home.strength.attack * 1.03 } },
      away,
    ]);
    expect(biased.winner.statistic).toBeGreaterThan(chiSquareUpper99(biased.winner.df));
    expect(biased.margin.statistic).toBeGreaterThan(chiSquareUpper99(biased.margin.df));
  });
});
