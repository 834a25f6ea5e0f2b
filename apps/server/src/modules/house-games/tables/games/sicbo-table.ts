import type { RandomStream } from '../../../../lib/fair-rng.ts';
import { describeSicBoBoard, playSicBoRound, SICBO_GAME } from '../../engine/sicbo-engine.ts';
import { settleSicBoBets, validateSicBoSpot, type SicBoDice, type SicBoSpot } from '../../engine/sicbo-rules.ts';
import { TableBetError } from '../../engine/table-bet-error.ts';
import type { TableGame } from '../table-game.ts';
import { parseSpotText, spotText } from './spot-text.ts';

/** Throws dealt by one seed: a block of 20 rounds, then its seed is shown. */
export const SICBO_ROLLS_PER_SHOE = 20;

export type SicBoOutcome = { dice: SicBoDice; total: number };

function sicBoSpotOf(text: string): SicBoSpot {
  const { kind, numbers } = parseSpotText(text);
  if (kind === 'TOTAL') return validateSicBoSpot({ kind, total: numbers[0] });
  if (kind === 'COMBINATION') return validateSicBoSpot({ kind, faces: numbers });
  if (kind === 'SPECIFIC_TRIPLE' || kind === 'SPECIFIC_DOUBLE' || kind === 'SINGLE')
    return validateSicBoSpot({ kind, face: numbers[0] });
  if (numbers.length > 0) throw new TableBetError('BAD_SPOT', `${kind} names no number`);
  return validateSicBoSpot({ kind });
}

function canonical(spot: SicBoSpot): string {
  if ('total' in spot) return spotText(spot.kind, [spot.total]);
  if ('faces' in spot) return spotText(spot.kind, spot.faces);
  if ('face' in spot) return spotText(spot.kind, [spot.face]);
  return spot.kind;
}

/** Sic Bo at a live table: three dice per round on the common Macau board. */
export const SICBO_TABLE_GAME: TableGame<SicBoOutcome> = {
  kind: 'SIC_BO',
  version: SICBO_GAME.version,
  dealShoe: (stream: RandomStream) => Array.from({ length: SICBO_ROLLS_PER_SHOE }, () => playSicBoRound(stream)),
  normalizeBet: (bet) => [{ spot: canonical(sicBoSpotOf(bet.spot)), amount: bet.amount }],
  settle: (bets, outcome) => {
    const wins = settleSicBoBets(
      bets.map((bet) => ({ spot: sicBoSpotOf(bet.spot), amount: bet.amount })),
      outcome.dice,
    );
    return {
      spots: bets.map((bet, index) => ({ ...bet, win: wins[index]! })),
      win: wins.reduce((sum, win) => sum + win, 0n),
      validBet: bets.reduce((sum, bet) => sum + bet.amount, 0n),
    };
  },
  paytable: () => describeSicBoBoard() as unknown as Record<string, unknown>,
};
