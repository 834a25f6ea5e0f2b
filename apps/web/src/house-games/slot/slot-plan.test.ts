import { describe, expect, it } from 'vitest';
import type { SlotPaytable } from '../house-api-types.ts';
import type { PlanContext } from './slot-frames.ts';
import type { CascadeOutcome, HoldAndWinOutcome, WaysOutcome } from './slot-outcomes.ts';
import { planRound } from './slot-plan.ts';

const paytable = (parts: Partial<SlotPaytable>): SlotPaytable => ({
  kind: 'SLOT',
  titleId: 'test',
  title: 'Test',
  version: '1',
  theme: '',
  volatility: 'high',
  declaredRtp: 96,
  symbols: [
    { id: 'CAKE', name: 'Cupcake' },
    { id: 'RED', name: 'Red Jelly Bean' },
  ],
  reels: 5,
  ...parts,
});
const context = (parts: Partial<SlotPaytable>): PlanContext => ({ paytable: paytable(parts), scale: 2 });

const waysSpin = (grid: string[][], wins: WaysOutcome['baseSpin']['wins'], totalWin: string) => ({
  isFreeSpin: false,
  stops: [0, 0, 0, 0, 0],
  grid,
  wins,
  scatterCount: 0,
  scatterWin: '0',
  freeSpinsAwarded: 0,
  winMultiplier: 1,
  totalWin,
});

