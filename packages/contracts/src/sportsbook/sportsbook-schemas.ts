import { z } from 'zod';
import { SPORT_MARKET_TYPES } from './market-types.ts';
import { moneyString } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';

/**
 * Shapes shared by the sportsbook calls (issue 16). The words match the server's engine
 * (apps/server/src/modules/sportsbook/engine: ODDS.md and EVENTS.md): sports, market keys (`FT_AH:-0.75`, the line
 * is the HOME side's), selection keys, settlement outcomes. Odds cross the wire as decimal odds in thousandths
 * (integers: 1.952 is 1952); the web formats them as decimal, Hong Kong, Malay or Indonesian.
 */
export const SPORTSBOOK_SPORTS = ['FOOTBALL', 'BASKETBALL', 'MOBA', 'SHOOTER', 'COCKFIGHT'] as const;
export type SportsbookSport = (typeof SPORTSBOOK_SPORTS)[number];
/** The navigation categories the book fills: SPORTS (football, basketball), ESPORTS (MOBA, shooter), COCKFIGHT. */
export const SPORTSBOOK_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type SportsbookCategory = (typeof SPORTSBOOK_CATEGORIES)[number];
export const SPORT_CATEGORY: Readonly<Record<SportsbookSport, SportsbookCategory>> = {
  FOOTBALL: 'SPORTS',
  BASKETBALL: 'SPORTS',
  MOBA: 'ESPORTS',
  SHOOTER: 'ESPORTS',
  COCKFIGHT: 'COCKFIGHT',
};

/**
 * SCHEDULED (seed hash published, not yet taking bets), OPEN (pre-match betting), LIVE (playing, in-play odds),
 * ENDED (over, result and seed revealed, settling), SETTLED, VOID (voided by the desk: every bet refunded).
 */
export const SPORT_EVENT_STATUSES = ['SCHEDULED', 'OPEN', 'LIVE', 'ENDED', 'SETTLED', 'VOID'] as const;
export type SportEventStatus = (typeof SPORT_EVENT_STATUSES)[number];
export const SPORT_BET_KINDS = ['SINGLE', 'PARLAY'] as const;
/**
 * OPEN until every leg is settled; then by the payout against the stake: WON (more), HALF_WON (a single's half
 * win), PUSH (the stake back), HALF_LOST (part of the stake back), LOST (nothing), VOID (every leg void, the
 * stake back); CASHED_OUT when the member sold it back before that.
 */
