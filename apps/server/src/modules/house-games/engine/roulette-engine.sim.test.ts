import { describe, expect, it } from 'vitest';
import {
  expandRacetrackBet,
  racetrackRtp,
  rouletteKindRtp,
  settleRouletteBets,
  spinRoulette,
  type RacetrackBet,
} from './roulette-engine.ts';
import { INSIDE_KINDS, OUTSIDE_KINDS, allSpotsOf, validateRouletteBet, type RouletteBet } from './roulette-layout.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { momentsOf, roundsForVariance, sumOf } from './table-simulation.ts';

const CHIP = 10n;

/**
 * One spot per kind, away from the layout's edges where that matters (a mid-table split and corner), and each
 * announced bet: the spins needed follow from the spread of that bet's return (a straight needs ≈ 5.5 million).
 */
const groups: { name: string; bets: RouletteBet[]; exactRtp: number }[] = [
  ...[...INSIDE_KINDS, ...OUTSIDE_KINDS].map((kind) => {
    const spots = allSpotsOf(kind);
    const { numerator, denominator } = rouletteKindRtp(kind);
    return {
      name: kind,
      bets: [validateRouletteBet({ spot: spots[Math.floor(spots.length / 2)], amount: CHIP })],
      exactRtp: numerator / denominator,
    };
  }),
  ...(
    [
      { kind: 'VOISINS_DU_ZERO' },
      { kind: 'TIERS_DU_CYLINDRE' },
      { kind: 'ORPHELINS' },
      { kind: 'JEU_ZERO' },
      { kind: 'NEIGHBOURS', number: 19 },
    ] satisfies RacetrackBet[]
  ).map((bet) => {
    const { numerator, denominator } = racetrackRtp(bet);
    return { name: bet.kind, bets: expandRacetrackBet(bet, CHIP), exactRtp: numerator / denominator };
  }),
];

describe('roulette RTP by simulation (seeded, simulation PRNG)', () => {
  groups.forEach(({ name, bets, exactRtp }, index) => {
    const staked = sumOf(bets.map((bet) => bet.amount));
    const { variance } = momentsOf(
      Array.from({ length: 37 }, (_, number) => ({
        weight: 1,
        returnPerStake: Number(sumOf(settleRouletteBets(bets, number))) / Number(staked),
      })),
    );
    const spins = roundsForVariance(variance);
    it(`${name}: ${spins} spins land within ±1 point of the exact ${(exactRtp * 100).toFixed(2)}%`, () => {
      const stream = createSimulationStream(37_000_001 + index);
      let returned = 0n;
      for (let spin = 0; spin < spins; spin += 1) returned += sumOf(settleRouletteBets(bets, spinRoulette(stream)));
      const rtp = Number(returned) / Number(staked * BigInt(spins));
      expect(Math.abs(rtp - exactRtp) * 100).toBeLessThan(1);
    });
  });
});
