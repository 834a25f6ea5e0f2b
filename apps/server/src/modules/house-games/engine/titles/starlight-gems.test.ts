import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../../lib/fair-rng.ts';
import { createScriptedStream } from '../scripted-stream.ts';
import type { ExpandingWildsRound } from '../slot-expanding-wilds-round.ts';
import { computeExpandingWildsRtp } from '../slot-expanding-wilds-rtp.ts';
import { STARLIGHT_GEMS, STARLIGHT_GEMS_GAME } from './starlight-gems.ts';

const bet = 100n;

/** A stop on `reel` whose window of three shows (or, with false, does not show) the wild. */
function stopWithWild(reel: number, wanted: boolean): number {
  const strip = STARLIGHT_GEMS_GAME.reels[reel];
  return strip.findIndex(
    (_, stop) => [0, 1, 2].some((row) => strip[(stop + row) % strip.length] === 'WILD') === wanted,
  );
}

describe('Starlight Gems', () => {
  it('declares its exact RTP (both-ways lines with expanding-wild respins), between 94.5% and 96.5%', () => {
    const rtp = computeExpandingWildsRtp(STARLIGHT_GEMS_GAME);
    expect(Math.abs(rtp.totalRtp * 100 - STARLIGHT_GEMS.declaredRtp)).toBeLessThan(0.005);
    expect(STARLIGHT_GEMS.declaredRtp).toBeGreaterThanOrEqual(94.5);
    expect(STARLIGHT_GEMS.declaredRtp).toBeLessThanOrEqual(96.5);
    expect(rtp.expectedRespins).toBeGreaterThan(0.2);
  });

  it('has the wild on reels 2–4 only, one per strip, and 10 lines at two coins each', () => {
    STARLIGHT_GEMS_GAME.reels.forEach((strip, reel) => {
      expect(strip.filter((symbol) => symbol === 'WILD')).toHaveLength(reel === 0 || reel === 4 ? 0 : 1);
      expect(strip.length).toBeLessThanOrEqual(32);
    });
    expect(STARLIGHT_GEMS.betUnit).toBe(20);
    expect(STARLIGHT_GEMS_GAME.paylines).toHaveLength(10);
  });

  it('respins with the landed wild held: the respin draws the four other reels only', () => {
    const paidStops = [0, stopWithWild(1, false), stopWithWild(2, true), stopWithWild(3, false), 0];
    const respinStops = [5, stopWithWild(1, false), stopWithWild(3, false), 7];
    const stream = createScriptedStream([...paidStops, ...respinStops]);
    const round = STARLIGHT_GEMS.play({ bet, stream });
    const detail = round.detail as ExpandingWildsRound;
    expect(detail.spins).toHaveLength(2);
    expect(detail.spins[0].newWildReels).toEqual([2]);
    expect(detail.spins[1].grid[2]).toEqual(['WILD', 'WILD', 'WILD']);
    expect(detail.spins[1].stops[2]).toBeNull();
    expect(stream.requested).toHaveLength(9);
    expect(round.totalWin).toBe(detail.spins[0].win + detail.spins[1].win);
  });

  it('replays a fair round exactly from its seeds, and its paytable is plain JSON', () => {
    let respins = 0;
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'starlight', nonce };
      const first = STARLIGHT_GEMS.play({ bet, stream: createOutcomeStream(seeds) });
      expect(STARLIGHT_GEMS.play({ bet, stream: createOutcomeStream(seeds) })).toEqual(first);
      respins += (first.detail as ExpandingWildsRound).spins.length - 1;
    }
    expect(respins).toBeGreaterThan(0);
    const paytable = STARLIGHT_GEMS.paytable();
    expect(JSON.parse(JSON.stringify(paytable))).toEqual(paytable);
  });

  it('refuses a bet that is not a positive multiple of 20 coins, and a feature buy', () => {
    const stream = createScriptedStream([]);
    expect(() => STARLIGHT_GEMS.play({ bet: 30n, stream })).toThrow(RangeError);
    expect(() => STARLIGHT_GEMS.play({ bet: 0n, stream })).toThrow(RangeError);
    expect(() => STARLIGHT_GEMS.play({ bet, stream, buyFeature: true })).toThrow(RangeError);
  });
});
