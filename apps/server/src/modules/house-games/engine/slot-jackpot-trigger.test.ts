import { describe, expect, it } from 'vitest';
import { createScriptedStream } from './scripted-stream.ts';
import { createSimulationStream } from './simulation-rng.ts';
import {
  countedBetOf,
  drawJackpotTrigger,
  jackpotHitProbability,
  poolEconomicsOf,
  SITE_JACKPOT_TRIGGER,
  type JackpotTriggerRules,
} from './slot-jackpot-trigger.ts';

const rules = SITE_JACKPOT_TRIGGER;

describe('progressive jackpot trigger', () => {
  it('hits when one draw of nextInt(D) falls below the bet in minor units', () => {
    const below = createScriptedStream([99]);
    expect(drawJackpotTrigger(rules, 100n, below)).toEqual({
      hit: true,
      draw: 99,
      countedBet: 100,
      stakeUnitsPerHit: rules.stakeUnitsPerHit,
    });
    expect(below.requested).toEqual([rules.stakeUnitsPerHit]);
    expect(drawJackpotTrigger(rules, 100n, createScriptedStream([100])).hit).toBe(false);
  });

  it('gives every minor unit staked the same chance, up to the cap', () => {
    expect(jackpotHitProbability(rules, 100n)).toBe(1e-7);
    expect(jackpotHitProbability(rules, 10_000n)).toBe(1e-5);
    expect(countedBetOf(rules, BigInt(rules.maxCountedBet) * 5n)).toBe(rules.maxCountedBet);
    expect(jackpotHitProbability(rules, 10n ** 30n)).toBe(rules.maxCountedBet / rules.stakeUnitsPerHit);
    expect(() => countedBetOf(rules, 0n)).toThrow(RangeError);
    expect(() => countedBetOf({ stakeUnitsPerHit: 2 ** 33, maxCountedBet: 1 }, 1n)).toThrow(RangeError);
  });

  it('hits small and large bets at rates proportional to the bet (simulated on a small D)', () => {
    const small: JackpotTriggerRules = { stakeUnitsPerHit: 10_000, maxCountedBet: 5_000 };
    const stream = createSimulationStream(11);
    const rounds = 400_000;
    const rateOf = (bet: bigint): number => {
      let hits = 0;
      for (let round = 0; round < rounds; round += 1) if (drawJackpotTrigger(small, bet, stream).hit) hits += 1;
      return hits / rounds;
    };
    // Standard errors: 0.00016 at p = 0.01 and 0.00047 at p = 0.1, so these bands sit past four of them.
    expect(Math.abs(rateOf(100n) - 0.01)).toBeLessThan(0.0007);
    expect(Math.abs(rateOf(1_000n) - 0.1)).toBeLessThan(0.002);
    expect(Math.abs(rateOf(50_000n) - 0.5)).toBeLessThan(0.004);
  });

  it('states the pool maths: E[pool at hit] = S + c·D, long-run return c + S/D, equilibrium c·D', () => {
    const economics = poolEconomicsOf({ rules, seedAmount: 2_000_000, contributionPercent: 1 });
    expect(economics.expectedGrowthBetweenHits).toBe(10_000_000);
    expect(economics.expectedPoolAtHit).toBe(12_000_000);
    expect(economics.longRunReturnPerStake).toBeCloseTo(0.012, 12);
    expect(economics.equilibriumPool).toBe(10_000_000);
  });

  it('grows the pool by c·D between hits whatever the bet mix (simulated on a small D)', () => {
    const small: JackpotTriggerRules = { stakeUnitsPerHit: 20_000, maxCountedBet: 20_000 };
    const stream = createSimulationStream(5);
    const bets = [20n, 100n, 500n, 2_000n];
    let staked = 0;
    let hits = 0;
    // About 30 bets a hit; a trigger that stopped hitting fails on the bound, not at the test's timeout.
    for (let draws = 0; hits < 20_000; draws += 1) {
      expect(draws).toBeLessThan(5_000_000);
      const bet = bets[stream.nextInt(bets.length)];
      staked += Number(bet);
      if (drawJackpotTrigger(small, bet, stream).hit) hits += 1;
    }
    // Stake between hits averages D (so contributions average c·D); 20,000 hits give a 0.7% standard error.
    expect(Math.abs(staked / hits / small.stakeUnitsPerHit - 1)).toBeLessThan(0.03);
  });
});
