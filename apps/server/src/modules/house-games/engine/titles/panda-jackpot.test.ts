import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../../lib/fair-rng.ts';
import { createScriptedStream } from '../scripted-stream.ts';
import { createSimulationStream } from '../simulation-rng.ts';
import { playSlotRound } from '../slot-engine.ts';
import { SITE_JACKPOT_TRIGGER } from '../slot-jackpot-trigger.ts';
import { computeSlotRtp } from '../slot-rtp.ts';
import { PANDA_BASE_GAME, PANDA_JACKPOT, type PandaJackpotDetail } from './panda-jackpot.ts';

const bet = 100n;
const D = SITE_JACKPOT_TRIGGER.stakeUnitsPerHit;

describe('Panda Jackpot', () => {
  it('declares the exact RTP of its base game (the pool excluded), and feeds the pool 1% of each stake', () => {
    expect(Math.abs(computeSlotRtp(PANDA_BASE_GAME).totalRtp * 100 - PANDA_JACKPOT.declaredRtp)).toBeLessThan(0.005);
    expect(PANDA_JACKPOT.declaredRtp).toBeGreaterThanOrEqual(94.5);
    expect(PANDA_JACKPOT.declaredRtp).toBeLessThanOrEqual(96.5);
    expect(PANDA_JACKPOT.jackpot?.contributionPercent).toBe(1);
    expect(PANDA_JACKPOT.mechanics).toContain('JACKPOT');
  });

  it('draws the jackpot first, then plays exactly playSlotRound on the rest of the stream', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const stream = createSimulationStream(seed);
      const round = PANDA_JACKPOT.play({ bet, stream });
      const direct = createSimulationStream(seed);
      const draw = direct.nextInt(D);
      const expected = playSlotRound({ game: PANDA_BASE_GAME, bet, stream: direct });
      const detail = round.detail as PandaJackpotDetail;
      expect(detail.jackpot.draw).toBe(draw);
      expect({ ...detail, jackpot: undefined }).toEqual({ ...expected, jackpot: undefined });
      expect(round.totalWin).toBe(expected.totalWin);
      expect(stream.nextUint32()).toBe(direct.nextUint32());
    }
  });

  it('hits when the draw falls below the bet, for a small and a large bet alike', () => {
    const stops = [0, 0, 0, 0, 0];
    const hit = PANDA_JACKPOT.play({ bet, stream: createScriptedStream([99, ...stops]) });
    expect(hit.jackpotHit).toBe(true);
    expect(PANDA_JACKPOT.play({ bet, stream: createScriptedStream([100, ...stops]) }).jackpotHit).toBe(false);
    const large = 25_000n;
    expect(PANDA_JACKPOT.play({ bet: large, stream: createScriptedStream([24_999, ...stops]) }).jackpotHit).toBe(true);
    expect(PANDA_JACKPOT.play({ bet: large, stream: createScriptedStream([25_000, ...stops]) }).jackpotHit).toBe(false);
    const stream = createScriptedStream([0, ...stops]);
    PANDA_JACKPOT.play({ bet, stream });
    expect(stream.requested).toEqual([D, ...PANDA_BASE_GAME.reels.map((strip) => strip.length)]);
  });

  it('replays a fair round exactly from its seeds, and its paytable is plain JSON with the trigger odds', () => {
    for (let nonce = 0; nonce < 100; nonce += 1) {
      const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'panda', nonce };
      const first = PANDA_JACKPOT.play({ bet, stream: createOutcomeStream(seeds) });
      expect(PANDA_JACKPOT.play({ bet, stream: createOutcomeStream(seeds) })).toEqual(first);
    }
    const paytable = PANDA_JACKPOT.paytable();
    expect(JSON.parse(JSON.stringify(paytable))).toEqual(paytable);
    expect(paytable.jackpot).toMatchObject({ contributionPercent: 1, stakeUnitsPerHit: D });
  });

  it('refuses a bet that is not a positive multiple of 25 before drawing anything, and a feature buy', () => {
    const stream = createScriptedStream([]);
    expect(PANDA_JACKPOT.betUnit).toBe(25);
    expect(() => PANDA_JACKPOT.play({ bet: 40n, stream })).toThrow(RangeError);
    expect(() => PANDA_JACKPOT.play({ bet: 0n, stream })).toThrow(RangeError);
    expect(() => PANDA_JACKPOT.play({ bet, stream, buyFeature: true })).toThrow(RangeError);
    expect(stream.requested).toHaveLength(0);
  });
});
