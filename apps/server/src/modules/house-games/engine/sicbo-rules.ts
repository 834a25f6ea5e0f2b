import type { RandomStream } from '../../../lib/fair-rng.ts';
import { TableBetError, assertStake, isIntegerIn } from './table-bet-error.ts';

export const SICBO_BET_KINDS = [
  'SMALL',
  'BIG',
  'ODD',
  'EVEN',
  'SPECIFIC_TRIPLE',
  'ANY_TRIPLE',
  'SPECIFIC_DOUBLE',
  'TOTAL',
  'COMBINATION',
  'SINGLE',
] as const;
export type SicBoBetKind = (typeof SICBO_BET_KINDS)[number];

/** Where the chip sits on the board: plain JSON, as the member sends it. */
export type SicBoSpot =
  | { kind: 'SMALL' | 'BIG' | 'ODD' | 'EVEN' | 'ANY_TRIPLE' }
  | { kind: 'SPECIFIC_TRIPLE' | 'SPECIFIC_DOUBLE' | 'SINGLE'; face: number }
  | { kind: 'TOTAL'; total: number }
  | { kind: 'COMBINATION'; faces: readonly number[] };

export type SicBoBet = { spot: SicBoSpot; amount: bigint };
export type SicBoDice = readonly [number, number, number];

/** Profit per unit staked on each total (the common Macau board); 3 and 18 are triples and are not offered. */
export const SICBO_TOTAL_RATIO: Readonly<Record<number, number>> = Object.freeze({
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
});

/** Profit per unit staked; SINGLE pays 1, 2 or 3 to 1 by how many dice show the face, TOTAL by the table above. */
export const SICBO_PAYOUT_RATIO = Object.freeze({
  SMALL: 1,
  BIG: 1,
  ODD: 1,
  EVEN: 1,
  SPECIFIC_TRIPLE: 180,
  ANY_TRIPLE: 30,
  SPECIFIC_DOUBLE: 10,
  COMBINATION: 5,
} as const);

/** Three dice in order, each `1 + nextInt(6)`. */
export function rollSicBo(stream: RandomStream): SicBoDice {
  return [1 + stream.nextInt(6), 1 + stream.nextInt(6), 1 + stream.nextInt(6)];
}

export function validateSicBoDice(dice: readonly number[]): SicBoDice {
  if (dice.length !== 3 || !isIntegerIn(dice[0], 1, 6) || !isIntegerIn(dice[1], 1, 6) || !isIntegerIn(dice[2], 1, 6))
    throw new RangeError(`sic bo needs three dice 1–6, got ${JSON.stringify(dice)}`);
  return dice as SicBoDice;
}

function faceOf(spot: unknown, kind: string): number {
  const { face } = spot as { face?: unknown };
  if (!isIntegerIn(face, 1, 6)) throw new TableBetError('BAD_SPOT', `${kind} must name a face 1–6`);
  return face;
}

/** Checks a spot from outside (JSON) and returns it normalised (combination faces ascending). */
export function validateSicBoSpot(spot: unknown): SicBoSpot {
  if (typeof spot !== 'object' || spot === null) throw new TableBetError('BAD_SPOT', 'a spot must be an object');
  const { kind } = spot as { kind?: unknown };
  switch (kind) {
    case 'SMALL':
    case 'BIG':
    case 'ODD':
    case 'EVEN':
    case 'ANY_TRIPLE':
      return { kind };
    case 'SPECIFIC_TRIPLE':
    case 'SPECIFIC_DOUBLE':
    case 'SINGLE':
      return { kind, face: faceOf(spot, kind) };
    case 'TOTAL': {
      const { total } = spot as { total?: unknown };
      if (!isIntegerIn(total, 4, 17)) throw new TableBetError('BAD_SPOT', 'TOTAL must name a total 4–17');
      return { kind, total };
    }
    case 'COMBINATION': {
      const { faces } = spot as { faces?: unknown };
      if (!Array.isArray(faces) || faces.length !== 2 || !faces.every((face) => isIntegerIn(face, 1, 6)))
        throw new TableBetError('BAD_SPOT', 'COMBINATION must name two faces 1–6');
      const [low, high] = [...(faces as number[])].sort((a, b) => a - b);
      if (low === high) throw new TableBetError('BAD_SPOT', 'COMBINATION faces must differ (a pair is a double)');
      return { kind, faces: Object.freeze([low, high]) };
    }
    default:
      throw new TableBetError('BAD_SPOT', `unknown sic bo bet kind ${String(kind)}`);
  }
}

