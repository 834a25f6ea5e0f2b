/**
 * Basketball prices: each side's points in the time left are Poisson at its 48-minute rate (sport-models.ts), and a
 * tie at the end of regulation or of an overtime starts another five minutes, until someone leads. Overtime counts
 * for every market. The margin and total laws are computed exactly: the overtime series is summed until the chance
 * of still being tied is below 1e-15.
 */
import { effectiveProbability } from './margin.ts';
import {
  MARKET_SELECTIONS,
  type MarketDraft,
  type MarketRef,
  type MarketType,
  type OutcomeProbabilities,
  type SelectionKey,
} from './market-types.ts';
import { differenceOf, meanOf, mixture, poisson, probabilityOf, shifted, sumOf, type Distribution } from './poisson.ts';
import { balancedLine, linesAround, priceByRule, scoreRule, type ScoreDistribution } from './score-rules.ts';
import { BASKETBALL_OVERTIME_MINUTES, BASKETBALL_QUARTER_MINUTES, basketballPointRates } from './sport-models.ts';
import type { TeamStrength } from './sport-models.ts';
import type { BasketballState } from './event-state.ts';
import { createModelCache } from './model-cache.ts';

export const REGULATION_MINUTES = 4 * BASKETBALL_QUARTER_MINUTES;
const LINES_EACH_SIDE = 2;
const LINE_SEARCH = 10;
const NEGLIGIBLE_TIE = 1e-15;

export type BasketballModel = { final: ScoreDistribution; finished: boolean };

type Rates = { home: number; away: number };

/** Minutes left in the period being played, or null when the game is over (a period ended with a leader). */
function minutesLeftInPeriod(state: BasketballState): number | null {
  if (state.minute < REGULATION_MINUTES) return REGULATION_MINUTES - state.minute;
  const overtimes = Math.ceil((state.minute - REGULATION_MINUTES) / BASKETBALL_OVERTIME_MINUTES);
  const periodEnd = REGULATION_MINUTES + overtimes * BASKETBALL_OVERTIME_MINUTES;
  if (periodEnd > state.minute) return periodEnd - state.minute;
  return state.home === state.away ? BASKETBALL_OVERTIME_MINUTES : null;
}

/** Points scored in `minutes` by each side. */
function pointsIn(rates: Rates, minutes: number): { home: Distribution; away: Distribution } {
  return {
    home: poisson((rates.home * minutes) / REGULATION_MINUTES),
    away: poisson((rates.away * minutes) / REGULATION_MINUTES),
  };
}

/** The total of (home + x, away + y) restricted to the ties home + x = away + y, as unnormalised masses. */
function tiedTotals(home: number, away: number, x: Distribution, y: Distribution): Distribution {
  const low = Math.max(home + x.offset, away + y.offset);
  const high = Math.min(home + x.offset + x.p.length, away + y.offset + y.p.length) - 1;
  const p = new Array<number>(Math.max(0, 2 * (high - low) + 1)).fill(0);
  for (let level = low; level <= high; level += 1) {
    p[2 * (level - low)] = probabilityOf(x, level - home) * probabilityOf(y, level - away);
  }
  return { offset: 2 * low, p };
}

/**
 * Points an overtime series adds once it starts: any number of tied overtimes, then one with a leader. Its margin is
 * the last overtime's, conditioned on not being a tie.
 */
function overtimeSeries(rates: Rates): { diff: Distribution; added: Distribution } {
  return overtimeCache.get(JSON.stringify(rates), () => buildOvertimeSeries(rates));
}
const overtimeCache = createModelCache<{ diff: Distribution; added: Distribution }>(256);

