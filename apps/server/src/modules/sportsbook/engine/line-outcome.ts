/**
 * How a line bet settles, shared by football's Asian handicap and goal totals, basketball's point lines and the map
 * lines: the side's margin after the line decides it. A quarter line (-0.75, 2.25) is two bets of half the stake,
 * one on each neighbouring line (-0.5 and -1; 2 and 2.5), so it can win or lose half.
 */
import type { SettlementOutcome } from './market-types.ts';

const WHOLE_LINE_OUTCOMES = ['LOSE', 'PUSH', 'WIN'] as const;

function lineSign(value: number): -1 | 0 | 1 {
  if (value > 0) return 1;
  return value < 0 ? -1 : 0;
}

/**
 * The outcome of a side that is `margin` ahead (its score minus the other's, or the total minus nothing) with the
 * handicap `line` added. Lines are quarter steps, so the arithmetic on them is exact in binary floating point.
 */
export function lineOutcome(margin: number, line: number): SettlementOutcome {
  if (!Number.isInteger(line * 4)) throw new RangeError(`line ${line} is not a quarter step`);
  if (Number.isInteger(line * 2)) return WHOLE_LINE_OUTCOMES[lineSign(margin + line) + 1];
  const lower = lineSign(margin + line - 0.25);
  const upper = lineSign(margin + line + 0.25);
  if (lower === upper) return lower > 0 ? 'WIN' : 'LOSE';
  if (lower === 0) return 'HALF_WIN';
  if (upper === 0) return 'HALF_LOSE';
  // Only a margin between whole numbers could straddle both halves; scores are whole.
  throw new RangeError(`margin ${margin} is not a whole score`);
}

/** Handicap on a two-sided result: the HOME line applies to HOME, its opposite to AWAY. */
export function handicapOutcome(side: 'HOME' | 'AWAY', homeMinusAway: number, homeLine: number): SettlementOutcome {
  return side === 'HOME' ? lineOutcome(homeMinusAway, homeLine) : lineOutcome(-homeMinusAway, -homeLine);
}

/** Over or under a total line: OVER is a side `total` ahead with handicap −line, UNDER its mirror. */
export function totalOutcome(side: 'OVER' | 'UNDER', total: number, line: number): SettlementOutcome {
  return side === 'OVER' ? lineOutcome(total, -line) : lineOutcome(-total, line);
}
