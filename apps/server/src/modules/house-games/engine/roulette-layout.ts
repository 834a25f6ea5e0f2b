import { TableBetError, assertStake, isIntegerIn } from './table-bet-error.ts';

/** European single-zero wheel, clockwise from zero. */
export const ROULETTE_WHEEL: readonly number[] = Object.freeze([
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
]);

export const RED_NUMBERS: readonly number[] = Object.freeze([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
const RED = new Set(RED_NUMBERS);

export const INSIDE_KINDS = ['STRAIGHT', 'SPLIT', 'STREET', 'TRIO', 'CORNER', 'FIRST_FOUR', 'SIX_LINE'] as const;
export const OUTSIDE_KINDS = ['DOZEN', 'COLUMN', 'RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];
export type OutsideKind = (typeof OUTSIDE_KINDS)[number];
export type RouletteBetKind = InsideKind | OutsideKind;

/**
 * Where the chip sits. Inside bets name their numbers (any order); dozens and columns name 1–3; the even-money
 * bets name nothing. Plain JSON, so the service can store the spot as the member sent it.
 */
export type RouletteSpot =
  | { kind: InsideKind; numbers: readonly number[] }
  | { kind: 'DOZEN'; dozen: number }
  | { kind: 'COLUMN'; column: number }
  | { kind: 'RED' | 'BLACK' | 'ODD' | 'EVEN' | 'LOW' | 'HIGH' };

export type RouletteBet = { spot: RouletteSpot; amount: bigint };

/** Profit per unit staked ("35 to 1"); a winning bet is credited stake × (ratio + 1). */
export const ROULETTE_PAYOUT_RATIO: Readonly<Record<RouletteBetKind, number>> = Object.freeze({
  STRAIGHT: 35,
  SPLIT: 17,
  STREET: 11,
  TRIO: 11,
  CORNER: 8,
  FIRST_FOUR: 8,
  SIX_LINE: 5,
  DOZEN: 2,
  COLUMN: 2,
  RED: 1,
  BLACK: 1,
  ODD: 1,
  EVEN: 1,
  LOW: 1,
  HIGH: 1,
});

const INSIDE_SIZE: Readonly<Record<InsideKind, number>> = {
  STRAIGHT: 1,
  SPLIT: 2,
  STREET: 3,
  TRIO: 3,
  CORNER: 4,
  FIRST_FOUR: 4,
  SIX_LINE: 6,
};

/**
 * Every inside spot the standard layout offers (1–36 in twelve rows of three, zero across the top), ascending.
 * The layout, not a rule per kind, decides validity: a spot is valid exactly when it is in this list.
 */
function insideSpotsOf(kind: InsideKind): number[][] {
  const spots: number[][] = [];
  const rowStarts = Array.from({ length: 12 }, (_, row) => row * 3 + 1);
  switch (kind) {
    case 'STRAIGHT':
      for (let n = 0; n <= 36; n += 1) spots.push([n]);
      break;
    case 'SPLIT':
      spots.push([0, 1], [0, 2], [0, 3]);
      for (let n = 1; n <= 36; n += 1) {
        if (n % 3 !== 0) spots.push([n, n + 1]);
        if (n <= 33) spots.push([n, n + 3]);
      }
      break;
    case 'STREET':
      for (const n of rowStarts) spots.push([n, n + 1, n + 2]);
      break;
    case 'TRIO':
      spots.push([0, 1, 2], [0, 2, 3]);
      break;
    case 'CORNER':
      for (let n = 1; n <= 32; n += 1) if (n % 3 !== 0) spots.push([n, n + 1, n + 3, n + 4]);
      break;
    case 'FIRST_FOUR':
      spots.push([0, 1, 2, 3]);
      break;
    case 'SIX_LINE':
      for (const n of rowStarts.slice(0, 11)) spots.push([n, n + 1, n + 2, n + 3, n + 4, n + 5]);
      break;
  }
  return spots;
}

export const INSIDE_SPOTS: Readonly<Record<InsideKind, readonly (readonly number[])[]>> = Object.freeze(
  Object.fromEntries(INSIDE_KINDS.map((kind) => [kind, insideSpotsOf(kind)])) as Record<InsideKind, number[][]>,
);
const INSIDE_SPOT_KEYS = new Map(
  INSIDE_KINDS.map((kind) => [kind, new Set(INSIDE_SPOTS[kind].map((numbers) => numbers.join('-')))]),
);

/** Every valid spot of a kind: all inside spots of the layout, dozens and columns 1–3, the one even-money spot. */
export function allSpotsOf(kind: RouletteBetKind): RouletteSpot[] {
  if (kind === 'DOZEN') return [1, 2, 3].map((dozen) => ({ kind, dozen }));
  if (kind === 'COLUMN') return [1, 2, 3].map((column) => ({ kind, column }));
  if (isInsideKind(kind)) return INSIDE_SPOTS[kind].map((numbers) => ({ kind, numbers }));
  return [{ kind }];
}

function isInsideKind(kind: unknown): kind is InsideKind {
  return (INSIDE_KINDS as readonly unknown[]).includes(kind);
}

function isOutsideKind(kind: unknown): kind is OutsideKind {
  return (OUTSIDE_KINDS as readonly unknown[]).includes(kind);
}

function validInsideSpot(kind: InsideKind, numbers: unknown): RouletteSpot {
  const size = INSIDE_SIZE[kind];
  if (!Array.isArray(numbers) || numbers.length !== size)
    throw new TableBetError('BAD_SPOT', `${kind} takes ${size} number${size === 1 ? '' : 's'}`);
  if (!numbers.every((n) => isIntegerIn(n, 0, 36)))
    throw new TableBetError('BAD_SPOT', `${kind} numbers must be integers 0–36`);
  const sorted = [...(numbers as number[])].sort((a, b) => a - b);
  if (sorted.some((n, index) => index > 0 && n === sorted[index - 1]))
    throw new TableBetError('BAD_SPOT', `${kind} numbers must be different`);
  if (!INSIDE_SPOT_KEYS.get(kind)?.has(sorted.join('-')))
    throw new TableBetError('NOT_ADJACENT', `${sorted.join(', ')} is not a ${kind} on the layout`);
  return { kind, numbers: Object.freeze(sorted) };
}

/** Checks a spot from outside (JSON) and returns it normalised: inside numbers ascending, nothing extra kept. */
export function validateRouletteSpot(spot: unknown): RouletteSpot {
  if (typeof spot !== 'object' || spot === null) throw new TableBetError('BAD_SPOT', 'a spot must be an object');
  const { kind } = spot as { kind?: unknown };
  if (isInsideKind(kind)) return validInsideSpot(kind, (spot as { numbers?: unknown }).numbers);
  if (kind === 'DOZEN' || kind === 'COLUMN') {
    const index = kind === 'DOZEN' ? (spot as { dozen?: unknown }).dozen : (spot as { column?: unknown }).column;
    if (!isIntegerIn(index, 1, 3)) throw new TableBetError('BAD_SPOT', `${kind} must name 1, 2 or 3`);
    return kind === 'DOZEN' ? { kind, dozen: index } : { kind, column: index };
  }
  if (isOutsideKind(kind)) return { kind } as RouletteSpot;
  throw new TableBetError('BAD_SPOT', `unknown roulette bet kind ${String(kind)}`);
}

/** Bets already checked here; settlement skips checking them again on every spin. Frozen, so they cannot change. */
const validatedBets = new WeakSet<RouletteBet>();

export function validateRouletteBet(bet: { spot: unknown; amount: unknown }): RouletteBet {
  if (validatedBets.has(bet as RouletteBet)) return bet as RouletteBet;
  assertStake(bet.amount);
  const valid = Object.freeze({ spot: Object.freeze(validateRouletteSpot(bet.spot)), amount: bet.amount });
  validatedBets.add(valid);
  return valid;
}

/** Whether the ball's number wins the spot. Zero wins only the inside spots that name it. */
export function spotCovers(spot: RouletteSpot, number: number): boolean {
  switch (spot.kind) {
    case 'DOZEN':
      return number > 0 && Math.ceil(number / 12) === spot.dozen;
    case 'COLUMN':
      return number > 0 && ((number - 1) % 3) + 1 === spot.column;
    case 'RED':
      return RED.has(number);
    case 'BLACK':
      return number > 0 && !RED.has(number);
    case 'ODD':
      return number % 2 === 1;
    case 'EVEN':
      return number > 0 && number % 2 === 0;
    case 'LOW':
      return number >= 1 && number <= 18;
    case 'HIGH':
      return number >= 19;
    default:
      return spot.numbers.includes(number);
  }
}

export function coveredNumbers(spot: RouletteSpot): number[] {
  return ROULETTE_WHEEL.filter((n) => spotCovers(spot, n)).sort((a, b) => a - b);
}
