/**
 * A basketball game from its random stream. Each side's points in each period are Poisson with the period's share
 * of its `basketballPointRates` rate (a quarter 12/48, an overtime 5/48), drawn first and by inversion, with
 * overtimes while the score is level; the baskets that make up each period's points, and their moments, are drawn
 * after as decoration that always sums to the drawn points. EVENTS.md gives the draw order.
 */
import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { Pairing } from './catalogue-types.ts';
import type { BasketballResult, BasketballState, Side } from './event-state.ts';
import { samplePoisson } from './poisson-sample.ts';
import { BASKETBALL_OVERTIME_MINUTES, BASKETBALL_QUARTER_MINUTES, basketballPointRates } from './sport-models.ts';
import { BASKETBALL_MINUTE_MS, basketballPeriod } from './timeline-clock.ts';
import type { TimelineEntry } from './timeline.ts';

const REGULATION_MINUTES = 4 * BASKETBALL_QUARTER_MINUTES;
/** Stops an endless game should the rates ever make ties certain; at the book's rates a 20th overtime is unseen. */
const MAX_OVERTIMES = 50;
/**
 * A basket's draw is one `nextInt(BASKET_CODES × seconds of the period)`: the remainder picks the size (codes 0–2
 * a free throw, 3–12 two points, 13–19 three), the quotient the game second. The last basket of a period is cut
 * to the points left.
 */
const BASKET_CODES = 20;
const basketPoints = (code: number): number => (code < 3 ? 1 : code < 13 ? 2 : 3);

export type BasketballSimulation = {
  result: BasketballResult;
  timeline: TimelineEntry<'BASKETBALL'>[];
  durationMs: number;
};

type Period = { home: number; away: number };
type Basket = { atMs: number; side: Side; points: number; second: number };

/** Step 1: the points of each period, home then away, quarters then overtimes while level. */
function drawPeriods(stream: RandomStream, participants: Pairing<'BASKETBALL'>): Period[] {
  const rates = basketballPointRates(participants[0].strength, participants[1].strength);
  const share = (minutes: number) => minutes / REGULATION_MINUTES;
  const draw = (minutes: number): Period => ({
    home: samplePoisson(stream, rates.home * share(minutes)),
    away: samplePoisson(stream, rates.away * share(minutes)),
  });
  const periods = Array.from({ length: 4 }, () => draw(BASKETBALL_QUARTER_MINUTES));
  const total = (side: 'home' | 'away') => periods.reduce((sum, period) => sum + period[side], 0);
  while (total('home') === total('away')) {
    if (periods.length - 4 >= MAX_OVERTIMES) throw new Error('basketball game did not end within the overtime limit');
    periods.push(draw(BASKETBALL_OVERTIME_MINUTES));
  }
  return periods;
}

/** Step 2 (decoration): per period, home then away, baskets until the period's points are made. */
function drawBaskets(stream: RandomStream, periods: readonly Period[]): Basket[][] {
  return periods.map((period, index) => {
    const window = basketballPeriod(index);
    const seconds = window.minutes * 60;
    const baskets: Basket[] = [];
    for (const side of ['HOME', 'AWAY'] as const) {
      let left = side === 'HOME' ? period.home : period.away;
      while (left > 0) {
        const value = stream.nextInt(BASKET_CODES * seconds);
        const points = Math.min(basketPoints(value % BASKET_CODES), left);
        const second = Math.floor(value / BASKET_CODES);
        const atMs = window.startMs + Math.floor((second * BASKETBALL_MINUTE_MS) / 60);
        baskets.push({ atMs, side, points, second });
        left -= points;
      }
    }
    return baskets.sort((a, b) => a.atMs - b.atMs);
  });
}

function buildTimeline(periods: readonly Period[], baskets: readonly Basket[][]): TimelineEntry<'BASKETBALL'>[] {
  let state: BasketballState = { minute: 0, home: 0, away: 0, periods: [] };
  const timeline: TimelineEntry<'BASKETBALL'>[] = [];
  periods.forEach((period, index) => {
    const window = basketballPeriod(index);
    timeline.push({ atMs: window.startMs, kind: 'PERIOD_START', detail: { period: index + 1 }, state });
    for (const basket of baskets[index]) {
      state = {
        ...state,
        minute: window.startMinute + basket.second / 60,
        home: state.home + (basket.side === 'HOME' ? basket.points : 0),
        away: state.away + (basket.side === 'AWAY' ? basket.points : 0),
      };
      const detail = { period: index + 1, points: basket.points, second: basket.second };
      timeline.push({ atMs: basket.atMs, kind: 'BASKET', side: basket.side, detail, state });
    }
    state = { ...state, minute: window.startMinute + window.minutes, periods: [...state.periods, period] };
    timeline.push({ atMs: window.startMs + window.lengthMs, kind: 'PERIOD_END', detail: { period: index + 1 }, state });
  });
  const last = timeline[timeline.length - 1];
  timeline.push({ atMs: last.atMs, kind: 'FINAL', detail: { periods: periods.length }, state });
  return timeline;
}

export function simulateBasketball(stream: RandomStream, participants: Pairing<'BASKETBALL'>): BasketballSimulation {
  const periods = drawPeriods(stream, participants);
  const baskets = drawBaskets(stream, periods);
  const timeline = buildTimeline(periods, baskets);
  const sum = (side: 'home' | 'away') => periods.reduce((total, period) => total + period[side], 0);
  return {
    result: { home: sum('home'), away: sum('away'), periods },
    timeline,
    durationMs: timeline[timeline.length - 1].atMs,
  };
}
