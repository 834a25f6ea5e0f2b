import { expect } from 'vitest';
import { createDrawStream } from '../draw-stream.ts';
import {
  LotteryBetError,
  type LotteryEngine,
  type LotterySelection,
  type PricedSelection,
  type SettledSelection,
} from '../lottery-engine.ts';

/** Test helpers shared by the adapter tests (not a test file itself). */

export const jsonRoundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const pick = (
  betType: string,
  picks: string[][],
  unitStake = 100n,
  extra: Partial<LotterySelection> = {},
): LotterySelection => ({ betType, picks, unitStake, points: 1, ...extra });

/** A reproducible uniform randomInt for quick picks and random selections. */
export function seededRandomInt(seed: string): (maxExclusive: number) => number {
  const stream = createDrawStream({ seed, drawId: 'adapter-tests' });
  return (maxExclusive) => stream.nextInt(maxExclusive);
}

/**
 * The service's path: price, store the bet as JSON, read it back, settle it on a result that also went through JSON.
 * The stored bet must survive the trip unchanged.
 */
export function placeAndSettle({
  engine,
  variant = null,
  selection,
  result,
  odds,
}: {
  engine: LotteryEngine;
  variant?: string | null;
  selection: LotterySelection;
  result: unknown;
  odds?: Record<string, unknown>;
}): { priced: PricedSelection; settled: SettledSelection } {
  const table = odds ?? engine.defaultOdds(variant);
  const priced = engine.price({ selection, odds: table, variant });
  const stored = jsonRoundTrip(priced.stored);
  expect(stored).toStrictEqual(priced.stored);
  const settled = engine.createSettler({ result: jsonRoundTrip(result), odds: jsonRoundTrip(table), variant })(stored);
  return { priced, settled };
}

export function expectRefusal(run: () => unknown, code: LotteryBetError['code'], message?: RegExp): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(LotteryBetError);
  expect((caught as LotteryBetError).code).toBe(code);
  if (message) expect((caught as LotteryBetError).message).toMatch(message);
}

export function sumByKey(priced: readonly PricedSelection[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { exposures } of priced)
    for (const { key, amount } of exposures) totals.set(key, (totals.get(key) ?? 0n) + amount);
  return totals;
}