function buildOvertimeSeries(rates: Rates): { diff: Distribution; added: Distribution } {
  const one = pointsIn(rates, BASKETBALL_OVERTIME_MINUTES);
  const oneDiff = differenceOf(one.home, one.away);
  const tie = probabilityOf(oneDiff, 0);
  const diff = { offset: oneDiff.offset, p: oneDiff.p.map((x, i) => (oneDiff.offset + i === 0 ? 0 : x / (1 - tie))) };
  const tied = tiedTotals(0, 0, one.home, one.away);
  const allTotals = sumOf(one.home, one.away);
  const decisive = {
    offset: allTotals.offset,
    p: allTotals.p.map((x, i) => x - probabilityOf(tied, allTotals.offset + i)),
  };
  const parts: { dist: Distribution; weight: number }[] = [];
  let term: Distribution = decisive;
  for (let stillTied = 1; stillTied > NEGLIGIBLE_TIE; stillTied *= tie) {
    parts.push({ dist: term, weight: 1 });
    term = sumOf(term, tied);
  }
  const added = mixture(parts);
  const mass = added.p.reduce((sum, x) => sum + x, 0);
  return { diff, added: { offset: added.offset, p: added.p.map((x) => x / mass) } };
}

function finalScores(rates: Rates, state: BasketballState, minutesLeft: number): ScoreDistribution {
  const rest = pointsIn(rates, minutesLeft);
  const diff = differenceOf(shifted(rest.home, state.home), shifted(rest.away, state.away));
  // A sum of independent Poisson counts is Poisson at the summed rate: no convolution needed for the total.
  const total = shifted(
    poisson((rates.home + rates.away) * (minutesLeft / REGULATION_MINUTES)),
    state.home + state.away,
  );
  const tied = tiedTotals(state.home, state.away, rest.home, rest.away);
  const tie = probabilityOf(diff, 0);
  if (tie === 0) return { diff, total };
  const overtime = overtimeSeries(rates);
  const decided = (dist: Distribution, without: Distribution): Distribution => ({
    offset: dist.offset,
    p: dist.p.map((x, i) => Math.max(0, x - probabilityOf(without, dist.offset + i))),
  });
  return {
    diff: mixture([
      { dist: decided(diff, { offset: 0, p: [tie] }), weight: 1 },
      { dist: overtime.diff, weight: tie },
    ]),
    total: mixture([
      { dist: decided(total, tied), weight: 1 },
      { dist: sumOf(tied, overtime.added), weight: 1 },
    ]),
  };
}

const modelCache = createModelCache<BasketballModel>(256);

export function basketballModel(home: TeamStrength, away: TeamStrength, state: BasketballState): BasketballModel {
  const rates = basketballPointRates(home, away);
  const key = JSON.stringify([rates.home, rates.away, state.minute, state.home, state.away]);
  return modelCache.get(key, () => {
    const minutesLeft = minutesLeftInPeriod(state);
    return { final: finalScores(rates, state, minutesLeft ?? 0), finished: minutesLeft === null };
  });
}

export function basketballOutcomes(model: BasketballModel, ref: MarketRef, sel: SelectionKey): OutcomeProbabilities {
  return priceByRule(scoreRule(ref, sel, 0), model.final);
}

function draft(model: BasketballModel, type: MarketType, line: number | null = null): MarketDraft {
  const ref = { type, line };
  return {
    ref,
    selections: MARKET_SELECTIONS[type].map((key) => ({ key, outcomes: basketballOutcomes(model, ref, key) })),
  };
}

/** Half-point lines a point apart around the one nearest to evens (a whole line could push: none is offered). */
function halfPointLines(model: BasketballModel, type: 'BK_HCP' | 'BK_OU', expected: number): number[] {
  const centre = Math.floor(expected) + 0.5;
  const first = type === 'BK_HCP' ? 'HOME' : 'OVER';
  const main = balancedLine(centre, 1, LINE_SEARCH, (line) =>
    effectiveProbability(basketballOutcomes(model, { type, line }, first)),
  );
  return linesAround(main, 1, LINES_EACH_SIDE, type === 'BK_OU' ? 0.5 : -Infinity);
}

export function basketballMarkets(model: BasketballModel): MarketDraft[] {
  if (model.finished) return [];
  const handicaps = halfPointLines(model, 'BK_HCP', -meanOf(model.final.diff));
  const totals = halfPointLines(model, 'BK_OU', meanOf(model.final.total));
  return [
    draft(model, 'BK_ML'),
    ...handicaps.map((line) => draft(model, 'BK_HCP', line)),
    ...totals.map((line) => draft(model, 'BK_OU', line)),
    draft(model, 'BK_OE'),
  ];
}
