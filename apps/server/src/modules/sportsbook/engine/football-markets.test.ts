import { describe, expect, it } from 'vitest';
import { footballMarkets, footballModel, footballOutcomes } from './football-markets.ts';
import { effectiveProbability } from './margin.ts';
import type { MarketDraft } from './market-types.ts';
import { footballGoalRates } from './sport-models.ts';

const HOME = { attack: 1.2, defence: 1.05 };
const AWAY = { attack: 0.95, defence: 0.9 };
const KICK_OFF = { minute: 0, home: 0, away: 0, halfTime: null };

const pmf = (lambda: number, k: number): number => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
};
const win = (markets: MarketDraft[], key: string, selection: string): number =>
  markets
    .find((m) => `${m.ref.type}${m.ref.line === null ? '' : `:${m.ref.line}`}` === key)
    ?.selections.find((s) => s.key === selection)?.outcomes.WIN ?? NaN;

describe('football markets from the Poisson model', () => {
  const rates = footballGoalRates(HOME, AWAY);
  const model = footballModel(HOME, AWAY, KICK_OFF);
  const markets = footballMarkets(model);

  it('prices 1X2, correct score and both-to-score as the direct double sum over Poisson scores', () => {
    let home = 0;
    let draw = 0;
    for (let h = 0; h < 30; h += 1) {
      for (let a = 0; a < 30; a += 1) {
        const p = pmf(rates.home, h) * pmf(rates.away, a);
        if (h > a) home += p;
        if (h === a) draw += p;
      }
    }
    expect(win(markets, 'FT_1X2', 'HOME')).toBeCloseTo(home, 12);
    expect(win(markets, 'FT_1X2', 'DRAW')).toBeCloseTo(draw, 12);
    expect(win(markets, 'FT_CS', '2-1')).toBeCloseTo(pmf(rates.home, 2) * pmf(rates.away, 1), 14);
    const bothScore = (1 - Math.exp(-rates.home)) * (1 - Math.exp(-rates.away));
    expect(win(markets, 'FT_BTTS', 'YES')).toBeCloseTo(bothScore, 12);
    // Half the rate in the first half: a goalless first half is e^{-(λh+λa)/2}.
    expect(markets.filter((m) => m.ref.type === 'HT_OU')).toHaveLength(3);
    const halfGoalless = footballOutcomes(model, { type: 'HT_OU', line: 0.5 }, 'UNDER').WIN;
    expect(halfGoalless).toBeCloseTo(Math.exp(-(rates.home + rates.away) / 2), 12);
  });

  it('offers five quarter lines of handicap and totals around the line nearest to evens', () => {
    const handicaps = markets.filter((m) => m.ref.type === 'FT_AH').map((m) => m.ref.line as number);
    expect(handicaps).toHaveLength(5);
    expect(handicaps.slice(1).map((line, i) => line - handicaps[i])).toEqual([0.25, 0.25, 0.25, 0.25]);
    const distanceFromEvens = (line: number) =>
      Math.abs((effectiveProbability(footballOutcomes(model, { type: 'FT_AH', line }, 'HOME')) ?? 0) - 0.5);
    const main = handicaps[2];
    expect(distanceFromEvens(main)).toBeLessThanOrEqual(distanceFromEvens(main - 0.25));
    expect(distanceFromEvens(main)).toBeLessThanOrEqual(distanceFromEvens(main + 0.25));
    // The stronger home side gives goals.
    expect(main).toBeLessThan(0);
    const totals = markets.filter((m) => m.ref.type === 'FT_OU').map((m) => m.ref.line as number);
    expect(totals).toHaveLength(5);
    expect(totals[2]).toBeGreaterThan(2);
    expect(totals[2]).toBeLessThan(3.5);
  });

  it('prices in play from the score so far and closes the first half at half time', () => {
    const live = footballMarkets(
      footballModel(HOME, AWAY, { minute: 60, home: 1, away: 0, halfTime: { home: 1, away: 0 } }),
    );
    expect(win(live, 'FT_CS', '0-0')).toBe(0);
    expect(live.some((m) => m.ref.type.startsWith('HT_'))).toBe(false);
    // 30 minutes left: the away side must score at least once for 1–1 or more.
    const awayLeft = (rates.away * 30) / 90;
    const homeLeft = (rates.home * 30) / 90;
    expect(win(live, 'FT_CS', '1-0')).toBeCloseTo(Math.exp(-awayLeft - homeLeft), 12);
    const firstHalf = footballMarkets(footballModel(HOME, AWAY, { minute: 40, home: 0, away: 1, halfTime: null }));
    expect(win(firstHalf, 'HT_1X2', 'AWAY')).toBeGreaterThan(0.5);
    expect(
      footballMarkets(footballModel(HOME, AWAY, { minute: 90, home: 0, away: 0, halfTime: { home: 0, away: 0 } })),
    ).toEqual([]);
  });
});
