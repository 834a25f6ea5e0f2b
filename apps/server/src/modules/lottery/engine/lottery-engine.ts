import type { RandomStream } from '../../../lib/fair-rng.ts';

/**
 * The one shape every lottery game family has for the services (draw scheduler, betting, settlement,
 * pages): the service never looks inside a family's bet or result, it only calls these. Families:
 * VN (Vietnamese regions, one variant per region), KENO, FIVE_D, THREE_D, FOUR_D.
 */
export type LotteryKind = 'VN' | 'KENO' | 'FIVE_D' | 'THREE_D' | 'FOUR_D';

/**
 * A selection as the slip sends it (already parsed from the wire: money in minor units).
 * - `betType`: the family's code (`lo-2`, `PICK`, `SUM_BIG`, `POSITION_DIGIT`, `STRAIGHT`, `BIG_IBOX` …).
 * - `picks`: groups of picked numbers as strings. One group for most bets (`[["27","68"]]`); one group per
 *   position for compound straights (`[["1","2"],["7"]]`); an empty list for side bets.
 * - `unitStake`: stake per unit — per point for VN, per combination for the others.
 * - `points`: VN points (điểm) per ticket; 1 elsewhere.
 * - `position` (0–4) and `segment` (`FRONT_2` …) for the 5-digit game's positional bets.
 */
export type LotterySelection = {
  betType: string;
  picks: readonly (readonly string[])[];
  unitStake: bigint;
  points: number;
  position?: number;
  segment?: string;
};

/** What a bet puts the house at risk on, per exposure key of the draw (`lo-2:27`, `xien-2:12-34`, `PICK:3-17-44`). */
export type LotteryExposure = { key: string; amount: bigint };

export type PricedSelection = {
  betType: string;
  /** Tickets or combinations the selection expands to (a bao or compound bet counts each). */
  combinations: number;
  /** Whole cost debited at placement, minor units. */
  cost: bigint;
  /** The most this selection can pay (whole amount credited), for the slip and the liability check. */
  maxPayout: bigint;
  exposures: readonly LotteryExposure[];
  /** The normalised bet, JSON-safe (bigint as decimal strings): stored with the bet and given back to `settle`. */
  stored: Record<string, unknown>;
};

/** `payout` is the whole amount credited: stake and winnings together, the stake on a REFUND, 0 on a loss. */
export type SettledSelection = { outcome: 'WIN' | 'LOSE' | 'REFUND'; payout: bigint };

/** A drawn result for the pages: the numbers in board order, and per-game facts for trends (sum, big/small …). */
export type ResultView = {
  numbers: readonly string[];
  /** VN: the prize-by-prize board; 4D: the tiers; others omit it. */
  board?: readonly { prize: string; numbers: readonly string[] }[];
  facts?: Readonly<Record<string, string | number>>;
};

/** A refusal of a selection; the service maps `code` to an AppError code (`lottery.bet.invalid` …) with the message. */
export class LotteryBetError extends RangeError {
  constructor(
    readonly code: 'BAD_BET_TYPE' | 'BAD_PICK' | 'BAD_STAKE' | 'TOO_MANY_TICKETS',
    message: string,
  ) {
    super(message);
    this.name = 'LotteryBetError';
  }
}

/**
 * One game family. `variant` is the VN region code (`MB`, `MT`, `MN`) and null for the others. Odds are the
 * family's own JSON-safe table (integer thousandths), validated by `parseOdds` when an operator edits them;
 * `defaultOdds` are the demo values.
 */
export type LotteryEngine = {
  kind: LotteryKind;
  betTypes(variant: string | null): readonly string[];
  defaultOdds(variant: string | null): Record<string, unknown>;
  /** Validates an operator's odds table (whole or partial, merged over the defaults); throws RangeError with a reason. */
  parseOdds(variant: string | null, overrides: unknown): Record<string, unknown>;
  /** Prices and validates a selection; throws LotteryBetError. */
  price(input: { selection: LotterySelection; odds: Record<string, unknown>; variant: string | null }): PricedSelection;
  draw(input: { stream: RandomStream; variant: string | null }): unknown;
  /** Guards a result that came from a results feed (or the database) before anything is settled on it. */
  isWellFormedResult(input: { result: unknown; variant: string | null }): boolean;
  /** Checks the result once, then settles any number of stored bets on it (100,000 bets must take well under a second). */
  createSettler(input: {
    result: unknown;
    odds: Record<string, unknown>;
    variant: string | null;
  }): (stored: Record<string, unknown>) => SettledSelection;
  describeResult(input: { result: unknown; variant: string | null }): ResultView;
  /** Random picks for the quick-pick button (`randomInt(n)` is uniform on 0..n−1): groups in the `picks` shape. */
  quickPick(input: {
    betType: string;
    variant: string | null;
    randomInt: (maxExclusive: number) => number;
  }): string[][];
};
