import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../draw-stream.ts';
import { DEFAULT_VN_ODDS, VN_BET_SPECS, VN_BET_TYPES, type VnBetType } from '../vn-bet-types.ts';
import { createVnBetSettler } from '../vn-bets.ts';
import { drawVnResult } from '../vn-draw.ts';
import { jsonRoundTrip, pick, seededRandomInt } from './adapter-test-support.ts';
import { vnEngine } from './vn-engine.ts';

// The adapter settles stored bets with its own counting (no re-pricing); it must pay exactly what the engine pays.
const vn = (betType: string, picks: string[], points: number, unitStake: bigint) =>
  pick(betType, [picks], unitStake, { points });

describe('VN adapter: the fast settler agrees with the engine', () => {
  it('pays what createVnBetSettler pays for random bets of every type on random boards', () => {
    const randomInt = seededRandomInt('vn-cross');
    const winners = new Set<string>();
    for (let draw = 0; draw < 40; draw += 1) {
      const region = (['MB', 'MT', 'MN'] as const)[draw % 3];
      const result = drawVnResult({ stream: createDrawStream({ seed: 'cross', drawId: String(draw) }), region });
      const settle = vnEngine.createSettler({ result, odds: vnEngine.defaultOdds(region), variant: region });
      const reference = createVnBetSettler({ result, odds: DEFAULT_VN_ODDS });
      for (const type of VN_BET_TYPES) {
        const { pickDigits, legs, targetsOf, rule } = VN_BET_SPECS[type as VnBetType];
        // Half the picks from the board's own targets so that every bet type wins now and then; trượt picks at random
        // (about a quarter land on the board anyway), or trượt 8 and 10 would hardly ever win.
        const targets = [...new Set(targetsOf(result))];
        const count = legs + randomInt(3);
        const seen = new Set<string>();
        // Bounded: 1,000 draws find a handful of distinct picks among 10–10,000 values many times over.
        for (let attempt = 0; attempt < 1_000 && seen.size < count; attempt += 1) {
          const fromBoard = rule !== 'none' && randomInt(2) === 0;
          seen.add(
            fromBoard
              ? targets[randomInt(targets.length)]
              : String(randomInt(10 ** pickDigits)).padStart(pickDigits, '0'),
          );
        }
        expect(seen.size, `distinct picks for ${type}`).toBe(count);
        const selection = vn(type, [...seen], 1 + randomInt(3), BigInt(1 + randomInt(2000)));
        const { stored } = vnEngine.price({ selection, odds: {}, variant: region });
        const expected = reference({
          type,
          region,
          picks: [...seen],
          points: selection.points,
          stakePerPoint: selection.unitStake,
        }).payout;
        expect(settle(jsonRoundTrip(stored)).payout).toBe(expected);
        if (expected > 0n) winners.add(type);
      }
    }
    expect([...winners].sort()).toEqual([...VN_BET_TYPES].sort());
  });
});
