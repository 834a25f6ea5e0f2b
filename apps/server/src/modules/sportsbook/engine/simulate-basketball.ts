/**
 * A basketball game from its random stream. Each side's points are drawn game minute by game minute, Poisson at a
 * 48th of its `basketballPointRates` rate, with 5-minute overtimes while the score is level. So the score is a
 * Poisson process sampled at whole minutes — the law the odds engine prices the time left with — and a period's
 * points (the sum of its minutes) stay Poisson with the period's share of the rate. The baskets that make up each
 * minute's points, and their moments inside that minute, are drawn after as decoration that always sums to the
 * drawn points. EVENTS.md gives the draw order.
 */
import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { Pairing } from './catalogue-types.ts';
import type { BasketballResult, BasketballState, Side } from './event-state.ts';
import { samplePoisson } from './poisson-sample.ts';
import { BASKETBALL_OVERTIME_MINUTES, BASKETBALL_QUARTER_MINUTES, basketballPointRates } from './sport-models.ts';
import { BASKETBALL_MINUTE_MS, basketballPeriod } from './timeline-clock.ts';
import type { TimelineEntry } from './timeline.ts';

const REGULATION_MINUTES = 4 * BASKETBALL_QUARTER_MINUTES;
const SECONDS_PER_MINUTE = 60;
/** Stops an endless game should the rates ever make ties certain; at the book's rates a 20th overtime is unseen. */
const MAX_OVERTIMES = 50;
/**
 * A basket's draw is one `nextInt(BASKET_CODES × 60)`: the remainder picks the size (codes 0–2 a free throw, 3–12
 * two points, 13–19 three), the quotient the second of its minute. The last basket of a minute is cut to the
 * points left.
 */
const BASKET_CODES = 20;
const basketPoints = (code: number): number => (code < 3 ? 1 : code < 13 ? 2 : 3);

export type BasketballSimulation = {
  result: BasketballResult;
  timeline: TimelineEntry<'BASKETBALL'>[];
  durationMs: number;
};

type Points = { home: number; away: number };
/** `second`: seconds of its period played when it falls, 1 to the period's length. */
type Basket = { atMs: number; side: Side; points: number; second: number };

const sumPoints = (parts: readonly Points[]): Points =>
  parts.reduce((sum, part) => ({ home: sum.home + part.home, away: sum.away + part.away }), { home: 0, away: 0 });

/**
 * Step 1: the points of every game minute, home then away, minute by minute through the four quarters, then a
 * whole overtime at a time while the score is level. Returns each period's minutes.
 */
function drawMinutes(stream: RandomStream, participants: Pairing<'BASKETBALL'>): Points[][] {
  const rates = basketballPointRates(participants[0].strength, participants[1].strength);
  const drawPeriod = (minutes: number): Points[] =>
    Array.from({ length: minutes }, () => {
      const home = samplePoisson(stream, rates.home / REGULATION_MINUTES);
      const away = samplePoisson(stream, rates.away / REGULATION_MINUTES);
      return { home, away };
    });
  const periods = Array.from({ length: 4 }, () => drawPeriod(BASKETBALL_QUARTER_MINUTES));
  const level = () => {
    const total = sumPoints(periods.map(sumPoints));
    return total.home === total.away;
  };
  while (level()) {
    if (periods.length - 4 >= MAX_OVERTIMES) throw new Error('basketball game did not end within the overtime limit');
    periods.push(drawPeriod(BASKETBALL_OVERTIME_MINUTES));
  }
  return periods;
}

/**
 * Step 2 (decoration): per period, per minute, home then away, baskets until the minute's points are made. A basket
 * falls at second 1–60 of its minute, so at a whole minute the score holds exactly the minutes played.
 */
function drawBaskets(stream: RandomStream, periods: readonly (readonly Points[])[]): Basket[][] {
  return periods.map((minutes, index) => {
    const window = basketballPeriod(index);
    const baskets: Basket[] = [];
    minutes.forEach((minute, minuteIndex) => {
      for (const side of ['HOME', 'AWAY'] as const) {
        let left = side === 'HOME' ? minute.home : minute.away;
        while (left > 0) {
          const value = stream.nextInt(BASKET_CODES * SECONDS_PER_MINUTE);
          const points = Math.min(basketPoints(value % BASKET_CODES), left);
          const second = minuteIndex * SECONDS_PER_MINUTE + Math.floor(value / BASKET_CODES) + 1;
          const atMs = window.startMs + Math.floor((second * BASKETBALL_MINUTE_MS) / SECONDS_PER_MINUTE);
          baskets.push({ atMs, side, points, second });
          left -= points;
        }
      }
    });
    // A stable sort: baskets at the same moment keep the draw order (earlier minute, home before away).
    return baskets.sort((a, b) => a.atMs - b.atMs);
  });
}

function buildTimeline(periods: readonly Points[], baskets: readonly Basket[][]): TimelineEntry<'BASKETBALL'>[] {
  let state: BasketballState = { minute: 0, home: 0, away: 0, periods: [] };
  const timeline: TimelineEntry<'BASKETBALL'>[] = [];
  periods.forEach((period, index) => {
    const window = basketballPeriod(index);
    timeline.push({ atMs: window.startMs, kind: 'PERIOD_START', detail: { period: index + 1 }, state });
    for (const basket of baskets[index]) {
      state = {
        ...state,
        minute: window.startMinute + basket.second / SECONDS_PER_MINUTE,
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
  const minutes = drawMinutes(stream, participants);
  const baskets = drawBaskets(stream, minutes);
  const periods = minutes.map(sumPoints);
  const timeline = buildTimeline(periods, baskets);
  return {
    result: { ...sumPoints(periods), periods },
    timeline,
    durationMs: timeline[timeline.length - 1].atMs,
  };
}
