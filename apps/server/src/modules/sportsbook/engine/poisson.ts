/**
 * Discrete distributions on the integers, the arithmetic the football and basketball markets are priced with:
 * Poisson counts (goals, points) for the time left, and their sums and differences. A distribution keeps only the
 * values whose probability is not negligible (relative to the mode, below 1e-16 is dropped), starting at `offset`,
 * and is renormalised so it sums to 1: every market built on it then sums to 1 to rounding.
 */
import { emptyOutcomes, type OutcomeProbabilities, type SettlementOutcome } from './market-types.ts';

/** `p[i]` is the chance of the value `offset + i`. */
export type Distribution = { offset: number; p: readonly number[] };

const NEGLIGIBLE = 1e-16;
const TAIL = 1e-18;

/** The point mass at `value`: a count that can no longer change (no time left). */
export function pointMass(value: number): Distribution {
  return { offset: value, p: [1] };
}

/**
 * Poisson(lambda), computed outward from the mode by the ratio of neighbours (p(k+1) = p(k)·λ/(k+1)) and then
 * normalised, so no factorial or exp(-λ) ever under- or overflows, even for a basketball side's 110 points.
 */
export function poisson(lambda: number): Distribution {
  if (!(lambda >= 0) || !Number.isFinite(lambda)) throw new RangeError(`poisson: bad rate ${lambda}`);
  if (lambda === 0) return pointMass(0);
  const mode = Math.floor(lambda);
  const below: number[] = [];
  let value = 1;
  for (let k = mode; k > 0; k -= 1) {
    value *= k / lambda;
    if (value < NEGLIGIBLE) break;
    below.push(value);
  }
  const above: number[] = [];
  value = 1;
  for (let k = mode + 1; ; k += 1) {
    value *= lambda / k;
    if (value < NEGLIGIBLE) break;
    above.push(value);
  }
  const p = [...below.reverse(), 1, ...above];
  return normalise({ offset: mode - below.length, p });
}

function normalise(dist: Distribution): Distribution {
  const total = dist.p.reduce((sum, x) => sum + x, 0);
  return { offset: dist.offset, p: dist.p.map((x) => x / total) };
}

/** Drops the ends below 1e-18: what a convolution spreads there cannot move any price, only slow the next step. */
function trimmed(offset: number, p: number[]): Distribution {
  let start = 0;
  let end = p.length;
  while (start < end - 1 && p[start] < TAIL) start += 1;
  while (end > start + 1 && p[end - 1] < TAIL) end -= 1;
  return { offset: offset + start, p: start === 0 && end === p.length ? p : p.slice(start, end) };
}

/** The distribution of X + shift. */
export function shifted(dist: Distribution, by: number): Distribution {
  return { offset: dist.offset + by, p: dist.p };
}

/** X + Y for independent X and Y. */
export function sumOf(x: Distribution, y: Distribution): Distribution {
  const p = new Array<number>(x.p.length + y.p.length - 1).fill(0);
  for (let i = 0; i < x.p.length; i += 1) {
    const xi = x.p[i];
    if (xi === 0) continue;
    for (let j = 0; j < y.p.length; j += 1) p[i + j] += xi * y.p[j];
  }
  return trimmed(x.offset + y.offset, p);
}

/** X − Y for independent X and Y. */
export function differenceOf(x: Distribution, y: Distribution): Distribution {
  const last = y.p.length - 1;
  const p = new Array<number>(x.p.length + y.p.length - 1).fill(0);
  for (let i = 0; i < x.p.length; i += 1) {
    const xi = x.p[i];
    if (xi === 0) continue;
    for (let j = 0; j < y.p.length; j += 1) p[i + last - j] += xi * y.p[j];
  }
  return trimmed(x.offset - y.offset - last, p);
}

export function probabilityOf(dist: Distribution, value: number): number {
  return dist.p[value - dist.offset] ?? 0;
}

/** P(X is odd). */
export function probabilityOdd(dist: Distribution): number {
  let odd = 0;
  dist.p.forEach((x, i) => {
    if ((dist.offset + i) % 2 !== 0) odd += x;
  });
  return odd;
}

/**
 * The chance of each settlement outcome when a selection settles by `outcomeOf(value)`: pricing calls the very rule
 * settlement uses, so a price and its settlement cannot disagree.
 */
export function outcomesOver(
  dist: Distribution,
  outcomeOf: (value: number) => SettlementOutcome,
): OutcomeProbabilities {
  const outcomes = emptyOutcomes();
  for (let i = 0; i < dist.p.length; i += 1) {
    if (dist.p[i] > 0) outcomes[outcomeOf(dist.offset + i)] += dist.p[i];
  }
  return outcomes;
}

/** Outcomes of a yes/no selection that wins with probability `win` and loses otherwise. */
export function winOrLose(win: number): OutcomeProbabilities {
  return { ...emptyOutcomes(), WIN: win, LOSE: 1 - win };
}

/** The law of a value drawn from `parts[i].dist` with chance `parts[i].weight` (the weights sum to 1). */
export function mixture(parts: readonly { dist: Distribution; weight: number }[]): Distribution {
  const used = parts.filter((part) => part.weight > 0 && part.dist.p.length > 0);
  if (used.length === 0) throw new RangeError('mixture of nothing');
  const offset = Math.min(...used.map((part) => part.dist.offset));
  const end = Math.max(...used.map((part) => part.dist.offset + part.dist.p.length));
  const p = new Array<number>(end - offset).fill(0);
  for (const { dist, weight } of used) dist.p.forEach((x, i) => (p[dist.offset - offset + i] += weight * x));
  return trimmed(offset, p);
}

export function meanOf(dist: Distribution): number {
  return dist.p.reduce((sum, x, i) => sum + x * (dist.offset + i), 0);
}
