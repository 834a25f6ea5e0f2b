import { describe, expect, it } from 'vitest';
import type { RatedEntrant } from './catalogue-types.ts';
import { CATALOGUE } from './catalogue.ts';
import { simulateEvent } from './simulate-event.ts';
import {
  bestOfThree,
  chiSquareTest,
  chiSquareUpper99,
  combineTests,
  type ChiSquareTest,
} from './simulate-statistics.ts';

// 10^5 series per title over four pairings each. Fixed seeds, not chosen after looking at the outcome.
type Pairing = readonly [RatedEntrant, RatedEntrant];
const [mobaTeams, shooterTeams] = CATALOGUE.esports.map((title) => title.teams);
const pairingsOf = (teams: readonly RatedEntrant[]): Pairing[] => [
  [teams[0], teams[teams.length - 1]],
  [teams[teams.length - 2], teams[1]],
  [teams[3], teams[4]],
  [teams[2], teams[5]],
];
const stronger = ([home, away]: Pairing): Pairing => [{ ...home, rating: home.rating + 25 }, away];

/** The Elo curve, written out here: 400 points for 10-to-1 per map, 1600 per shooter round. */
const elo = (rating: number, opponent: number, scale: number) => 1 / (1 + 10 ** ((opponent - rating) / scale));

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
}

/**
 * Final round scores of a shooter map for the home side's round chance q, in eight cells: home wins 13–0…13–5,
 * 13–6…13–8, 13–9…13–11, home wins after 12–12, away wins after 12–12, then the away side's three cells mirrored.
 */
function shooterMapCells(q: number): number[] {
  const regular = (p: number, k: number) => binomial(12 + k, k) * p ** 13 * (1 - p) ** k;
  const range = (p: number, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => regular(p, from + i)).reduce((a, b) => a + b, 0);
  const level = binomial(24, 12) * q ** 12 * (1 - q) ** 12;
  // From 12–12 the map is won two rounds clear: two in a row ends it, a split returns to level.
  const homeFromLevel = (q * q) / (q * q + (1 - q) * (1 - q));
  const r = 1 - q;
  return [
    range(q, 0, 5),
    range(q, 6, 8),
    range(q, 9, 11),
    level * homeFromLevel,
    level * (1 - homeFromLevel),
    range(r, 9, 11),
    range(r, 6, 8),
    range(r, 0, 5),
  ];
}

function shooterCellOf(home: number, away: number): number {
  if (Math.min(home, away) >= 12) return home > away ? 3 : 4;
  const loser = Math.min(home, away);
  const band = loser <= 5 ? 0 : loser <= 8 ? 1 : 2;
  return home > away ? band : 7 - band;
}

const SERIES = ['HOME,HOME', 'HOME,AWAY,HOME|AWAY,HOME,HOME', 'HOME,AWAY,AWAY|AWAY,HOME,AWAY', 'AWAY,AWAY'];
const seriesCellOf = (maps: readonly string[]) => SERIES.findIndex((cell) => cell.split('|').includes(maps.join(',')));

function testTitle(sport: 'MOBA' | 'SHOOTER', seed: string, series: number, simulated: (pairing: Pairing) => Pairing) {
  const tests: { series: ChiSquareTest[]; firstMap: ChiSquareTest[] } = { series: [], firstMap: [] };
  pairingsOf(sport === 'MOBA' ? mobaTeams : shooterTeams).forEach((pairing, index) => {
    const seriesCounts = [0, 0, 0, 0];
    const mapCounts = Array<number>(8).fill(0);
    for (let n = 0; n < series; n += 1) {
      const eventId = `${sport}-SIM-${index}-${n}`;
      const event = simulateEvent({ sport, eventId, seed, participants: simulated(pairing) });
      if (event.sport !== 'MOBA' && event.sport !== 'SHOOTER') throw new Error('e-sports expected');
      seriesCounts[seriesCellOf(event.result.result.maps)] += 1;
      const first = event.result.result.mapScores[0];
      if (sport === 'SHOOTER') mapCounts[shooterCellOf(first.home, first.away)] += 1;
    }
    const [home, away] = pairing;
    const map =
      sport === 'MOBA'
        ? elo(home.rating, away.rating, 400)
        : shooterMapCells(elo(home.rating, away.rating, 1600))
            .slice(0, 4)
            .reduce((a, b) => a + b, 0);
    tests.series.push(chiSquareTest(seriesCounts, bestOfThree(map)));
    if (sport === 'SHOOTER')
      tests.firstMap.push(chiSquareTest(mapCounts, shooterMapCells(elo(home.rating, away.rating, 1600))));
  });
  return { series: combineTests(tests.series), firstMap: tests.firstMap.length ? combineTests(tests.firstMap) : null };
}

describe('e-sports fairness (10^5 series per title)', () => {
  it('plays MOBA series 2–0, 2–1, 1–2, 0–2 with the Elo map probability (chi-square, 99%)', () => {
    const { series } = testTitle('MOBA', 'fair-moba', 25_000, (pairing) => pairing);
    expect(series.statistic).toBeLessThan(chiSquareUpper99(series.df));
  });

  it('plays shooter maps round by round (final scores, overtime) and series with the model (chi-square, 99%)', () => {
    const { series, firstMap } = testTitle('SHOOTER', 'fair-shooter', 25_000, (pairing) => pairing);
    expect(series.statistic).toBeLessThan(chiSquareUpper99(series.df));
    expect(firstMap?.statistic).toBeLessThan(chiSquareUpper99(firstMap?.df ?? 1));
  });

  it('catches a simulator that rates the home side 25 Elo too high (about 3.5 points of map chance)', () => {
    const moba = testTitle('MOBA', 'fair-moba', 5000, stronger);
    expect(moba.series.statistic).toBeGreaterThan(chiSquareUpper99(moba.series.df));
    const shooter = testTitle('SHOOTER', 'fair-shooter', 5000, stronger);
    expect(shooter.series.statistic).toBeGreaterThan(chiSquareUpper99(shooter.series.df));
  });
});
