import { describe, expect, it } from 'vitest';
import type { SlotTitle } from '../slot-title.ts';
import type { SlotVolatility } from '../slot-types.ts';
import { JADE_TEMPLE } from './jade-temple.ts';
import { SANDS_OF_ANUBIS } from './sands-of-anubis.ts';
import { simulateTitle } from './simulate-titles-a.ts';
import { SUGAR_CASCADE } from './sugar-cascade.ts';
import { WILD_BUFFALO } from './wild-buffalo.ts';

/**
 * Seeded rounds on the simulation PRNG (a seed the declared-RTP runs did not use), each within ±1 point of the
 * declared RTP. The counts hold the standard error (SD per round / √rounds, SD measured here) to about 0.45 points
 * or less: the paid games have heavy tails (SD 3.9 to 9.8 bets), so 0.25 points would take 10^7 rounds and more;
 * bought rounds vary far less (SD 0.6 and 1.0 prices). The SD per paid round bands the volatility label, as for the
 * line titles. About 27 s on one core.
 */
const CASES: { title: SlotTitle; rounds: number; buyFeature: boolean; maxStandardError: number }[] = [
  { title: JADE_TEMPLE, rounds: 1_000_000, buyFeature: false, maxStandardError: 0.0045 },
  { title: WILD_BUFFALO, rounds: 5_000_000, buyFeature: false, maxStandardError: 0.0038 },
  { title: SUGAR_CASCADE, rounds: 3_000_000, buyFeature: false, maxStandardError: 0.0038 },
  { title: SANDS_OF_ANUBIS, rounds: 5_000_000, buyFeature: false, maxStandardError: 0.0047 },
  { title: SUGAR_CASCADE, rounds: 200_000, buyFeature: true, maxStandardError: 0.0015 },
  { title: SANDS_OF_ANUBIS, rounds: 200_000, buyFeature: true, maxStandardError: 0.003 },
];
const SD_BANDS: Record<SlotVolatility, [number, number]> = { low: [0, 2.5], medium: [2.5, 4.5], high: [4.5, Infinity] };

describe('slots-a titles: RTP by simulation (seeded, simulation PRNG)', () => {
  for (const { title, rounds, buyFeature, maxStandardError } of CASES) {
    const declared = buyFeature ? title.featureBuy!.declaredRtp : title.declaredRtp;
    const label = `${title.title}${buyFeature ? ' (feature bought)' : ''}`;
    it(`${label}: ${rounds} rounds land within ±1 point of the declared ${declared}%`, () => {
      const result = simulateTitle(title, { rounds, buyFeature, seed: 20_240_601 });
      expect(Math.abs(result.rtpPercent - declared)).toBeLessThan(1);
      expect(result.standardDeviation / Math.sqrt(rounds)).toBeLessThan(maxStandardError);
      if (!buyFeature) {
        const [low, high] = SD_BANDS[title.volatility];
        expect(result.standardDeviation).toBeGreaterThanOrEqual(low);
        expect(result.standardDeviation).toBeLessThan(high);
      }
    }, 120_000);
  }
});
