/**
 * Every market of a scored sport (football, basketball, an e-sports series counted in maps) as one rule: the outcome
 * of a selection as a function of the final score. Settlement applies the rule to the result; pricing sums the same
 * rule over the model's distribution of final scores. A rule that reads only the margin or only the total says so,
 * so pricing can sum over that one-dimensional distribution instead of every score.
 */
import { handicapOutcome, totalOutcome } from './line-outcome.ts';
import {
  emptyOutcomes,
  type MarketRef,
  type OutcomeProbabilities,
  type SelectionKey,
  type SettlementOutcome,
} from './market-types.ts';
import { outcomesOver, winOrLose, type Distribution } from './poisson.ts';

export type ScoreRule =
  | { on: 'DIFF'; outcome: (homeMinusAway: number) => SettlementOutcome }
  | { on: 'TOTAL'; outcome: (total: number) => SettlementOutcome }
  | { on: 'SCORE'; outcome: (home: number, away: number) => SettlementOutcome }
  /** Wins on exactly this score (a correct-score selection): priced by one look-up, not a walk over every score. */
  | { on: 'EXACT'; home: number; away: number };

/**
 * The model's final-score law: its margin and total laws, and a walk over every score with its chance (absent
 * where no market reads the score itself: basketball).
 */
export type ScoreDistribution = {
  diff: Distribution;
  total: Distribution;
  forEachScore?: (visit: (home: number, away: number, probability: number) => void) => void;
  scoreProbability?: (home: number, away: number) => number;
};

const won = (condition: boolean): SettlementOutcome => (condition ? 'WIN' : 'LOSE');

function resultRule(selection: SelectionKey): ScoreRule {
  switch (selection) {
    case 'HOME':
      return { on: 'DIFF', outcome: (d) => won(d > 0) };
    case 'AWAY':
      return { on: 'DIFF', outcome: (d) => won(d < 0) };
    case 'DRAW':
      return { on: 'DIFF', outcome: (d) => won(d === 0) };
    case '1X':
      return { on: 'DIFF', outcome: (d) => won(d >= 0) };
    case '12':
      return { on: 'DIFF', outcome: (d) => won(d !== 0) };
    case 'X2':
      return { on: 'DIFF', outcome: (d) => won(d <= 0) };
    default:
      throw new RangeError(`no result selection ${selection}`);
  }
}

function lineRule(ref: MarketRef, selection: SelectionKey, handicap: boolean): ScoreRule {
  const line = ref.line;
  if (line === null) throw new RangeError(`${ref.type} needs a line`);
  if (handicap && (selection === 'HOME' || selection === 'AWAY')) {
    return { on: 'DIFF', outcome: (d) => handicapOutcome(selection, d, line) };
  }
  if (!handicap && (selection === 'OVER' || selection === 'UNDER')) {
    return { on: 'TOTAL', outcome: (t) => totalOutcome(selection, t, line) };
  }
  throw new RangeError(`no selection ${selection} in ${ref.type}`);
}

function parityRule(selection: SelectionKey): ScoreRule {
  if (selection !== 'ODD' && selection !== 'EVEN') throw new RangeError(`no parity selection ${selection}`);
  return { on: 'TOTAL', outcome: (t) => won((t % 2 !== 0) === (selection === 'ODD')) };
}

/** Correct score: `h-a` wins on exactly that score; OTHER (football only) on any score past `maxListed` goals. */
function correctScoreRule(selection: SelectionKey, maxListed: number | null): ScoreRule {
  if (selection === 'OTHER' && maxListed !== null) {
    return { on: 'SCORE', outcome: (h, a) => won(h > maxListed || a > maxListed) };
  }
  const match = /^(\d+)-(\d+)$/.exec(selection);
  if (match === null) throw new RangeError(`no score selection ${selection}`);
  return { on: 'EXACT', home: Number(match[1]), away: Number(match[2]) };
}

/**
 * The rule of a selection of any scored market. First-half markets use the same rules; the caller applies them to
 * the half-time score (settlement) or its distribution (pricing).
 */
export function scoreRule(ref: MarketRef, selection: SelectionKey, maxListedGoals: number): ScoreRule {
  switch (ref.type) {
    case 'FT_1X2':
    case 'FT_DC':
    case 'HT_1X2':
    case 'BK_ML':
    case 'ES_WINNER':
      return resultRule(selection);
    case 'FT_AH':
    case 'BK_HCP':
    case 'ES_MAP_HCP':
      return lineRule(ref, selection, true);
    case 'FT_OU':
    case 'HT_OU':
    case 'BK_OU':
    case 'ES_TOTAL_MAPS':
      return lineRule(ref, selection, false);
    case 'FT_OE':
    case 'BK_OE':
      return parityRule(selection);
    case 'FT_BTTS':
      if (selection !== 'YES' && selection !== 'NO') throw new RangeError(`no selection ${selection} in FT_BTTS`);
      return { on: 'SCORE', outcome: (h, a) => won((h > 0 && a > 0) === (selection === 'YES')) };
    case 'FT_CS':
      return correctScoreRule(selection, maxListedGoals);
    case 'ES_CS':
      return correctScoreRule(selection, null);
    case 'CF_WINNER':
      throw new RangeError('a cockfight is not a scored market');
  }
}

export function settleByRule(rule: ScoreRule, home: number, away: number): SettlementOutcome {
  if (rule.on === 'DIFF') return rule.outcome(home - away);
  if (rule.on === 'TOTAL') return rule.outcome(home + away);
  if (rule.on === 'EXACT') return won(home === rule.home && away === rule.away);
  return rule.outcome(home, away);
}

export function priceByRule(rule: ScoreRule, dist: ScoreDistribution): OutcomeProbabilities {
  if (rule.on === 'DIFF') return outcomesOver(dist.diff, rule.outcome);
  if (rule.on === 'TOTAL') return outcomesOver(dist.total, rule.outcome);
  if (rule.on === 'EXACT') {
    if (dist.scoreProbability === undefined) throw new RangeError('this model has no score-by-score law');
    return winOrLose(dist.scoreProbability(rule.home, rule.away));
  }
  if (dist.forEachScore === undefined) throw new RangeError('this model has no score-by-score law');
  const outcomes = emptyOutcomes();
  dist.forEachScore((home, away, probability) => {
    outcomes[rule.outcome(home, away)] += probability;
  });
  return outcomes;
}

/**
 * The line, on the grid `centre + k·step`, whose first selection's fair chance is nearest to evens: the main line a
 * board shows first. The chance moves one way along the lines, so its distance from a half falls and then rises:
 * walk from the centre towards a half and stop when the next line is no nearer (a few evaluations, not a scan).
 */
export function balancedLine(
  centre: number,
  step: number,
  maxSteps: number,
  chanceOfFirst: (line: number) => number | null,
): number {
  const distance = (line: number) => Math.abs((chanceOfFirst(line) ?? Infinity) - 0.5);
  let best = centre;
  let bestDistance = distance(centre);
  const upward = distance(centre + step) < bestDistance;
  const direction = upward ? step : -step;
  for (let k = 1; k <= maxSteps; k += 1) {
    const next = centre + k * direction;
    const nextDistance = distance(next);
    if (!(nextDistance < bestDistance)) break;
    [best, bestDistance] = [next, nextDistance];
  }
  return best;
}

/** `count` lines either side of `centre`, `step` apart, keeping those at or above `floor`. */
export function linesAround(centre: number, step: number, count: number, floor = -Infinity): number[] {
  return Array.from({ length: 2 * count + 1 }, (_, i) => centre + (i - count) * step).filter((l) => l >= floor);
}
