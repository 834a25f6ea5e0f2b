import type { RandomStream } from '../../../../lib/fair-rng.ts';
import {
  describeRouletteBoard,
  expandRacetrackBet,
  RACETRACK_KINDS,
  ROULETTE_GAME,
  settleRouletteBets,
  spinRoulette,
  type RacetrackBet,
} from '../../engine/roulette-engine.ts';
import { INSIDE_KINDS, RED_NUMBERS, validateRouletteSpot, type RouletteSpot } from '../../engine/roulette-layout.ts';
import type { TableBet, TableGame } from '../table-game.ts';
import { parseSpotText, spotText } from './spot-text.ts';

/** Spins dealt by one seed: a block of 20 rounds (10 minutes at a 30-second cycle), then its seed is shown. */
export const ROULETTE_SPINS_PER_SHOE = 20;

export type RouletteOutcome = { number: number; color: 'RED' | 'BLACK' | 'GREEN' };

function rouletteSpotOf(text: string): RouletteSpot {
  const { kind, numbers } = parseSpotText(text);
  if ((INSIDE_KINDS as readonly string[]).includes(kind)) return validateRouletteSpot({ kind, numbers });
  if (kind === 'DOZEN') return validateRouletteSpot({ kind, dozen: numbers[0] });
  if (kind === 'COLUMN') return validateRouletteSpot({ kind, column: numbers[0] });
  return validateRouletteSpot({ kind, ...(numbers.length > 0 ? { numbers } : {}) });
}

function racetrackOf(text: string): RacetrackBet | null {
  const { kind, numbers } = parseSpotText(text);
  if (!(RACETRACK_KINDS as readonly string[]).includes(kind)) return null;
  return kind === 'NEIGHBOURS'
    ? { kind, number: numbers[0] ?? -1 }
    : ({ kind } as Exclude<RacetrackBet, { kind: 'NEIGHBOURS' }>);
}

/** The spot's words in canonical form: inside numbers ascending, so "SPLIT:20-17" and "SPLIT:17-20" are one spot. */
function canonical(spot: RouletteSpot): string {
  if ('numbers' in spot) return spotText(spot.kind, spot.numbers);
  if ('dozen' in spot) return spotText(spot.kind, [spot.dozen]);
  if ('column' in spot) return spotText(spot.kind, [spot.column]);
  return spot.kind;
}

const colorOf = (number: number): RouletteOutcome['color'] =>
  number === 0 ? 'GREEN' : RED_NUMBERS.includes(number) ? 'RED' : 'BLACK';

/** European roulette at a live table: one pocket per round; announced (racetrack) bets become their board chips. */
export const ROULETTE_TABLE_GAME: TableGame<RouletteOutcome> = {
  kind: 'ROULETTE',
  version: ROULETTE_GAME.version,
  dealShoe: (stream: RandomStream) =>
    Array.from({ length: ROULETTE_SPINS_PER_SHOE }, () => {
      const number = spinRoulette(stream);
      return { number, color: colorOf(number) };
    }),
  normalizeBet: (bet: TableBet) => {
    const announced = racetrackOf(bet.spot);
    if (!announced) return [{ spot: canonical(rouletteSpotOf(bet.spot)), amount: bet.amount }];
    return expandRacetrackBet(announced, bet.amount).map((chip) => ({
      spot: canonical(chip.spot),
      amount: chip.amount,
    }));
  },
  settle: (bets, outcome) => {
    const wins = settleRouletteBets(
      bets.map((bet) => ({ spot: rouletteSpotOf(bet.spot), amount: bet.amount })),
      outcome.number,
    );
    const spots = bets.map((bet, index) => ({ ...bet, win: wins[index]! }));
    return {
      spots,
      win: wins.reduce((sum, win) => sum + win, 0n),
      validBet: bets.reduce((sum, bet) => sum + bet.amount, 0n),
    };
  },
  paytable: () => describeRouletteBoard() as unknown as Record<string, unknown>,
};
