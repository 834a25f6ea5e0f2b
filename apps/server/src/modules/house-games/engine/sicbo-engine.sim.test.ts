import { describe, expect, it } from 'vitest';
import { ALL_SICBO_ROLLS, SICBO_PAYTABLE_ROWS, playSicBoRound, sicBoRowRtp } from './sicbo-engine.ts';
import { settleSicBoBets, validateSicBoBet, type SicBoBet, type SicBoSpot } from './sicbo-rules.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { momentsOf, roundsForVariance, sumOf } from './table-simulation.ts';

const STAKE = 10n;
const rowSpots = (name: string): readonly SicBoSpot[] => {
  const row = SICBO_PAYTABLE_ROWS.find((candidate) => candidate.row === name);
  if (!row) throw new Error(`no paytable row ${name}`);
  return row.spots;
};

/**
 * Each round stakes every spot of a paytable row (all six triples, all fifteen combinations …), and the two
 * totals that pay alike (4 and 17, 5 and 16 …) together: a lone specific triple at 180:1 would need 24 million
 * rounds for the standard error the ±1 point check wants, the six together about 4 million.
 */
const groups: { name: string; spots: readonly SicBoSpot[] }[] = [
  ...['SMALL', 'BIG', 'ODD', 'EVEN', 'SPECIFIC_TRIPLE', 'ANY_TRIPLE', 'SPECIFIC_DOUBLE', 'COMBINATION', 'SINGLE'].map(
    (name) => ({ name, spots: rowSpots(name) }),
  ),
  ...[4, 5, 6, 7, 8, 9, 10].map((low) => ({
    name: `TOTAL_${low}_AND_${21 - low}`,
    spots: [...rowSpots(`TOTAL_${low}`), ...rowSpots(`TOTAL_${21 - low}`)],
  })),
];

describe('sic bo RTP by simulation (seeded, simulation PRNG)', () => {
  groups.forEach(({ name, spots }, index) => {
    const bets: SicBoBet[] = spots.map((spot) => validateSicBoBet({ spot, amount: STAKE }));
    const staked = STAKE * BigInt(bets.length);
    const { numerator, denominator } = sicBoRowRtp(spots);
    const exactRtp = numerator / denominator;
    const { variance } = momentsOf(
      ALL_SICBO_ROLLS.map((dice) => ({
        weight: 1,
        returnPerStake: Number(sumOf(settleSicBoBets(bets, dice))) / Number(staked),
      })),
    );
    const rounds = roundsForVariance(variance);
    it(`${name}: ${rounds} rounds land within ±1 point of the exact ${(exactRtp * 100).toFixed(2)}%`, () => {
      const stream = createSimulationStream(216_000_001 + index);
      let returned = 0n;
      for (let round = 0; round < rounds; round += 1)
        returned += sumOf(settleSicBoBets(bets, playSicBoRound(stream).dice));
      const rtp = Number(returned) / Number(staked * BigInt(rounds));
      expect(Math.abs(rtp - exactRtp) * 100).toBeLessThan(1);
    });
  });
});