const validatedBets = new WeakSet<SicBoBet>();

export function validateSicBoBet(bet: { spot: unknown; amount: unknown }): SicBoBet {
  if (validatedBets.has(bet as SicBoBet)) return bet as SicBoBet;
  assertStake(bet.amount);
  const valid = Object.freeze({ spot: Object.freeze(validateSicBoSpot(bet.spot)), amount: bet.amount });
  validatedBets.add(valid);
  return valid;
}

/** What a roll shows, worked out once per round so each bet is a lookup. */
type RollFacts = { countOf: readonly number[]; total: number; isTriple: boolean };

function factsOf(dice: SicBoDice): RollFacts {
  const countOf = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) countOf[die] += 1;
  return { countOf, total: dice[0] + dice[1] + dice[2], isTriple: dice[0] === dice[1] && dice[1] === dice[2] };
}

/** Profit per unit staked on this roll, or null when the bet loses. */
function winningRatio(spot: SicBoSpot, { countOf, total, isTriple }: RollFacts): number | null {
  switch (spot.kind) {
    case 'SMALL':
      return !isTriple && total <= 10 ? 1 : null;
    case 'BIG':
      return !isTriple && total >= 11 ? 1 : null;
    case 'ODD':
      return !isTriple && total % 2 === 1 ? 1 : null;
    case 'EVEN':
      return !isTriple && total % 2 === 0 ? 1 : null;
    case 'SPECIFIC_TRIPLE':
      return countOf[spot.face] === 3 ? SICBO_PAYOUT_RATIO.SPECIFIC_TRIPLE : null;
    case 'ANY_TRIPLE':
      return isTriple ? SICBO_PAYOUT_RATIO.ANY_TRIPLE : null;
    case 'SPECIFIC_DOUBLE':
      return countOf[spot.face] >= 2 ? SICBO_PAYOUT_RATIO.SPECIFIC_DOUBLE : null;
    case 'TOTAL':
      return total === spot.total ? SICBO_TOTAL_RATIO[total] : null;
    case 'COMBINATION':
      return countOf[spot.faces[0]] > 0 && countOf[spot.faces[1]] > 0 ? SICBO_PAYOUT_RATIO.COMBINATION : null;
    case 'SINGLE':
      return countOf[spot.face] > 0 ? countOf[spot.face] : null;
  }
}

/** stake × (ratio + 1) for every ratio on the board (at most 180), converted to bigint once. */
const CREDIT_MULTIPLIER: readonly bigint[] = Array.from(
  { length: SICBO_PAYOUT_RATIO.SPECIFIC_TRIPLE + 1 },
  (_, ratio) => BigInt(ratio + 1),
);

/**
 * What each bet credits on the roll, in the order given: stake × (ratio + 1) on a win, else 0. Small, big, odd
 * and even lose on any triple; a specific double also wins on the triple of its face. Throws TableBetError on an
 * invalid bet.
 */
export function settleSicBoBets(bets: readonly SicBoBet[], dice: readonly number[]): bigint[] {
  const facts = factsOf(validateSicBoDice(dice));
  return bets.map((bet) => {
    const { spot, amount } = validateSicBoBet(bet);
    const ratio = winningRatio(spot, facts);
    return ratio === null ? 0n : amount * CREDIT_MULTIPLIER[ratio];
  });
}
