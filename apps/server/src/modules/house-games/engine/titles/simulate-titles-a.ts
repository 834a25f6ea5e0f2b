/**
 * Measures a title's RTP, standard deviation per round and hit rate on the simulation PRNG — the figures the
 * README records and, for Sugar Cascade, the declared RTPs. Run once, not in tests:
 *   node --import tsx src/modules/house-games/engine/titles/simulate-titles-a.ts <title id> <rounds> [buy] [seed]
 */
import { createSimulationStream } from '../simulation-rng.ts';
import type { SlotTitle } from '../slot-title.ts';
import { TITLES_A } from './titles-a.ts';

const TITLES = TITLES_A;

export function simulateTitle(title: SlotTitle, { rounds, buyFeature, seed }: SimulationOptions): SimulationResult {
  const stream = createSimulationStream(seed);
  const bet = BigInt(title.betUnit * 10);
  let returned = 0;
  let squares = 0;
  let winningRounds = 0;
  let largestWin = 0;
  for (let round = 0; round < rounds; round += 1) {
    const result = title.play({ bet, stream, buyFeature });
    const win = Number(result.totalWin) / Number(result.stake);
    returned += win;
    squares += win * win;
    if (win > 0) winningRounds += 1;
    if (win > largestWin) largestWin = win;
  }
  const mean = returned / rounds;
  const standardDeviation = Math.sqrt(squares / rounds - mean * mean);
  return {
    rtpPercent: mean * 100,
    standardDeviation,
    standardErrorPoints: (standardDeviation / Math.sqrt(rounds)) * 100,
    hitRate: winningRounds / rounds,
    largestWinInStakes: largestWin,
  };
}

type SimulationOptions = { rounds: number; buyFeature: boolean; seed: number };
type SimulationResult = {
  rtpPercent: number;
  /** In stakes (total bets, or bought-feature prices). */
  standardDeviation: number;
  standardErrorPoints: number;
  hitRate: number;
  largestWinInStakes: number;
};

if (process.argv[1]?.endsWith('simulate-titles-a.ts')) {
  const [id, rounds = '1000000', buy = '', seed = '20261124'] = process.argv.slice(2);
  const title = TITLES.find((candidate) => candidate.id === id);
  if (!title) throw new Error(`unknown title ${id}; one of ${TITLES.map((candidate) => candidate.id).join(', ')}`);
  const started = Date.now();
  const result = simulateTitle(title, { rounds: Number(rounds), buyFeature: buy === 'buy', seed: Number(seed) });
  console.log(
    JSON.stringify({ id, rounds: Number(rounds), buy: buy === 'buy', seed, ...result, ms: Date.now() - started }),
  );
}
