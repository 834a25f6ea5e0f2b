import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';
import { computeVnExpectedHits } from './vn-bet-probability.ts';
import { DEFAULT_VN_ODDS, type VnBetType } from './vn-bet-types.ts';
import { createVnBetSettler, type VnBet } from './vn-bets.ts';
import { drawVnResult } from './vn-draw.ts';
import type { VnRegionCode } from './vn-regions.ts';

const DRAWS = 20_000;
const PICKS: Readonly<Record<VnBetType, readonly string[]>> = {
  'lo-2': ['13'],
  'lo-3': ['813'],
  'lo-4': ['2813'],
  de: ['13'],
  'de-dau': ['13'],
  'de-giai-nhat': ['13'],
  dau: ['1'],
  duoi: ['3'],
  '3-cang': ['813'],
  'xien-2': ['13', '31'],
  'xien-3': ['13', '31', '57'],
  'xien-4': ['13', '31', '57', '75'],
  'truot-4': ['13', '31', '57', '75'],
  'truot-8': ['00', '11', '22', '33', '44', '55', '66', '77'],
  'truot-10': ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'],
};
// Frequent enough in 20,000 draws for a 4.5-sigma band to be tight; lô 4 số and xiên 4 (rare) are covered exactly.
const TYPES: readonly VnBetType[] = [
  'lo-2',
  'lo-3',
  'de',
  'de-dau',
  'dau',
  'duoi',
  'xien-2',
  'xien-3',
  'truot-4',
  'truot-8',
  'truot-10',
];

describe('settled draws agree with the exact hit law', () => {
  for (const region of ['MB', 'MN'] as const satisfies readonly VnRegionCode[]) {
    it(`in ${region}: mean hits per ticket within 4.5 standard errors of computeVnExpectedHits`, () => {
      const hits = new Map<VnBetType, number>(TYPES.map((type) => [type, 0]));
      const bets = TYPES.map((type): VnBet => ({ type, region, picks: PICKS[type], points: 1, stakePerPoint: 1000n }));
      for (let draw = 0; draw < DRAWS; draw += 1) {
        const result = drawVnResult({
          stream: createDrawStream({ seed: `sim-bets-${region}`, drawId: `${draw}` }),
          region,
        });
        const settle = createVnBetSettler({ result, odds: DEFAULT_VN_ODDS });
        for (const bet of bets) hits.set(bet.type, (hits.get(bet.type) ?? 0) + settle(bet).hits);
      }
      for (const type of TYPES) {
        const expected = computeVnExpectedHits(type, region);
        // Hits per ticket are binomial-like (counting bets: sum of independent Bernoulli); variance ≤ mean.
        const standardError = Math.sqrt(expected / DRAWS);
        expect(Math.abs((hits.get(type) ?? 0) / DRAWS - expected), `${region} ${type}`).toBeLessThan(
          4.5 * standardError,
        );
      }
    });
  }
});