describe('ways rounds', () => {
  it('marks every cell of the winning symbol and the wilds standing in, on its paying reels only', () => {
    const grid = [
      ['CAKE', 'A', 'CAKE'],
      ['W2', 'A', 'K'],
      ['CAKE', 'K', 'A'],
      ['CAKE', 'A', 'A'],
      ['K', 'K', 'K'],
    ];
    const outcome: WaysOutcome = {
      mechanic: 'WAYS',
      bet: '400',
      credit: '10',
      baseSpin: waysSpin(grid, [{ symbol: 'CAKE', count: 4, ways: 2, weightedWays: 4, pay: 6, win: '240' }], '240'),
      freeSpins: [],
    };
    const plan = planRound(context({ wilds: { WILD: 1, W2: 2 }, rows: 3 }), outcome);
    expect(plan.frames).toHaveLength(1);
    expect(plan.frames[0].marks[0].cells).toEqual([
      [0, 0],
      [0, 2],
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(plan.frames[0].texts[0]).toBe('4× Cupcake: 2 (4 with wild ×) ways × 6 → 2.40');
    expect(plan.totalWin).toBe(240);
  });
});

const cascadeGrid = (fill: string) => Array.from({ length: 5 }, () => [fill, fill, fill]);

describe('cascade rounds', () => {
  const win = (symbol: string, amount: string) => ({ symbol, count: 5, ways: 1, weightedWays: 1, pay: 1, win: amount });
  const outcome: CascadeOutcome = {
    mechanic: 'CASCADE',
    bet: '200',
    credit: '10',
    boughtFeature: false,
    winCapped: false,
    freeSpins: [],
    baseSpin: {
      isFreeSpin: false,
      stops: [1, 2, 3, 4, 5],
      steps: [
        { grid: cascadeGrid('RED'), wins: [win('RED', '10')], multiplier: 1, removed: [[0, 2]], win: '10' },
        { grid: cascadeGrid('CAKE'), wins: [win('CAKE', '40')], multiplier: 2, removed: [[1, 0]], win: '40' },
      ],
      finalGrid: cascadeGrid('BLUE'),
      scatterCount: 0,
      scatterWin: '0',
      freeSpinsAwarded: 0,
      startLevel: 0,
      endLevel: 2,
      totalWin: '50',
    },
  };

  it('lands the first grid, tumbles into each next one with the ladder multiplier, and ends on the final grid', () => {
    const plan = planRound(context({ multiplierLadder: [1, 2, 3, 5, 8] }), outcome);
    expect(plan.frames.map((frame) => frame.transition)).toEqual(['SPIN', 'TUMBLE', 'TUMBLE']);
    expect(plan.frames.map((frame) => frame.grid[0][0])).toEqual(['RED', 'CAKE', 'BLUE']);
    expect(plan.frames[0].removed).toEqual([[0, 2]]);
    expect(plan.frames[1].info).toBe('Cascade 2 · ×2');
    expect(plan.frames[2].info).toBe('2 cascades · next win ×3');
    expect(plan.frames.map((frame) => frame.win)).toEqual([10, 40, 0]);
  });

  it('starts a bought round at the free spins, with a chip per free spin', () => {
    const spin = { ...outcome.baseSpin!, isFreeSpin: true };
    const bought: CascadeOutcome = { ...outcome, boughtFeature: true, baseSpin: null, freeSpins: [spin, spin] };
    const plan = planRound(context({ multiplierLadder: [1, 2, 3, 5, 8] }), bought);
    expect(plan.frames[0].banner).toBe('2 FREE SPINS!');
    expect(plan.frames[0].info).toBe('Feature bought');
    expect(plan.featureCount).toBe(2);
    expect(plan.frames[4].info).toBe('Free spin 2 / 2 · Cascade 1 · ×1');
    expect(plan.totalWin).toBe(100);
  });
});

describe('hold-and-win rounds', () => {
  const cell = (reel: number, row: number, kind: 'CASH' | 'MINI', valueInBets: number) => ({
    reel,
    row,
    kind,
    valueInBets,
    win: String(valueInBets * 200),
  });
  const start = [cell(0, 0, 'CASH', 1), cell(1, 1, 'CASH', 2), cell(2, 2, 'MINI', 20)];
  const outcome: HoldAndWinOutcome = {
    bet: '200',
    lineBet: '10',
    baseSpin: {
      stops: [0, 0, 0, 0, 0],
      grid: [
        ['PEARL', 'A', 'K'],
        ['K', 'PEARL', 'A'],
        ['A', 'K', 'PEARL'],
        ['J', 'J', 'J'],
        ['Q', 'Q', 'Q'],
      ],
      lineWins: [],
      lineWin: '0',
      cashCells: start,
    },
    holdAndWin: {
      startCells: start,
      respins: [
        { landed: [], lockedCount: 3, respinsLeft: 2 },
        { landed: [cell(4, 0, 'CASH', 5)], lockedCount: 4, respinsLeft: 3 },
        { landed: [], lockedCount: 4, respinsLeft: 2 },
      ],
      cells: [...start, cell(4, 0, 'CASH', 5)],
      isFullGrid: false,
      cashWin: '5600',
      grandWin: '0',
      totalWin: '5600',
    },
    totalWin: '5600',
  };

  it('labels every pearl, locks them, counts the respins down and back to 3, and pays the total at the end', () => {
    const plan = planRound(
      context({ holdAndWin: { cashSymbol: 'PEARL', triggerCount: 6, respins: 3, jackpots: {} } }),
      outcome,
    );
    expect(plan.frames[0].labels.map((label) => label.text)).toEqual(['2.00', '4.00', 'Mini 40.00']);
    expect(plan.frames[1].banner).toBe('HOLD & WIN');
    expect(plan.frames[1].grid[3]).toEqual(['', '', '']);
    const respins = plan.frames.filter((frame) => frame.transition === 'RESPIN');
    expect(respins.map((frame) => frame.info.split('respins left: ')[1])).toEqual(['2', '3', '2']);
    expect(respins[1].locked).toHaveLength(4);
    expect(respins[1].grid[4][0]).toBe('PEARL');
    expect(respins[1].texts).toEqual(['+ 10.00']);
    expect(plan.featureName).toBe('Respin');
    expect(plan.featureCount).toBe(3);
    expect(plan.frames[plan.frames.length - 1].win).toBe(5600);
    expect(plan.totalWin).toBe(5600);
  });
});
