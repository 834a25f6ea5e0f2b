import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { TableTiming } from './table-clock.ts';

export type TableKind = 'ROULETTE' | 'SIC_BO' | 'DRAGON_TIGER' | 'BACCARAT';

/** One spot of the board and the chips on it, in minor units. Spots are the game's own words ("RED", "SPLIT:17-20"). */
export type TableBet = { spot: string; amount: bigint };
export type SpotResult = TableBet & { win: bigint };
export type TableSettlement = { spots: SpotResult[]; win: bigint; validBet: bigint };

/**
 * What a live table's game gives the table service: the deals of a shoe from its seed's stream, which spots exist,
 * and how bets on them settle against one deal. Pure: the service keeps the clock, the seeds and the money.
 */
export type TableGame<Outcome = unknown> = {
  kind: TableKind;
  /** Bumped whenever the rules or pays change; logged with each shoe so old rounds stay verifiable. */
  version: string;
  /** Every deal of one shoe, in order, from the shoe's stream: round `first_round + k` is deal k. */
  dealShoe: (stream: RandomStream) => Outcome[];
  /**
   * The chips a bet stands for, each on a board spot in canonical words (an announced bet becomes its chips, numbers
   * sort), so chips on one spot merge; throws the engines' TableBetError for a spot the board does not offer.
   */
  normalizeBet: (bet: TableBet) => TableBet[];
  /**
   * The wins (stake included) of bets on one deal; validBet is what was really at risk. A method, not a function
   * property, so a table of any game's outcome fits `LiveTable` (method parameters compare both ways).
   */
  settle(bets: readonly TableBet[], outcome: Outcome): TableSettlement;
  /** Plain JSON for the rules panel: spots, pays, RTPs. */
  paytable: () => Record<string, unknown>;
};

export type LiveTable = {
  /** The catalogue's engine title id of the table (e.g. house-roulette). */
  id: string;
  game: TableGame;
  timing: TableTiming;
  /** Per spot and for the whole round, in the merchant currency's major units (e.g. "500.00"); the game row's min bet is the least per spot. */
  limits: { maxSpot: string; maxRound: string };
};
