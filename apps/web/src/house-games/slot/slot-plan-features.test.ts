import { describe, expect, it } from 'vitest';
import type { SlotOutcome, SlotPaytable, SlotSpin } from '../house-api-types.ts';
import type { ExpandingOutcome, ExpandingWildsOutcome, ExpandingWildsSpin } from './slot-outcomes.ts';
import { planRound } from './slot-plan.ts';

const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
];
const paytable: SlotPaytable = {
  kind: 'SLOT',
  titleId: 'test',
  title: 'Test',
  version: '1',
  theme: '',
  volatility: 'low',
  declaredRtp: 96,
  symbols: [{ id: 'ANUBIS', name: 'Anubis' }],
  reels: [],
  paylines: LINES,
  scatter: 'PYRAMID',
};
const context = { paytable, scale: 2 };
const grid = (fill: string) => Array.from({ length: 5 }, () => [fill, fill, fill]);
const lineSpin = (parts: Partial<SlotSpin>): SlotSpin => ({
  stops: [0, 0, 0, 0, 0],
  grid: grid('K'),
  lineWins: [],
  scatterCount: 0,
  scatterWin: '0',
  freeSpinsAwarded: 0,
  winMultiplier: 1,
  totalWin: '0',
  ...parts,
});

describe('payline rounds (the three original titles)', () => {
  it('draws the paid spin, a banner and each free spin with its multiplier', () => {
    const outcome: SlotOutcome = {
      bet: '200',
      baseSpin: lineSpin({ scatterCount: 3, freeSpinsAwarded: 10, scatterWin: '400', totalWin: '400' }),
      freeSpins: [
        lineSpin({ winMultiplier: 2, totalWin: '60', lineWins: [{ line: 2, symbol: 'K', count: 3, win: '60' }] }),
      ],
      totalWin: '460',
    };
    const plan = planRound(context, outcome);
    expect(plan.frames.map((frame) => frame.banner)).toEqual([null, '1 FREE SPIN!', null]);
    expect(plan.frames[0].texts).toEqual(['3× PYRAMID (scatter) → 4.00', '+10 free spins']);
    expect(plan.frames[2].lines[0]).toMatchObject({ rows: LINES[2], count: 3, fromRight: false });
    expect(plan.frames[2].info).toBe('Free spin 1 / 1 · wins ×2');
    expect(plan.totalWin).toBe(460);
  });
});

describe('expanding symbol rounds', () => {
  it('fills the expanding reels with the symbol and pays the expansion in a frame of its own', () => {
    const spin = {
      ...lineSpin({ winMultiplier: 2, totalWin: '5000', lineWins: [{ line: 0, symbol: 'K', count: 3, win: '200' }] }),
      expansion: { symbol: 'ANUBIS', reels: [0, 2, 4], pay: 50, win: '4800' },
    };
    const outcome: ExpandingOutcome = {
      mechanic: 'EXPANDING_SYMBOL',
      bet: '100',
      lineBet: '10',
      boughtFeature: true,
      baseSpin: null,
      expandingSymbol: 'ANUBIS',
      freeSpins: [spin],
    };
    const plan = planRound(context, outcome);
    expect(plan.frames[0].info).toBe('Expanding symbol: Anubis');
    const [, lines, expanded] = plan.frames;
    expect(lines.win).toBe(200);
    expect(expanded.expanded).toEqual([0, 2, 4]);
    expect(expanded.grid[2]).toEqual(['ANUBIS', 'ANUBIS', 'ANUBIS']);
    expect(expanded.grid[1]).toEqual(['K', 'K', 'K']);
    expect(expanded.texts[0]).toBe('Anubis on 3 reels: 50 × 3 lines × 2 → 48.00');
    expect(plan.totalWin).toBe(5000);
  });
});

describe('expanding wilds rounds', () => {
  const spin = (parts: Partial<ExpandingWildsSpin>): ExpandingWildsSpin => ({
    isRespin: false,
    stops: [1, 1, 1, 1, 1],
    landedGrid: grid('RUBY'),
    grid: grid('RUBY'),
    heldReels: [],
    newWildReels: [],
    lineWins: [],
    win: '0',
    respinsLeft: 0,
    ...parts,
  });
  it('expands a landed wild, respins only the reels not held, and pays lines from either end', () => {
    const outcome: ExpandingWildsOutcome = {
      bet: '200',
      coinValue: '10',
      spins: [
        spin({ newWildReels: [2], respinsLeft: 1 }),
        spin({
          isRespin: true,
          stops: [3, 3, null, 3, 3],
          heldReels: [2],
          win: '30',
          lineWins: [{ line: 1, direction: 'RIGHT_TO_LEFT', symbol: 'RUBY', count: 3, pay: 3, win: '30' }],
        }),
      ],
      totalWin: '30',
    };
    const plan = planRound(context, outcome);
    expect(plan.frames.map((frame) => frame.transition)).toEqual(['SPIN', 'STILL', 'SPIN']);
    expect(plan.frames[1].expanded).toEqual([2]);
    expect(plan.frames[1].banner).toBe('WILD EXPANDS · +1 RESPIN');
    expect(plan.frames[2].spinningReels).toEqual([0, 1, 3, 4]);
    expect(plan.frames[2].lines[0]).toMatchObject({ fromRight: true, count: 3 });
    expect(plan.frames[2].texts[0]).toBe('Line 2 ←: 3× RUBY → 0.30');
    expect(plan.featureCount).toBe(1);
    expect(plan.totalWin).toBe(30);
    expect(plan.frames.map((frame) => frame.info)).toEqual([
      '',
      'Paid spin · respins left: 1',
      'Respin 1 / 1 · respins left: 0',
    ]);
  });
  it('says nothing of respins on an ordinary paid spin', () => {
    const outcome: ExpandingWildsOutcome = { bet: '200', coinValue: '10', spins: [spin({})], totalWin: '0' };
    const plan = planRound(context, outcome);
    expect(plan.frames.map((frame) => frame.info)).toEqual(['']);
    expect(plan.featureCount).toBe(0);
  });
});
