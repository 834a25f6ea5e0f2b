import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../../lib/fair-rng.ts';
import { createScriptedStream } from '../scripted-stream.ts';
import { computeLinesHoldAndWinRtp } from '../slot-hold-and-win.ts';
import { KOI_BASE_GAME, KOI_FORTUNE_LINK, KOI_HOLD_AND_WIN, type KoiFortuneLinkDetail } from './koi-fortune-link.ts';

const PEARL = KOI_BASE_GAME.scatter;
const EMPTY = KOI_HOLD_AND_WIN.cellDrawRange - 1;
const bet = 200n;

/** A stop on `reel` whose window of three shows exactly `pearls` pearls. */
function stopShowing(reel: number, pearls: number): number {
  const strip = KOI_BASE_GAME.reels[reel];
  const stop = strip.findIndex(
    (_, start) => [0, 1, 2].filter((row) => strip[(start + row) % strip.length] === PEARL).length === pearls,
  );
  if (stop < 0) throw new Error(`reel ${reel} never shows ${pearls} pearls`);
  return stop;
}

describe('Koi Fortune Link', () => {
  it('declares its exact RTP: lines plus the hold-and-win expectation, between 94.5% and 96.5%', () => {
    const rtp = computeLinesHoldAndWinRtp(KOI_BASE_GAME, KOI_HOLD_AND_WIN);
    expect(Math.abs(rtp.totalRtp * 100 - KOI_FORTUNE_LINK.declaredRtp)).toBeLessThan(0.005);
    expect(KOI_FORTUNE_LINK.declaredRtp).toBeGreaterThanOrEqual(94.5);
    expect(KOI_FORTUNE_LINK.declaredRtp).toBeLessThanOrEqual(96.5);
    expect(rtp.triggerProbability).toBeGreaterThan(1 / 150);
    expect(rtp.triggerProbability).toBeLessThan(1 / 50);
  });

  it('starts the feature on six pearls: they lock with their drawn prizes, and three empty respins end it', () => {
    const stops = [stopShowing(0, 2), stopShowing(1, 2), stopShowing(2, 2), stopShowing(3, 0), stopShowing(4, 0)];
    const prizeDraws = [0, 350, 985, 995, 999, 0];
    const stream = createScriptedStream([...stops, ...prizeDraws, ...Array(9 * 3).fill(EMPTY)]);
    const round = KOI_FORTUNE_LINK.play({ bet, stream });
    const detail = round.detail as KoiFortuneLinkDetail;
    expect(stream.requested).toEqual([
      ...KOI_BASE_GAME.reels.map((strip) => strip.length),
      ...Array(6).fill(1000),
      ...Array(27).fill(KOI_HOLD_AND_WIN.cellDrawRange),
    ]);
    expect(detail.baseSpin.cashCells.map((cell) => [cell.reel, cell.kind, cell.valueInBets])).toEqual([
      [0, 'CASH', 1],
      [0, 'CASH', 2],
      [1, 'MINI', 20],
      [1, 'MINOR', 50],
      [2, 'MAJOR', 200],
      [2, 'CASH', 1],
    ]);
    const feature = detail.holdAndWin!;
    expect(feature.respins.map((respin) => respin.respinsLeft)).toEqual([2, 1, 0]);
    expect(feature.cashWin).toBe(274n * bet);
    expect(feature.isFullGrid).toBe(false);
    expect(round.totalWin).toBe(detail.baseSpin.lineWin + 274n * bet);
    expect(detail.totalWin).toBe(round.totalWin);
    expect(round.stake).toBe(bet);
  });

  it('pays nothing for five pearls: their prizes are drawn and shown, but no feature starts', () => {
    const stops = [stopShowing(0, 2), stopShowing(1, 2), stopShowing(2, 1), stopShowing(3, 0), stopShowing(4, 0)];
    const stream = createScriptedStream([...stops, 999, 999, 999, 999, 999]);
    const round = KOI_FORTUNE_LINK.play({ bet, stream });
    const detail = round.detail as KoiFortuneLinkDetail;
    expect(detail.baseSpin.cashCells).toHaveLength(5);
    expect(detail.holdAndWin).toBeNull();
    expect(round.totalWin).toBe(detail.baseSpin.lineWin);
    expect(stream.requested).toHaveLength(10);
  });

  it('replays a fair round exactly from its seeds, and its paytable is plain JSON', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'koi', nonce };
      const first = KOI_FORTUNE_LINK.play({ bet, stream: createOutcomeStream(seeds) });
      expect(KOI_FORTUNE_LINK.play({ bet, stream: createOutcomeStream(seeds) })).toEqual(first);
    }
    const paytable = KOI_FORTUNE_LINK.paytable();
    expect(JSON.parse(JSON.stringify(paytable))).toEqual(paytable);
    expect(paytable.holdAndWin).toMatchObject({ jackpots: { MINI: 20, MINOR: 50, MAJOR: 200, GRAND: 1000 } });
  });

  it('refuses bets that are not a positive multiple of the 20 lines, and a feature buy', () => {
    const stream = createScriptedStream([]);
    expect(KOI_FORTUNE_LINK.betUnit).toBe(20);
    expect(() => KOI_FORTUNE_LINK.play({ bet: 30n, stream })).toThrow(RangeError);
    expect(() => KOI_FORTUNE_LINK.play({ bet: 0n, stream })).toThrow(RangeError);
    expect(() => KOI_FORTUNE_LINK.play({ bet: -20n, stream })).toThrow(RangeError);
    expect(() => KOI_FORTUNE_LINK.play({ bet, stream, buyFeature: true })).toThrow(RangeError);
    expect(stream.requested).toHaveLength(0);
  });
});
