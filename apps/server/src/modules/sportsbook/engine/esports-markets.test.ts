import { describe, expect, it } from 'vitest';
import { esportsMarkets, esportsOutcomes, mobaModel, shooterMapProbability, shooterModel } from './esports-markets.ts';
import { eloWinProbability, shooterRoundProbability } from './sport-models.ts';

const binomial = (n: number, k: number): number => {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
};

describe('e-sports markets', () => {
  it('computes a shooter map exactly: every 13–k win plus reaching 12–12 and winning the deuce', () => {
    const q = shooterRoundProbability(1580, 1500);
    let closedForm = 0;
    for (let k = 0; k <= 11; k += 1) closedForm += binomial(12 + k, k) * q ** 13 * (1 - q) ** k;
    const deuce = (q * q) / (q * q + (1 - q) * (1 - q));
    closedForm += binomial(24, 12) * q ** 12 * (1 - q) ** 12 * deuce;
    expect(shooterMapProbability(q, 0, 0)).toBeCloseTo(closedForm, 13);
    expect(shooterMapProbability(0.5, 0, 0)).toBeCloseTo(0.5, 14);
    expect(shooterMapProbability(q, 12, 12)).toBeCloseTo(deuce, 14);
    expect(shooterMapProbability(q, 14, 13)).toBeCloseTo(q + (1 - q) * deuce, 14);
    expect(shooterMapProbability(q, 15, 13)).toBe(1);
    expect(shooterMapProbability(q, 11, 13)).toBe(0);
  });

  it('builds the best-of-three law from the map chance (MOBA from 0–0 and from 1–0)', () => {
    const home = { rating: 1620 };
    const away = { rating: 1500 };
    const p = eloWinProbability(1620, 1500);
    const model = mobaModel(home, away, { mapsHome: 0, mapsAway: 0 });
    const cs = (score: string) => esportsOutcomes(model, { type: 'ES_CS', line: null }, score as '2-0').WIN;
    expect(cs('2-0')).toBeCloseTo(p * p, 14);
    expect(cs('2-1')).toBeCloseTo(2 * p * p * (1 - p), 14);
    expect(cs('0-2')).toBeCloseTo((1 - p) ** 2, 14);
    expect(esportsOutcomes(model, { type: 'ES_TOTAL_MAPS', line: 2.5 }, 'OVER').WIN).toBeCloseTo(2 * p * (1 - p), 14);
    const ahead = mobaModel(home, away, { mapsHome: 1, mapsAway: 0 });
    expect(esportsOutcomes(ahead, { type: 'ES_WINNER', line: null }, 'HOME').WIN).toBeCloseTo(p + (1 - p) * p, 14);
    expect(esportsOutcomes(ahead, { type: 'ES_MAP_HCP', line: 1.5 }, 'HOME').WIN).toBe(1);
  });

  it('prices a shooter series in play from the round score of the map being played', () => {
    const home = { rating: 1500 };
    const away = { rating: 1500 };
    const q = shooterRoundProbability(1500, 1500);
    const model = shooterModel(home, away, { mapsHome: 1, mapsAway: 1, roundsHome: 12, roundsAway: 7 });
    const winner = esportsOutcomes(model, { type: 'ES_WINNER', line: null }, 'HOME').WIN;
    expect(winner).toBeCloseTo(shooterMapProbability(q, 12, 7), 14);
    expect(winner).toBeGreaterThan(0.95);
    expect(esportsMarkets(model).map((m) => m.ref)).toEqual([
      { type: 'ES_WINNER', line: null },
      { type: 'ES_MAP_HCP', line: -1.5 },
      { type: 'ES_MAP_HCP', line: 1.5 },
      { type: 'ES_TOTAL_MAPS', line: 2.5 },
      { type: 'ES_CS', line: null },
    ]);
    expect(
      esportsMarkets(shooterModel(home, away, { mapsHome: 2, mapsAway: 1, roundsHome: 0, roundsAway: 0 })),
    ).toEqual([]);
  });
});
