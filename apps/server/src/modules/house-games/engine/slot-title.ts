import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { SlotVolatility } from './slot-types.ts';

/**
 * What every slot title gives the house provider, whatever its mechanic: the service stakes, plays, logs and
 * verifies a round through this alone, and the rules panel draws `paytable`. Each mechanic (paylines, 243 ways,
 * cascades, hold-and-win, expanding wilds) implements it in its own files; `slot-catalogue.ts` lists the titles.
 */
export type SlotMechanic =
  'LINES' | 'WAYS' | 'CASCADE' | 'HOLD_AND_WIN' | 'EXPANDING_WILDS' | 'FEATURE_BUY' | 'JACKPOT';

export type SlotPlayInput = {
  /** The total bet in minor units; a positive multiple of `betUnit`. */
  bet: bigint;
  stream: RandomStream;
  /** Buy the feature: the stake is `bet × featureBuy.priceInBets` and the round starts in the feature. */
  buyFeature?: boolean;
};

/** A whole round: everything it credits, and the mechanic's own record of what happened (JSON-able, bigints kept). */
export type SlotTitleRound = {
  gameId: string;
  gameVersion: string;
  /** What the round debits: `bet`, or `bet × priceInBets` when the feature was bought. */
  stake: bigint;
  /** Everything the round credits from the title's own paytable (a progressive pool payout is added by the service). */
  totalWin: bigint;
  /** True when the round's stream hit the progressive jackpot trigger (titles with `jackpot` only). */
  jackpotHit?: boolean;
  /** The mechanic's own detail: spins, grids, cascades, respins, wins, the feature state. */
  detail: unknown;
};

export type SlotTitle = {
  id: string;
  title: string;
  /** Bumped whenever the maths changes; logged with every round. Old versions stay playable for verification. */
  version: string;
  theme: string;
  volatility: SlotVolatility;
  mechanics: readonly SlotMechanic[];
  /** Percent, two decimals: exact where the maths allows, else from ≥ 10^7 simulated rounds (the doc says which). */
  declaredRtp: number;
  /** The bet must be a positive multiple of this many minor units (the line count for a line game, e.g. 20). */
  betUnit: number;
  /** Offered when present: the price in total bets and the bought round's own declared RTP. */
  featureBuy?: { priceInBets: number; declaredRtp: number };
  /**
   * Feeds the site's progressive pool: `contributionPercent` of each stake goes to the pool (the service moves it),
   * and the round's stream decides `jackpotHit` with the documented probability. `declaredRtp` excludes the pool.
   */
  jackpot?: { contributionPercent: number; description: string };
  /** Plays (or, given the same stream, replays) one round. Throws RangeError on a bet that is not a valid multiple. */
  play: (input: SlotPlayInput) => SlotTitleRound;
  /** Plain JSON the rules panel draws: symbols, pays, lines or ways, features; no functions, no bigints. */
  paytable: () => Record<string, unknown>;
};

/** The fields that name a title and its maths: what a definition supplies and every builder copies as is. */
export type SlotTitleIdentity = Pick<SlotTitle, 'id' | 'title' | 'version' | 'theme' | 'volatility' | 'declaredRtp'>;

/**
 * A title's identity from its definition (extra fields ignored), so each builder spreads one object instead of
 * repeating six fields. `declaredRtp` is a parameter because ways and cascade definitions do not carry it.
 */
export function titleIdentityOf(
  definition: Omit<SlotTitleIdentity, 'declaredRtp'>,
  declaredRtp: number,
): SlotTitleIdentity {
  const { id, title, version, theme, volatility } = definition;
  return { id, title, version, theme, volatility, declaredRtp };
}

/** The same identity as the rules panel has always drawn it at the top of a paytable (the id as `titleId`). */
export function paytableIdentityOf(identity: SlotTitleIdentity): Record<string, unknown> {
  const { id, title, version, theme, volatility, declaredRtp } = identity;
  return { titleId: id, title, version, theme, volatility, declaredRtp };
}
