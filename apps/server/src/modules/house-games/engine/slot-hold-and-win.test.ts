import { describe, expect, it } from 'vitest';
import { createScriptedStream } from './scripted-stream.ts';
import { createSimulationStream } from './simulation-rng.ts';
import {
  cashCellOf,
  computeHoldAndWinOdds,
  playHoldAndWin,
  prizeForDraw,
  type CashCell,
  type HoldAndWinRules,
} from './slot-hold-and-win.ts';
import { KOI_HOLD_AND_WIN } from './titles/koi-fortune-link.ts';

const rules = KOI_HOLD_AND_WIN;
const EMPTY = rules.cellDrawRange - 1;
const bet = 40n;

/** Cash cells of 1× on the first `count` cells in reel then row order. */
function startCells(count: number, stake = bet): CashCell[] {
  const prize = rules.prizes[0];
  return Array.from({ length: count }, (_, index) =>
    cashCellOf({ prize, reel: Math.floor(index / 3), row: index % 3, bet: stake }),
  );
}

describe('hold-and-win', () => {
  it('maps draws to prizes by cumulative weight and leaves draws at or above the total weight empty', () => {
    expect(prizeForDraw(rules, 0)).toMatchObject({ kind: 'CASH', valueInBets: 1 });
    expect(prizeForDraw(rules, 349)).toMatchObject({ valueInBets: 1 });
    expect(prizeForDraw(rules, 350)).toMatchObject({ valueInBets: 2 });
    expect(prizeForDraw(rules, 985)).toMatchObject({ kind: 'MINI', valueInBets: 20 });
    expect(prizeForDraw(rules, 995)).toMatchObject({ kind: 'MINOR', valueInBets: 50 });
    expect(prizeForDraw(rules, 999)).toMatchObject({ kind: 'MAJOR', valueInBets: 200 });
    expect(prizeForDraw(rules, 1000)).toBeNull();
    expect(prizeForDraw(rules, EMPTY)).toBeNull();
  });

  it('locks what lands, resets the respins to 3 on every landing and ends after 3 empty respins', () => {
    const script = [
      ...[0, ...Array(8).fill(EMPTY)], // respin 1: the first empty cell (reel index 2, top row) lands 1×
      ...Array(8).fill(EMPTY), // respin 2: nothing, 2 left
      ...[EMPTY, EMPTY, EMPTY, 995, ...Array(4).fill(EMPTY)], // respin 3: reel index 3, middle row, lands the Minor: reset
      ...Array(7 * 3).fill(EMPTY), // three empty respins end it
    ];
    const stream = createScriptedStream(script);
    const result = playHoldAndWin({ rules, bet, startCells: startCells(6), stream });
    expect(stream.requested).toHaveLength(script.length);
    expect(stream.requested.every((range) => range === rules.cellDrawRange)).toBe(true);
    expect(result.respins.map((respin) => [respin.landed.length, respin.lockedCount, respin.respinsLeft])).toEqual([
      [1, 7, 3],
      [0, 7, 2],
      [1, 8, 3],
      [0, 8, 2],
      [0, 8, 1],
      [0, 8, 0],
    ]);
    expect(result.respins[0].landed[0]).toMatchObject({ reel: 2, row: 0, kind: 'CASH', valueInBets: 1, win: 40n });
    expect(result.respins[2].landed[0]).toMatchObject({ reel: 3, row: 1, kind: 'MINOR', win: 2_000n });
    expect(result.cells).toHaveLength(8);
    expect(result.isFullGrid).toBe(false);
    expect(result.cashWin).toBe(7n * 40n + 2_000n);
    expect(result.grandWin).toBe(0n);
    expect(result.totalWin).toBe(result.cashWin);
  });

  it('pays the Grand on top of every value when all 15 cells lock, and stops respinning', () => {
    const stream = createScriptedStream([999]);
    const result = playHoldAndWin({ rules, bet, startCells: startCells(14), stream });
    expect(result.isFullGrid).toBe(true);
    expect(result.respins).toHaveLength(1);
    expect(result.cashWin).toBe(14n * 40n + 200n * 40n);
    expect(result.grandWin).toBe(1000n * 40n);
    expect(result.totalWin).toBe(result.cashWin + result.grandWin);
  });

  it("computes the feature's expectations exactly: they match 200,000 simulated features of a generous variant", () => {
    const generous: HoldAndWinRules = { ...rules, cellDrawRange: 5_000 };
    const odds = computeHoldAndWinOdds(generous);
    const stream = createSimulationStream(42);
    const features = 200_000;
    let cells = 0;
    let fullGrids = 0;
    let paid = 0n;
    for (let feature = 0; feature < features; feature += 1) {
      const result = playHoldAndWin({ rules: generous, bet: 1n, startCells: startCells(6, 1n), stream });
      cells += result.cells.length;
      if (result.isFullGrid) fullGrids += 1;
      paid += result.cashWin;
    }
    // Start cells are all 1× here, so the paid mean is 6 + (E[count] − 6) × mean prize.
    const expectedPaid = 6 + (odds.expectedFinalCount[6] - 6) * odds.meanPrizeInBets;
    expect(cells / features).toBeCloseTo(odds.expectedFinalCount[6], 2);
    expect(Math.abs(fullGrids / features - odds.fullGridProbability[6])).toBeLessThan(0.004);
    expect(Math.abs(Number(paid) / features - expectedPaid) / expectedPaid).toBeLessThan(0.01);
    expect(odds.expectedFinalCount[15]).toBe(15);
    expect(odds.fullGridProbability[15]).toBe(1);
  });
});
