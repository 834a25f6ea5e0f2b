import { describe, expect, it } from 'vitest';
import { createSimulationStream } from './simulation-rng.ts';
import type { SlotTitle } from './slot-title.ts';
import type { SlotVolatility } from './slot-types.ts';
import { KOI_FORTUNE_LINK } from './titles/koi-fortune-link.ts';
import { PANDA_JACKPOT } from './titles/panda-jackpot.ts';
import { STARLIGHT_GEMS } from './titles/starlight-gems.ts';

/**
 * Each title's declared RTP is exact (computed in its own unit test); this plays the titles themselves, so a bug in
 * play() that the maths does not share shows up here. Koi Fortune Link's spread (5.6 bets) needs twice the rounds
 * for a standard error of 0.4 points; the others stay under 0.3. Panda Jackpot's pool is left out, as declared.
 */
const CASES: { title: SlotTitle; rounds: number }[] = [
  { title: STARLIGHT_GEMS, rounds: 1_000_000 },
  { title: PANDA_JACKPOT, rounds: 1_000_000 },
  { title: KOI_FORTUNE_LINK, rounds: 2_000_000 },
];
const SD_BANDS: Record<SlotVolatility, [number, number]> = { low: [0, 2.5], medium: [2.5, 4.5], high: [4.5, Infinity] };

function simulate(title: SlotTitle, rounds: number, seed: number) {
  const stream = createSimulationStream(seed);
  const bet = BigInt(title.betUnit * 5);
  const betUnits = Number(bet);
  let returned = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round += 1) {
    const win = Number(title.play({ bet, stream }).totalWin) / betUnits;
    returned += win;
    squares += win * win;
  }
  const mean = returned / rounds;
  return { rtpPercent: mean * 100, standardDeviation: Math.sqrt(squares / rounds - mean * mean) };
}

describe('slot titles B by simulation (seeded, simulation PRNG)', () => {
  for (const { title, rounds } of CASES) {
    it(`${title.title}: ${rounds} rounds land within ±1 point of the declared ${title.declaredRtp}%`, () => {
      const { rtpPercent, standardDeviation } = simulate(title, rounds, 20_261_124);
      expect(Math.abs(rtpPercent - title.declaredRtp)).toBeLessThan(1);
      expect(standardDeviation / Math.sqrt(rounds)).toBeLessThan(0.0042);
      const [low, high] = SD_BANDS[title.volatility];
      expect(standardDeviation).toBeGreaterThanOrEqual(low);
      expect(standardDeviation).toBeLessThan(high);
    }, 120_000);
  }
});
