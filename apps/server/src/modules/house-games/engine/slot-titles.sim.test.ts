import { describe, expect, it } from 'vitest';
import { createSimulationStream } from './simulation-rng.ts';
import { playSlotRound } from './slot-engine.ts';
import { FRUIT_FIESTA, GOLD_RUSH_777, LUCKY_DRAGON } from './slot-titles.ts';
import type { SlotGameDefinition, SlotVolatility } from './slot-types.ts';

/**
 * Rounds per title give a standard error of at most ~0.25 percentage points (SD per round / √rounds, SD measured
 * below), so the ±1 point check sits four standard errors out. Standard deviation per round, in total bets, bands
 * the volatility label.
 */
const CASES: { game: SlotGameDefinition; rounds: number }[] = [
  { game: FRUIT_FIESTA, rounds: 1_000_000 },
  { game: LUCKY_DRAGON, rounds: 1_500_000 },
  { game: GOLD_RUSH_777, rounds: 5_000_000 },
];
const SD_BANDS: Record<SlotVolatility, [number, number]> = { low: [0, 2.5], medium: [2.5, 4.5], high: [4.5, Infinity] };

function simulate(game: SlotGameDefinition, rounds: number, seed: number) {
  const stream = createSimulationStream(seed);
  const bet = BigInt(game.paylines.length * 5);
  const betUnits = Number(bet);
  let returned = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round += 1) {
    const win = Number(playSlotRound({ game, bet, stream }).totalWin) / betUnits;
    returned += win;
    squares += win * win;
  }
  const mean = returned / rounds;
  return { rtpPercent: mean * 100, standardDeviation: Math.sqrt(squares / rounds - mean * mean) };
}

describe('slot RTP by simulation (seeded, simulation PRNG)', () => {
  for (const { game, rounds } of CASES) {
    it(`${game.title}: ${rounds} rounds land within ±1 point of the declared ${game.declaredRtp}%`, () => {
      const { rtpPercent, standardDeviation } = simulate(game, rounds, 20_240_601);
      expect(Math.abs(rtpPercent - game.declaredRtp)).toBeLessThan(1);
      expect(standardDeviation / Math.sqrt(rounds)).toBeLessThan(0.0026);
      const [low, high] = SD_BANDS[game.volatility];
      expect(standardDeviation).toBeGreaterThanOrEqual(low);
      expect(standardDeviation).toBeLessThan(high);
    }, 60_000);
  }
});
