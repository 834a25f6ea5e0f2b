import { LotteryBetError, type LotterySelection, type SettledSelection } from '../lottery-engine.ts';

/**
 * Helpers the five family adapters share: the selection envelope checks (every refusal a LotteryBetError), odds
 * tables read from JSON, uniform quick picks and small JSON guards for results read back from a feed or the database.
 */

export const MAX_POINTS = 1_000_000;

export type BetErrorCode = LotteryBetError['code'];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own keys only: a bet type or segment named `constructor` must not find Object.prototype's. */
export function hasOwnKey<T extends object>(table: T, key: unknown): key is keyof T & string {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

export const badPick = (message: string): LotteryBetError => new LotteryBetError('BAD_PICK', message);

/**
 * The engines' `check…Bet` reasons are plain strings; a stake reason is a stake refusal, an unknown type a bet-type
 * refusal, everything else is about the picks.
 */
export function betErrorFromReason(reason: string): LotteryBetError {
  if (reason.startsWith('stake')) return new LotteryBetError('BAD_STAKE', reason);
  if (reason.startsWith('unknown bet')) return new LotteryBetError('BAD_BET_TYPE', reason);
  return badPick(reason);
}

/**
 * Bet type, stake, points and the picks' shape (a list of groups of strings). Points are the VN điểm; the other
 * games have no points, so anything but 1 there is refused rather than silently ignored (a slip sending 5 would
 * expect five times the stake).
 */
export function checkSelection(
  selection: LotterySelection,
  betTypes: readonly string[],
  { usesPoints }: { usesPoints: boolean },
): void {
  if (!isRecord(selection)) throw new LotteryBetError('BAD_BET_TYPE', 'a selection must be an object');
  const { betType, unitStake, points, picks } = selection;
  if (typeof betType !== 'string' || !betTypes.includes(betType)) {
    throw new LotteryBetError(
      'BAD_BET_TYPE',
      `unknown bet type ${String(betType)}; this game takes ${betTypes.join(', ')}`,
    );
  }
  if (typeof unitStake !== 'bigint' || unitStake <= 0n)
    throw new LotteryBetError('BAD_STAKE', 'unitStake must be a positive whole number of minor units');
  if (!isIntegerIn(points, 1, MAX_POINTS))
    throw new LotteryBetError(
      'BAD_STAKE',
      `points must be a whole number from 1 to ${MAX_POINTS.toLocaleString('en')}, got ${String(points)}`,
    );
  if (!usesPoints && points !== 1)
    throw new LotteryBetError('BAD_STAKE', `points are a Vietnamese-lottery unit: send 1 for ${betType}`);
  if (
    !Array.isArray(picks) ||
    !picks.every((group) => Array.isArray(group) && group.every((pick) => typeof pick === 'string'))
  ) {
    throw badPick('picks must be a list of groups of numbers written as strings');
  }
}

/** Refuses a position or segment on a bet type that has none, so a slip bug is seen instead of ignored. */
export function checkNoPlacement(selection: LotterySelection, { position = false, segment = false } = {}): void {
  if (!position && selection.position != null) throw badPick(`${selection.betType} takes no position`);
  if (!segment && selection.segment != null) throw badPick(`${selection.betType} takes no segment`);
}

export function onePickGroup(selection: LotterySelection): readonly string[] {
  if (selection.picks.length !== 1)
    throw badPick(`${selection.betType} takes exactly one group of picks, got ${selection.picks.length}`);
  return selection.picks[0];
}

export function checkNoPicks(selection: LotterySelection): void {
  if (selection.picks.length !== 0) throw badPick(`${selection.betType} takes no picks: send picks as []`);
}

/** Single digits "0"–"9", distinct, at least `least`. */
export function readDigits(group: readonly string[], what: string, least = 1): number[] {
  if (!group.every((pick) => /^\d$/.test(pick)))
    throw badPick(`${what} takes single digits 0 to 9, got ${group.join(', ') || 'nothing'}`);
  const digits = group.map(Number);
  if (new Set(digits).size !== digits.length) throw badPick(`${what}: a digit is picked twice`);
  if (digits.length < least) throw badPick(`${what} takes at least ${least} digit${least === 1 ? '' : 's'}`);
  return digits;
}

export const stakeToJson = (stake: bigint): string => stake.toString();
export const stakeFromJson = (stake: unknown): bigint => BigInt(stake as string);

export const lose = (): SettledSelection => ({ outcome: 'LOSE', payout: 0n });

/** Non-VN families have no variant; one passed is a wiring bug, refused loudly. */
export function checkNoVariant(variant: string | null, game: string): void {
  if (variant != null) throw new RangeError(`${game} has no variant, got ${String(variant)}`);
}

/**
 * One odds value: a whole number of thousandths, as a JSON number, a decimal string (an operator form, or a bigint
 * written by JSON) or a bigint (the engines' own VN tables). Pay-table cells may be 0 ("this hit count pays
 * nothing"); scalar odds must be positive.
 */
export function readOddsValue(path: string, value: unknown, { allowZero = false } = {}): number {
  const number =
    (typeof value === 'string' && /^\d+$/.test(value)) || typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(number) || (number as number) < (allowZero ? 0 : 1)) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new RangeError(
      `odds ${path} must be a ${allowZero ? 'non-negative' : 'positive'} whole number of thousandths, got ${shown}`,
    );
  }
  return number as number;
}

/** A flat table (bet type → thousandths) merged over its defaults; unknown keys are refused by name. */
export function mergeFlatOdds(
  defaults: Readonly<Record<string, number>>,
  overrides: unknown,
  path: string,
  options: { allowZero?: boolean } = {},
): Record<string, number> {
  if (!isRecord(overrides)) throw new RangeError(`odds${path ? ` ${path}` : ''} must be an object`);
  const merged: Record<string, number> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const name = path ? `${path}.${key}` : key;
    if (!hasOwnKey(defaults, key)) throw new RangeError(`unknown odds key ${name}`);
    merged[key] = readOddsValue(name, value, options);
  }
  return merged;
}

/** A random draw from the caller's generator, checked: a broken randomInt must not produce an invalid slip. */
export function below(randomInt: (maxExclusive: number) => number, maxExclusive: number): number {
  const value = randomInt(maxExclusive);
  if (!isIntegerIn(value, 0, maxExclusive - 1)) throw new RangeError(`randomInt(${maxExclusive}) gave ${value}`);
  return value;
}

/** `count` distinct values of 0..poolSize−1 in the order drawn; redrawing a repeat keeps every ordered subset equally likely. */
export function sampleDistinct(randomInt: (maxExclusive: number) => number, poolSize: number, count: number): number[] {
  const seen = new Set<number>();
  const values: number[] = [];
  while (values.length < count) {
    const value = below(randomInt, poolSize);
    if (seen.has(value)) continue;
    seen.add(value);
    values.push(value);
  }
  return values;
}

export const padNumber = (value: number, digits: number): string => String(value).padStart(digits, '0');
