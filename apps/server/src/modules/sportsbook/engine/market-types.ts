/**
 * The words the odds engine, the bet slip, settlement and the API share: market types, selection keys, market keys
 * and the outcomes a selection settles to. Market keys are `TYPE` or `TYPE:LINE` (`FT_1X2`, `FT_AH:-0.75`,
 * `FT_OU:2.25`); the line of a handicap is always the HOME side's. ODDS.md lists every market with its selections.
 */
import { LINE_MARKET_TYPES, SPORT_MARKET_TYPES, type SportMarketType } from '@lucky/contracts/sportsbook/market-types';
import type { Sport } from './sport-models.ts';

/** The list lives in the contracts (the schemas and the pages use it too); the engine's names for it. */
export const MARKET_TYPES = SPORT_MARKET_TYPES;
export type MarketType = SportMarketType;
export { LINE_MARKET_TYPES };

/** Which sports a market type belongs to (the two e-sports titles share the ES_ markets). */
export const MARKET_SPORTS: Readonly<Record<MarketType, readonly Sport[]>> = {
  FT_1X2: ['FOOTBALL'],
  FT_DC: ['FOOTBALL'],
  FT_AH: ['FOOTBALL'],
  FT_OU: ['FOOTBALL'],
  FT_CS: ['FOOTBALL'],
  FT_BTTS: ['FOOTBALL'],
  FT_OE: ['FOOTBALL'],
  HT_1X2: ['FOOTBALL'],
  HT_OU: ['FOOTBALL'],
  BK_ML: ['BASKETBALL'],
  BK_HCP: ['BASKETBALL'],
  BK_OU: ['BASKETBALL'],
  BK_OE: ['BASKETBALL'],
  ES_WINNER: ['MOBA', 'SHOOTER'],
  ES_MAP_HCP: ['MOBA', 'SHOOTER'],
  ES_TOTAL_MAPS: ['MOBA', 'SHOOTER'],
  ES_CS: ['MOBA', 'SHOOTER'],
  CF_WINNER: ['COCKFIGHT'],
};

/** Football correct-score selections: every score up to 4–4, then OTHER for anything else. */
export const FOOTBALL_CORRECT_SCORES: readonly `${number}-${number}`[] = Array.from(
  { length: 25 },
  (_, index) => `${Math.floor(index / 5)}-${index % 5}` as const,
);
export const MAX_LISTED_GOALS = 4;
/** Best-of-three series end 2–0, 2–1, 1–2 or 0–2 (home maps first). */
export const ESPORTS_CORRECT_SCORES = ['2-0', '2-1', '1-2', '0-2'] as const;

export type ScoreKey = `${number}-${number}`;
export type SelectionKey =
  | 'HOME'
  | 'DRAW'
  | 'AWAY'
  | '1X'
  | '12'
  | 'X2'
  | 'OVER'
  | 'UNDER'
  | 'YES'
  | 'NO'
  | 'ODD'
  | 'EVEN'
  | 'MERON'
  | 'WALA'
  | 'OTHER'
  | ScoreKey;

/** Every market type's selections, in the order a board shows them. */
export const MARKET_SELECTIONS: Readonly<Record<MarketType, readonly SelectionKey[]>> = {
  FT_1X2: ['HOME', 'DRAW', 'AWAY'],
  FT_DC: ['1X', '12', 'X2'],
  FT_AH: ['HOME', 'AWAY'],
  FT_OU: ['OVER', 'UNDER'],
  FT_CS: [...FOOTBALL_CORRECT_SCORES, 'OTHER'],
  FT_BTTS: ['YES', 'NO'],
  FT_OE: ['ODD', 'EVEN'],
  HT_1X2: ['HOME', 'DRAW', 'AWAY'],
  HT_OU: ['OVER', 'UNDER'],
  BK_ML: ['HOME', 'AWAY'],
  BK_HCP: ['HOME', 'AWAY'],
  BK_OU: ['OVER', 'UNDER'],
  BK_OE: ['ODD', 'EVEN'],
  ES_WINNER: ['HOME', 'AWAY'],
  ES_MAP_HCP: ['HOME', 'AWAY'],
  ES_TOTAL_MAPS: ['OVER', 'UNDER'],
  ES_CS: ESPORTS_CORRECT_SCORES,
  CF_WINNER: ['MERON', 'WALA', 'DRAW'],
};

/**
 * How many selections of a market win on any result: 1 for every market but double chance, where each result wins
 * two of 1X, 12 and X2. The overround is measured against this book size (see margin.ts).
 */
export function winnersPerResult(type: MarketType): number {
  return type === 'FT_DC' ? 2 : 1;
}

/** What a selection settles to. Quarter lines give the halves; whole lines the push. */
export const SETTLEMENT_OUTCOMES = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];
/** VOID is not a model outcome: the market could not be settled at all (the event was voided). */
export type SettledOutcome = SettlementOutcome | 'VOID';

/** The model's chance of each settlement outcome of one selection; the five always sum to 1. */
export type OutcomeProbabilities = Record<SettlementOutcome, number>;

export function emptyOutcomes(): OutcomeProbabilities {
  return { WIN: 0, HALF_WIN: 0, PUSH: 0, HALF_LOSE: 0, LOSE: 0 };
}

export type MarketRef = { type: MarketType; line: number | null };

/** `FT_AH:-0.75`; a line of zero is written `0`, positive lines without a plus sign (`FT_AH:1.25`). */
export function marketKey(type: MarketType, line: number | null = null): string {
  return line === null ? type : `${type}:${String(line)}`;
}

/** The type and line of a market key, or null when the key is not one the engine makes (so callers can refuse it). */
export function parseMarketKey(key: string): MarketRef | null {
  const [typeText, lineText, extra] = key.split(':');
  const type = MARKET_TYPES.find((candidate) => candidate === typeText);
  if (type === undefined || extra !== undefined) return null;
  const needsLine = LINE_MARKET_TYPES.includes(type);
  if (!needsLine) return lineText === undefined ? { type, line: null } : null;
  if (lineText === undefined || !/^-?\d+(\.\d+)?$/.test(lineText)) return null;
  const line = Number(lineText);
  // Lines are quarter steps (football) or half points (basketball, maps): anything else is not a market we make.
  return Number.isInteger(line * 4) && marketKey(type, line) === key ? { type, line } : null;
}

export function isSelectionOf(type: MarketType, selection: string): selection is SelectionKey {
  return MARKET_SELECTIONS[type].includes(selection as SelectionKey);
}

/** A market as a sport's model lists it, before the margin: each selection with its outcome probabilities. */
export type MarketDraft = {
  ref: MarketRef;
  selections: readonly { key: SelectionKey; outcomes: OutcomeProbabilities }[];
};