export const SPORT_BET_STATUSES = [
  'OPEN',
  'WON',
  'HALF_WON',
  'PUSH',
  'HALF_LOST',
  'LOST',
  'VOID',
  'CASHED_OUT',
] as const;
export type SportBetStatus = (typeof SPORT_BET_STATUSES)[number];
export const SPORT_LEG_OUTCOMES = ['OPEN', 'WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;
/** What the player accepts when a price moved between the slip and the placement. */
export const ODDS_CHANGE_POLICIES = ['ACCEPT_ANY', 'ACCEPT_HIGHER', 'ASK'] as const;
export { SPORT_MARKET_TYPES };
export type { SportMarketType } from './market-types.ts';

export const eventIdInput = singleLineText()
  .trim()
  .regex(/^[A-Z0-9][A-Za-z0-9-]{2,63}$/, 'an event id');
export const competitionCodeInput = singleLineText()
  .trim()
  .regex(/^[A-Z0-9-]{2,16}$/, 'a competition code');
export const marketKeyInput = singleLineText()
  .trim()
  .regex(/^[A-Z0-9_]{2,16}(:-?\d{1,3}(\.\d{1,2})?)?$/, 'a market key');
export const selectionKeyInput = singleLineText()
  .trim()
  .regex(/^[A-Z0-9X-]{1,8}$/, 'a selection key');
export const moneyInput = singleLineText()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal amount');
/** Decimal odds in thousandths: 1.010 to 1000.000. */
export const oddsMilli = z.number().int().min(1001).max(1_000_000);
export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const participantSchema = z.object({ code: z.string(), name: z.string(), shortName: z.string() });
export const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

/** The live state per sport, as the engine's `stateAt` gives it (EVENTS.md, "Live state"). */
export const liveStateSchema = z.union([
  z.object({
    sport: z.literal('FOOTBALL'),
    minute: z.number(),
    home: z.number().int(),
    away: z.number().int(),
    halfTime: scoreSchema.nullable(),
  }),
  z.object({
    sport: z.literal('BASKETBALL'),
    minute: z.number(),
    home: z.number().int(),
    away: z.number().int(),
    periods: z.array(scoreSchema),
  }),
  z.object({ sport: z.literal('MOBA'), mapsHome: z.number().int(), mapsAway: z.number().int() }),
  z.object({
    sport: z.literal('SHOOTER'),
    mapsHome: z.number().int(),
    mapsAway: z.number().int(),
    roundsHome: z.number().int(),
    roundsAway: z.number().int(),
  }),
  z.object({
    sport: z.literal('COCKFIGHT'),
    seconds: z.number(),
    meronStrikes: z.number().int(),
    walaStrikes: z.number().int(),
    winner: z.enum(['MERON', 'WALA', 'DRAW']).nullable(),
  }),
]);
export type SportLiveState = z.infer<typeof liveStateSchema>;

/** The final result per sport (`EventResult` of the engine). */
export const eventResultSchema = z.union([
  z.object({ sport: z.literal('FOOTBALL'), home: z.number().int(), away: z.number().int(), halfTime: scoreSchema }),
  z.object({
    sport: z.literal('BASKETBALL'),
    home: z.number().int(),
    away: z.number().int(),
    periods: z.array(scoreSchema),
  }),
  z.object({
    sport: z.enum(['MOBA', 'SHOOTER']),
    maps: z.array(z.enum(['HOME', 'AWAY'])),
    mapScores: z.array(scoreSchema),
  }),
  z.object({ sport: z.literal('COCKFIGHT'), winner: z.enum(['MERON', 'WALA', 'DRAW']) }),
]);
export type SportEventResult = z.infer<typeof eventResultSchema>;

/** One moment of the live timeline; served only up to the server's clock (never ahead of it). */
export const timelineEntrySchema = z.object({
  atMs: z.number().int(),
  kind: z.string(),
  side: z.enum(['HOME', 'AWAY']).nullable(),
  /** Minute, points, map, round, reason … per kind (EVENTS.md); codes and numbers only, each language words them. */
  detail: z.record(z.string(), z.union([z.number(), z.string()])),
  /** Goals, points, maps or strikes right after this entry. */
  score: scoreSchema,
});

export const selectionSchema = z.object({
  key: z.string(),
  /** Offered decimal odds in thousandths; null when this selection is not offered now. */
  oddsMilli: z.number().int().nullable(),
});
export const marketSchema = z.object({
  key: z.string(),
  type: z.enum(SPORT_MARKET_TYPES),
  /** The HOME side's handicap or the total's line; null for markets without one. */
  line: z.number().nullable(),
  /** Priced but not taking bets (an incident being confirmed, a map being played, the desk's suspension). */
  suspended: z.boolean(),
  selections: z.array(selectionSchema),
});
export type SportMarket = z.infer<typeof marketSchema>;

export const eventSchema = z.object({
  eventId: z.string(),
  sport: z.enum(SPORTSBOOK_SPORTS),
  category: z.enum(SPORTSBOOK_CATEGORIES),
  competitionCode: z.string(),
  competitionName: z.string(),
  season: z.number().int().nullable(),
  round: z.number().int().nullable(),
  arena: z.string().nullable(),
  /** Home first, away second (a cockfight: Meron, then Wala). */
  participants: z.tuple([participantSchema, participantSchema]),
  opensAt: z.string(),
  startsAt: z.string(),
  /** Start plus the sport's nominal length: the real end (overtime, a third map) is not known before it happens. */
  expectedEndsAt: z.string(),
  endedAt: z.string().nullable(),
  status: z.enum(SPORT_EVENT_STATUSES),
  /** SHA-256 of the seed, published when the event was scheduled. */
  seedHash: z.string(),
  /** Revealed once the event has ended; null before. */
  seed: z.string().nullable(),
  /** Milliseconds since the start while live; null before the start and after the end. */
  elapsedMs: z.number().int().nullable(),
  /** The state now: the pre-match state before the start, the live state while playing, the final one after. */
  state: liveStateSchema,
  score: scoreSchema,
  result: eventResultSchema.nullable(),
  /** Whether the event takes bets now (open or live, not suspended as a whole). */
  isBettable: z.boolean(),
});
export type SportEvent = z.infer<typeof eventSchema>;

export const legInput = z.object({
  eventId: eventIdInput,
  marketKey: marketKeyInput,
  selectionKey: selectionKeyInput,
  /** The odds the slip showed (thousandths); the odds-change policy compares the price at placement with it. */
  oddsMilli,
});
export type SportLegInput = z.infer<typeof legInput>;

export const betLegSchema = z.object({
  legNo: z.number().int(),
  eventId: z.string(),
  sport: z.enum(SPORTSBOOK_SPORTS),
  competitionCode: z.string(),
  participants: z.tuple([participantSchema, participantSchema]),
  startsAt: z.string(),
  eventStatus: z.enum(SPORT_EVENT_STATUSES),
  marketKey: z.string(),
  marketType: z.enum(SPORT_MARKET_TYPES),
  line: z.number().nullable(),
  selectionKey: z.string(),
  oddsMilli: z.number().int(),
  /** Placed in play: the score when the bet was struck (lines count the full match, see ODDS.md). */
  placedInPlay: z.boolean(),
  outcome: z.enum(SPORT_LEG_OUTCOMES),
  /** The event's final score once ended. */
  finalScore: scoreSchema.nullable(),
});

export const sportBetSchema = z.object({
  betId: z.number().int(),
  kind: z.enum(SPORT_BET_KINDS),
  stake: moneyString,
  /** The product of the legs' odds, rounded down to a thousandth. */
  oddsMilli: z.number().int(),
  /** Stake × odds, capped at the maximum payout. */
  potentialPayout: moneyString,
  /** What was paid (settlement or cash-out); 0 while open. */
  payout: moneyString,
  status: z.enum(SPORT_BET_STATUSES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(betLegSchema),
});
export type SportBet = z.infer<typeof sportBetSchema>;

export const standingRowSchema = z.object({
  position: z.number().int(),
  code: z.string(),
  name: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
});
