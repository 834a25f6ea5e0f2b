import { describe, expect, it } from 'vitest';
import { basketballMarkets, basketballModel, basketballOutcomes } from './basketball-markets.ts';
import { basketballPointRates } from './sport-models.ts';

const HOME = { attack: 1.05, defence: 1 };
const AWAY = { attack: 1, defence: 1.02 };

/** A Poisson pmf table computed the plain way, independent of poisson.ts. */
function pmfTable(lambda: number, size: number): number[] {
  const table = [Math.exp(-lambda)];
  for (let k = 1; k < size; k += 1) table.push((table[k - 1] * lambda) / k);
  return table;
}

/** Mulberry32: a seeded generator, so the Monte Carlo check is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function samplePoisson(lambda: number, random: () => number): number {
  let k = 0;
  let product = random();
  const limit = Math.exp(-lambda);
  // Knuth's method needs about lambda + 1 draws; far past that the random source is broken.
  const maxCount = Math.ceil(lambda * 10) + 100;
  while (product > limit) {
    k += 1;
    if (k > maxCount) throw new Error(`samplePoisson(${lambda}) drew more than ${maxCount} points`);
    product *= random();
  }
  return k;
}

describe('basketball markets', () => {
  const rates = basketballPointRates(HOME, AWAY);

  it('settles a tie at the end of regulation in overtime: the money line is the overtime margin without ties', () => {
    const model = basketballModel(HOME, AWAY, { minute: 48, home: 100, away: 100, periods: [] });
    const home = pmfTable((rates.home * 5) / 48, 80);
    const away = pmfTable((rates.away * 5) / 48, 80);
    let homeAhead = 0;
    let tie = 0;
    home.forEach((ph, i) =>
      away.forEach((pa, j) => {
        if (i > j) homeAhead += ph * pa;
        if (i === j) tie += ph * pa;
      }),
    );
    expect(basketballOutcomes(model, { type: 'BK_ML', line: null }, 'HOME').WIN).toBeCloseTo(homeAhead / (1 - tie), 12);
    const markets = basketballMarkets(model);
    const moneyLine = markets.find((m) => m.ref.type === 'BK_ML');
    expect((moneyLine?.selections ?? []).reduce((sum, s) => sum + s.outcomes.WIN, 0)).toBeCloseTo(1, 12);
  });

  it('agrees with a Monte Carlo run of the same model, overtimes included (20,000 games from 4 minutes out)', () => {
    const state = { minute: 44, home: 96, away: 94, periods: [] };
    const model = basketballModel(HOME, AWAY, state);
    const random = seeded(16);
    let homeWins = 0;
    let over = 0;
    let odd = 0;
    const runs = 20_000;
    for (let run = 0; run < runs; run += 1) {
      let home = state.home + samplePoisson((rates.home * 4) / 48, random);
      let away = state.away + samplePoisson((rates.away * 4) / 48, random);
      for (let overtime = 1; home === away; overtime += 1) {
        if (overtime > 50) throw new Error('fifty overtimes without a winner: the sampler is broken');
        home += samplePoisson((rates.home * 5) / 48, random);
        away += samplePoisson((rates.away * 5) / 48, random);
      }
      if (home > away) homeWins += 1;
      if (home + away > 208.5) over += 1;
      if ((home + away) % 2 === 1) odd += 1;
    }
    // Four standard errors of a proportion near a half: 4 × 0.5 / √20000 ≈ 0.014.
    const tolerance = 0.015;
    expect(
      Math.abs(basketballOutcomes(model, { type: 'BK_ML', line: null }, 'HOME').WIN - homeWins / runs),
    ).toBeLessThan(tolerance);
    expect(Math.abs(basketballOutcomes(model, { type: 'BK_OU', line: 208.5 }, 'OVER').WIN - over / runs)).toBeLessThan(
      tolerance,
    );
    expect(Math.abs(basketballOutcomes(model, { type: 'BK_OE', line: null }, 'ODD').WIN - odd / runs)).toBeLessThan(
      tolerance,
    );
  });

  it('offers five half-point lines of handicap and total, and nothing once a period ends with a leader', () => {
    const markets = basketballMarkets(basketballModel(HOME, AWAY, { minute: 0, home: 0, away: 0, periods: [] }));
    const handicaps = markets.filter((m) => m.ref.type === 'BK_HCP').map((m) => m.ref.line as number);
    expect(handicaps).toHaveLength(5);
    expect(handicaps.every((line) => Math.abs(line % 1) === 0.5)).toBe(true);
    const totals = markets.filter((m) => m.ref.type === 'BK_OU').map((m) => m.ref.line as number);
    expect(totals[2]).toBeGreaterThan(200);
    expect(basketballMarkets(basketballModel(HOME, AWAY, { minute: 48, home: 99, away: 97, periods: [] }))).toEqual([]);
    expect(basketballMarkets(basketballModel(HOME, AWAY, { minute: 50, home: 99, away: 97, periods: [] }))).not.toEqual(
      [],
    );
  });
});
