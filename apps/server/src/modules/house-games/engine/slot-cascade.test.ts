import { describe, expect, it } from 'vitest';
import { createScriptedStream } from './scripted-stream.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { createCascadeTitle, playCascadeRound, type CascadeGameDefinition } from './slot-cascade.ts';

const strip = (text: string): string[] => text.split(' ');

/** Strips of six; a stop at p shows p, p+1, p+2 and tumbles refill from p−1, p−2, … (the strip above the window). */
function cascadeGame(reels: string[], overrides: Partial<CascadeGameDefinition> = {}): CascadeGameDefinition {
  return {
    id: 'test-cascade',
    title: 'Test Cascade',
    version: 'test',
    theme: 'test',
    volatility: 'high',
    rows: 3,
    betUnit: 10,
    symbols: ['W', 'S', 'A', 'B', 'X', 'Y', 'Z'].map((id) => ({ id, name: id })),
    baseReels: reels.map(strip),
    freeSpinReels: reels.map(strip),
    wilds: { W: 1 },
    scatter: 'S',
    pays: { A: { 3: 5 }, B: { 3: 2 } },
    scatterPays: {},
    freeSpins: { awards: { 3: 5 }, maxPerRound: 10, winMultiplier: 1 },
    multiplierLadder: [1, 2, 3, 5],
    maxCascadesPerSpin: 10,
    maxWinInBets: 1000,
    featureBuy: { priceInBets: 50, freeSpins: 2 },
    ...overrides,
  };
}

// At stop 3 the A's on reels 1–3 win, the B's above them drop in and win, then the X/Y/Z above them do not.
const TWO_STEP_REELS = ['Z X B A X Y', 'Z Y B A X Z', 'Z Z B A Y X', 'A B Z X Y Z', 'A B A Y Z X'];

describe('cascading reels', () => {
  it('removes the winning cells, refills from the strip above the stop and raises the multiplier per win', () => {
    const stream = createScriptedStream([3, 3, 3, 3, 3]);
    const { totalWin, detail } = playCascadeRound(cascadeGame(TWO_STEP_REELS), { bet: 100n, stream });
    const spin = detail.baseSpin!;
    expect(spin.steps.map((step) => [step.multiplier, step.win])).toEqual([
      [1, 50n],
      [2, 40n],
    ]);
    expect(spin.steps[0].grid.map((column) => column[0])).toEqual(['A', 'A', 'A', 'X', 'Y']);
    expect(spin.steps[0].removed).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(spin.steps[1].wins).toEqual([{ symbol: 'B', count: 3, ways: 1, weightedWays: 1, pay: 2, win: 40n }]);
    expect(spin.finalGrid.map((column) => column[0])).toEqual(['X', 'Y', 'Z', 'X', 'Y']);
    expect([spin.startLevel, spin.endLevel]).toEqual([0, 2]);
    expect(totalWin).toBe(90n);
    expect(stream.requested).toEqual([6, 6, 6, 6, 6]);
  });

  it('lets the cells above a removed one fall, and removes the wilds that completed a win', () => {
    const reels = ['Y Z X A Y X', 'X Y W A Z X', 'Z Z A X Y Z', 'X Y Z X Y Z', 'X Y Z X Y Z'];
    const stream = createScriptedStream([2, 2, 2, 2, 2]);
    const { detail } = playCascadeRound(cascadeGame(reels), { bet: 100n, stream });
    const [step] = detail.baseSpin!.steps;
    // Reel 2 shows W, A, Z: both the wild and the A are in the way (1 × 2 × 1 = 2 ways).
    expect(step.wins).toEqual([{ symbol: 'A', count: 3, ways: 2, weightedWays: 2, pay: 5, win: 100n }]);
    expect(step.removed).toEqual([
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
    // Reel 1: X falls onto the emptied middle, Z (position 1) drops in on top; reel 2 refills Y, X from 1 and 0.
    expect(detail.baseSpin!.finalGrid.slice(0, 3)).toEqual([
      ['Z', 'X', 'Y'],
      ['X', 'Y', 'Z'],
      ['Z', 'X', 'Y'],
    ]);
  });

  it('starts a bought round in free spins, debits bet × price and carries the multiplier from spin to spin', () => {
    const title = createCascadeTitle(cascadeGame(TWO_STEP_REELS), { declaredRtp: 0, featureBuyRtp: 0 });
    const stream = createScriptedStream([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    const round = title.play({ bet: 100n, stream, buyFeature: true });
    expect(round.stake).toBe(5000n);
    const detail = round.detail as ReturnType<typeof playCascadeRound>['detail'];
    expect(detail.baseSpin).toBeNull();
    expect(detail.boughtFeature).toBe(true);
    // Second free spin starts on step 2 (×3), and its second win moves to ×5.
    expect(detail.freeSpins.map((spin) => spin.steps.map((step) => step.multiplier))).toEqual([
      [1, 2],
      [3, 5],
    ]);
    expect(detail.freeSpins.map((spin) => spin.totalWin)).toEqual([90n, 250n]);
    expect(round.totalWin).toBe(340n);
    expect(title.featureBuy).toEqual({ priceInBets: 50, declaredRtp: 0 });
  });

  it('caps the round win and ends the round there', () => {
    const definition = cascadeGame(TWO_STEP_REELS, {
      maxWinInBets: 1,
      featureBuy: { priceInBets: 50, freeSpins: 3 },
    });
    // Only two spins are scripted: a third would throw, so the cap must end the round.
    const stream = createScriptedStream([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    const { totalWin, detail } = playCascadeRound(definition, { bet: 100n, stream, buyFeature: true });
    expect(detail.winCapped).toBe(true);
    expect(totalWin).toBe(100n);
    expect(detail.freeSpins).toHaveLength(2);
  });

  it('stops a spin after maxCascadesPerSpin paying steps', () => {
    const reels = ['A A A A A A', 'A A A A A A', 'A A A A A A', 'X Y Z X Y Z', 'X Y Z X Y Z'];
    const stream = createScriptedStream([0, 0, 0, 0, 0]);
    const { detail } = playCascadeRound(cascadeGame(reels, { maxCascadesPerSpin: 4 }), { bet: 10n, stream });
    expect(detail.baseSpin!.steps.map((step) => step.multiplier)).toEqual([1, 2, 3, 5]);
  });

  it('refuses a bet off the bet unit and a feature buy the title does not offer', () => {
    const title = createCascadeTitle(cascadeGame(TWO_STEP_REELS, { featureBuy: undefined }), {
      declaredRtp: 0,
      featureBuyRtp: 0,
    });
    expect(() => title.play({ bet: 15n, stream: createScriptedStream([]) })).toThrow(RangeError);
    expect(() => title.play({ bet: 10n, stream: createScriptedStream([]), buyFeature: true })).toThrow(RangeError);
    expect(title.mechanics).not.toContain('FEATURE_BUY');
  });

  it('replays a round exactly from the same stream', () => {
    const definition = cascadeGame(TWO_STEP_REELS);
    const playOnce = () =>
      playCascadeRound(definition, { bet: 10n, stream: createSimulationStream(5), buyFeature: true });
    expect(playOnce()).toEqual(playOnce());
  });
});
