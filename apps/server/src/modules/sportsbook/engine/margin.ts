/**
 * From fair probabilities to offered prices. The book's overround on a market (the sum of 1/odds over its
 * selections, minus 1) equals the configured margin to rounding. The margin is spread by the power method: the
 * offered implied probability of a selection is p^k, with the one k < 1 that makes them sum to (1 + margin). Unlike
 * scaling every p by (1 + margin), p^k never reaches 1, so a heavy favourite is never priced at or below 1.00, and
 * the long shots carry more of the margin than the favourites, which is where bettors overpay
 * (the favourite–longshot bias) and where a book is most exposed to model error. ODDS.md says more.
 */
import type { MarketType, OutcomeProbabilities } from './market-types.ts';
import type { Sport } from './sport-models.ts';

/** Prices are integers in thousandths of the stake returned: 1.952 is 1952. */
export const ODDS_SCALE = 1000;
/** Below 1.010 a price is not worth offering (and one tick of rounding would be a fifth of the margin). */
export const MIN_OFFERED_ODDS = 1010;
/** Above 1000.0 the model calls the selection all but impossible; offering it only adds liability. */
export const MAX_OFFERED_ODDS = 1_000_000;
/** A margin is a fraction: 0.05 is a 5% overround. Past a half, the configuration is surely a typo. */
export const MAX_MARGIN = 0.5;

export type SportMargins = { default: number; markets?: Partial<Record<MarketType, number>> };
export type MarginTable = Readonly<Record<Sport, SportMargins>>;

/**
 * Margins a new book starts with, near what sportsbooks show: thin on the two-way lines bettors compare across
 * books, fat on correct score, where nobody can compare.
 */
export const DEFAULT_MARGINS: MarginTable = {
  FOOTBALL: { default: 0.05, markets: { FT_AH: 0.04, FT_OU: 0.04, FT_CS: 0.15, HT_1X2: 0.06, HT_OU: 0.06 } },
  BASKETBALL: { default: 0.045 },
  MOBA: { default: 0.06, markets: { ES_CS: 0.08 } },
  SHOOTER: { default: 0.06, markets: { ES_CS: 0.08 } },
  COCKFIGHT: { default: 0.05 },
};

export function marginFor(table: MarginTable, sport: Sport, type: MarketType): number {
  const margin = table[sport].markets?.[type] ?? table[sport].default;
  if (!(margin >= 0 && margin <= MAX_MARGIN)) throw new RangeError(`margin ${margin} for ${sport} ${type}`);
  return margin;
}

/**
 * The probability a price must be the inverse of to be fair. A plain selection: its chance of winning. A line with
 * pushes or halves: the fair decimal price o solves expected return = stake,
 *   W·o + HW·(1 + o)/2 + PUSH + HL/2 = 1,  so  1/o = (W + HW/2) / (1 − PUSH − HW/2 − HL/2),
 * and the two sides of a line then sum to exactly 1 (one side's WIN is the other's LOSE, its HALF_WIN the other's
 * HALF_LOSE). Null when the selection can no longer win or lose anything (a certain push): it has no price.
 */
export function effectiveProbability(outcomes: OutcomeProbabilities): number | null {
  const staked = 1 - outcomes.PUSH - outcomes.HALF_WIN / 2 - outcomes.HALF_LOSE / 2;
  if (staked <= 1e-12) return null;
  return Math.min(1, Math.max(0, (outcomes.WIN + outcomes.HALF_WIN / 2) / staked));
}

/**
 * The exponent k with Σ p_i^k = target, for p_i in (0, 1). The sum falls as k rises, from the count of selections
 * at k = 0 to Σ p_i at k = 1; Newton steps, kept inside a bisection bracket, converge in a handful of steps.
 */
export function powerExponent(fair: readonly number[], target: number): number {
  const open = fair.filter((p) => p > 0 && p < 1);
  const certain = fair.length - open.length;
  let low = 0;
  let high = 1;
  let k = 1;
  for (let step = 0; step < 100; step += 1) {
    let sum = certain;
    let slope = 0;
    for (const p of open) {
      const powered = p ** k;
      sum += powered;
      slope += powered * Math.log(p);
    }
    const excess = sum - target;
    if (Math.abs(excess) < 1e-13) return k;
    if (excess > 0) low = k;
    else high = k;
    const newton = k - excess / slope;
    k = newton > low && newton < high ? newton : (low + high) / 2;
  }
  return k;
}

/**
 * Offered odds in thousandths for one market's selections (nearest thousandth), from their effective fair
 * probabilities (null: no price). `bookSize` is how many selections win on one result (2 for double chance), so
 * the target is bookSize × (1 + margin). A selection priced below MIN_OFFERED_ODDS or above MAX_OFFERED_ODDS, or
 * with no chance at all, gets null: it is suspended while the rest of the market trades.
 */
export function offeredOdds(fair: readonly (number | null)[], margin: number, bookSize = 1): (number | null)[] {
  if (!(margin >= 0 && margin <= MAX_MARGIN)) throw new RangeError(`margin ${margin}`);
  const priced = fair.filter((p): p is number => p !== null && p > 0);
  const k = priced.length === 0 ? 1 : powerExponent(priced, bookSize * (1 + margin));
  return fair.map((p) => {
    if (p === null || p <= 0) return null;
    const odds = Math.round(ODDS_SCALE / p ** k);
    return odds >= MIN_OFFERED_ODDS && odds <= MAX_OFFERED_ODDS ? odds : null;
  });
}

/** The book's overround on a market: Σ 1/odds over the offered selections, per winner, minus 1. */
export function overround(odds: readonly (number | null)[], bookSize = 1): number {
  const implied = odds.reduce<number>((sum, o) => (o === null ? sum : sum + ODDS_SCALE / o), 0);
  return implied / bookSize - 1;
}
