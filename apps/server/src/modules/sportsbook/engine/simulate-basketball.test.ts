import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import type { BasketballState } from './event-state.ts';
import { DEFAULT_MARGINS } from './margin.ts';
import { priceEvent } from './price-event.ts';
import { simulateEvent } from './simulate-event.ts';
import type { TimelineEntry } from './timeline.ts';
import { stateAt } from './timeline.ts';
import { basketballPeriod, BASKETBALL_MINUTE_MS } from './timeline-clock.ts';

// The odds engine prices the time left as a Poisson process of each side's points (basketball-markets.ts). These
// tests play a few thousand seeded games through the live timeline and check that what is left after a live state
// follows that law — the simulator once spread a quarter's drawn total over it, which made its two halves
// correlate at −0.41 and left prices 2–3 points off a team total at mid-quarter.
const teams = CATALOGUE.basketball[0].teams;
const PAIRING = [teams[3], teams[7]] as const;
const GAMES = 3000;
/** Home rate 112 · 1.02 · attack / defence and away 112 · attack / (defence · 1.02) over 48 minutes, written out. */
const RATES = {
  home: (112 * 1.02 * PAIRING[0].strength.attack) / PAIRING[1].strength.defence,
  away: (112 * PAIRING[1].strength.attack) / (PAIRING[0].strength.defence * 1.02),
};

type Game = { timeline: readonly TimelineEntry<'BASKETBALL'>[]; home: number; away: number; regulation: number };
let played: Game[] | null = null;
function games(): Game[] {
  played ??= Array.from({ length: GAMES }, (_, n) => {
    const event = simulateEvent({
      sport: 'BASKETBALL',
      eventId: `BSK-LIVE-${n}`,
      seed: 'live-basketball',
      participants: PAIRING,
    });
    if (event.sport !== 'BASKETBALL') throw new Error('basketball expected');
    const { home, away, periods } = event.result.result;
    const regulation = periods.slice(0, 4).reduce((sum, period) => sum + period.home + period.away, 0);
    return { timeline: event.timeline, home, away, regulation };
  });
  return played;
}

/** The real-time moment at which `minute` (0–48) of regulation has just been played. */
function elapsedAt(minute: number): number {
  const index = Math.min(Math.floor(minute / 12), 3);
  return basketballPeriod(index).startMs + (minute - index * 12) * BASKETBALL_MINUTE_MS;
}
const liveState = (game: Game, minute: number): BasketballState =>
  stateAt(game.timeline, elapsedAt(minute), 'BASKETBALL');

const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
const variance = (xs: readonly number[]) => {
  const m = mean(xs);
  return xs.reduce((sum, x) => sum + (x - m) ** 2, 0) / (xs.length - 1);
};
function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('basketball live state against the priced Poisson law (3000 games)', () => {
  it('scores the two halves of a quarter independently, each half Poisson (variance = mean)', () => {
    for (const side of ['home', 'away'] as const) {
      const first: number[] = [];
      const second: number[] = [];
      for (const game of games())
        for (let quarter = 0; quarter < 4; quarter += 1) {
          const [start, middle, end] = [0, 6, 12].map((m) => liveState(game, 12 * quarter + m)[side]);
          first.push(middle - start);
          second.push(end - middle);
        }
      // 12,000 pairs per side: one standard error of r is about 0.009, of variance / mean about 0.013.
      expect(Math.abs(correlation(first, second))).toBeLessThan(0.05);
      for (const half of [first, second]) {
        expect(Math.abs(mean(half) - RATES[side] / 8)).toBeLessThan(3 * Math.sqrt(RATES[side] / 8 / half.length));
        expect(Math.abs(variance(half) / mean(half) - 1)).toBeLessThan(0.06);
      }
    }
  });

  it('leaves, after the state at mid-quarter, a regulation total that is the state plus a Poisson count', () => {
    const left = (RATES.home + RATES.away) * (30 / 48);
    const rest: number[] = [];
    const quarterSoFar: number[] = [];
    for (const game of games()) {
      const state = liveState(game, 18);
      expect(state.minute).toBe(18);
      const quarterStart = liveState(game, 12);
      rest.push(game.regulation - state.home - state.away);
      quarterSoFar.push(state.home + state.away - quarterStart.home - quarterStart.away);
    }
    expect(Math.abs(mean(rest) - left)).toBeLessThan(3 * Math.sqrt(left / GAMES));
    // A Poisson count's sample variance has a standard error of about √(2/n) of its mean: 0.026 here.
    expect(Math.abs(variance(rest) / left - 1)).toBeLessThan(0.08);
    // What a hot or cold start leaves is what the price assumes: no reversion within the quarter.
    expect(Math.abs(correlation(quarterSoFar, rest))).toBeLessThan(0.05);
  });

  it('prices the main total in play from the timeline state so that it is right after hot and cold starts alike', () => {
    // Mid fourth quarter, where a reverting simulator is easiest to exploit: the one this replaced gave −10.4
    // standard errors after a hot quarter so far and +9.6 after a cold one; this one gives −0.2 and +0.9.
    const groups = { hot: { surprise: 0, spread: 0 }, cold: { surprise: 0, spread: 0 } };
    for (const game of games()) {
      const state = liveState(game, 42);
      expect(state.minute).toBe(42);
      const quarterStart = liveState(game, 36);
      const priced = priceEvent({ sport: 'BASKETBALL', participants: PAIRING, state, margins: DEFAULT_MARGINS });
      const totals = priced.markets.filter((market) => market.type === 'BK_OU');
      const main = totals[Math.floor(totals.length / 2)];
      const over = main.selections.find((selection) => selection.key === 'OVER')?.fairProbability ?? Number.NaN;
      const scored = state.home + state.away - quarterStart.home - quarterStart.away;
      const group = groups[scored > ((RATES.home + RATES.away) * 6) / 48 ? 'hot' : 'cold'];
      group.surprise += (game.home + game.away > (main.line ?? 0) ? 1 : 0) - over;
      group.spread += over * (1 - over);
    }
    // Overs won minus overs priced, in standard errors of that sum.
    for (const { surprise, spread } of Object.values(groups))
      expect(Math.abs(surprise / Math.sqrt(spread))).toBeLessThan(3.5);
  });
});
