/**
 * Football prices from the independent-Poisson model of sport-models.ts: each side's goals in the time left are
 * Poisson at its 90-minute rate times the share of the match left, added to the score so far. Every full-match
 * market (handicaps and totals included) is on the full-match score, in play too: ODDS.md says why.
 */
import { effectiveProbability } from './margin.ts';
import {
  MARKET_SELECTIONS,
  MAX_LISTED_GOALS,
  type MarketDraft,
  type MarketRef,
  type MarketType,
  type OutcomeProbabilities,
  type SelectionKey,
} from './market-types.ts';
import { differenceOf, meanOf, poisson, probabilityOf, shifted, sumOf, type Distribution } from './poisson.ts';
import { balancedLine, linesAround, priceByRule, scoreRule, type ScoreDistribution } from './score-rules.ts';
import { footballGoalRates, type TeamStrength } from './sport-models.ts';
import type { FootballState } from './event-state.ts';
import { createModelCache } from './model-cache.ts';

export const FOOTBALL_MINUTES = 90;
export const HALF_TIME_MINUTE = 45;
/** Main line and two quarter lines either side (Asian handicap, goal totals); one either side at half time. */
const LINES_EACH_SIDE = 2;
const HALF_TIME_LINES_EACH_SIDE = 1;
const QUARTER = 0.25;
/** How far from the rounded expectation the balanced line is looked for. */
const LINE_SEARCH = 2;

export type FootballModel = {
  fullTime: ScoreDistribution;
  halfTime: ScoreDistribution;
  /** First-half markets trade until half time, then close (their result is known). */
  firstHalfOpen: boolean;
  /** The full match is over: nothing trades, every outcome is certain. */
  finished: boolean;
};

/** Final scores when the two sides' counts are independent (football goals): each score's chance is a product. */
export function independentScores(home: Distribution, away: Distribution): ScoreDistribution {
  return {
    diff: differenceOf(home, away),
    total: sumOf(home, away),
    forEachScore: (visit) => {
      for (let i = 0; i < home.p.length; i += 1) {
        for (let j = 0; j < away.p.length; j += 1) visit(home.offset + i, away.offset + j, home.p[i] * away.p[j]);
      }
    },
    scoreProbability: (h, a) => probabilityOf(home, h) * probabilityOf(away, a),
  };
}

function scoreAfter(rate: number, minutesLeft: number, scored: number): Distribution {
  return shifted(poisson((rate * Math.max(0, minutesLeft)) / FOOTBALL_MINUTES), scored);
}

const modelCache = createModelCache<FootballModel>(512);

export function footballModel(home: TeamStrength, away: TeamStrength, state: FootballState): FootballModel {
  const rates = footballGoalRates(home, away);
  const key = JSON.stringify([rates.home, rates.away, state.minute, state.home, state.away, state.halfTime]);
  return modelCache.get(key, () => buildModel(rates, state));
}

function buildModel(rates: { home: number; away: number }, state: FootballState): FootballModel {
  const left = FOOTBALL_MINUTES - state.minute;
  const fullTime = independentScores(
    scoreAfter(rates.home, left, state.home),
    scoreAfter(rates.away, left, state.away),
  );
  const firstHalfOpen = state.halfTime === null && state.minute < HALF_TIME_MINUTE;
  const halfTimeScore = state.halfTime ?? { home: state.home, away: state.away };
  const halfLeft = firstHalfOpen ? HALF_TIME_MINUTE - state.minute : 0;
  const halfTime = independentScores(
    scoreAfter(rates.home, halfLeft, halfTimeScore.home),
    scoreAfter(rates.away, halfLeft, halfTimeScore.away),
  );
  return { fullTime, halfTime, firstHalfOpen, finished: state.minute >= FOOTBALL_MINUTES };
}

/** The outcome probabilities of one selection of any football market, open or not (cash-out reads closed ones). */
export function footballOutcomes(model: FootballModel, ref: MarketRef, selection: SelectionKey): OutcomeProbabilities {
  const dist = ref.type.startsWith('HT_') ? model.halfTime : model.fullTime;
  return priceByRule(scoreRule(ref, selection, MAX_LISTED_GOALS), dist);
}

function draft(model: FootballModel, type: MarketType, line: number | null = null): MarketDraft {
  const ref = { type, line };
  return {
    ref,
    selections: MARKET_SELECTIONS[type].map((key) => ({ key, outcomes: footballOutcomes(model, ref, key) })),
  };
}

function quarterLines(
  model: FootballModel,
  type: 'FT_AH' | 'FT_OU' | 'HT_OU',
  expected: number,
  eachSide: number,
): number[] {
  const centre = Math.round(expected / QUARTER) * QUARTER;
  const first = type === 'FT_AH' ? 'HOME' : 'OVER';
  const main = balancedLine(centre, QUARTER, LINE_SEARCH / QUARTER, (line) =>
    effectiveProbability(footballOutcomes(model, { type, line }, first)),
  );
  // A total line under half a goal is not a market anyone offers.
  return linesAround(main, QUARTER, eachSide, type === 'FT_AH' ? -Infinity : 0.5);
}

/** Every football market open at this state, fair. */
export function footballMarkets(model: FootballModel): MarketDraft[] {
  if (model.finished) return [];
  const markets = [draft(model, 'FT_1X2'), draft(model, 'FT_DC')];
  const handicaps = quarterLines(model, 'FT_AH', -meanOf(model.fullTime.diff), LINES_EACH_SIDE);
  markets.push(...handicaps.map((line) => draft(model, 'FT_AH', line)));
  const totals = quarterLines(model, 'FT_OU', meanOf(model.fullTime.total), LINES_EACH_SIDE);
  markets.push(...totals.map((line) => draft(model, 'FT_OU', line)));
  markets.push(draft(model, 'FT_CS'), draft(model, 'FT_BTTS'), draft(model, 'FT_OE'));
  if (model.firstHalfOpen) {
    markets.push(draft(model, 'HT_1X2'));
    const halfTotals = quarterLines(model, 'HT_OU', meanOf(model.halfTime.total), HALF_TIME_LINES_EACH_SIDE);
    markets.push(...halfTotals.map((line) => draft(model, 'HT_OU', line)));
  }
  return markets;
}
