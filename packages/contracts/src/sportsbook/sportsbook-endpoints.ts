import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { pageOf, requestIdInput } from '../wallet/wallet-common.ts';
import {
  competitionCodeInput,
  eventIdInput,
  eventResultSchema,
  eventSchema,
  legInput,
  marketSchema,
  moneyInput,
  ODDS_CHANGE_POLICIES,
  pageQuery,
  SPORT_BET_KINDS,
  SPORTSBOOK_CATEGORIES,
  SPORTSBOOK_SPORTS,
  sportBetSchema,
  standingRowSchema,
  timelineEntrySchema,
} from './sportsbook-schemas.ts';

/*
 * The sportsbook's player calls, under /lgw/sports beside the lottery's /lgw calls (an API prefix the web app's fallback knows). Public reads take a session when one is sent.
 * Flow: the menu → a competition's events (with their main markets) → one event (every market, the timeline so
 * far) → quote the slip → place it (idempotent on requestId) → my bets → cash-out quote → cash-out; results,
 * standings and verify after the end.
 */

const sportQuery = {
  category: z.enum(SPORTSBOOK_CATEGORIES).optional(),
  sport: z.enum(SPORTSBOOK_SPORTS).optional(),
  competitionCode: competitionCodeInput.optional(),
};

const competitionSchema = z.object({
  code: z.string(),
  name: z.string(),
  sport: z.enum(SPORTSBOOK_SPORTS),
  /** Events open for pre-match betting (or scheduled within the listing window) and events being played. */
  upcoming: z.number().int(),
  live: z.number().int(),
  nextStartsAt: z.string().nullable(),
  /** Football and basketball leagues keep a season table. */
  hasStandings: z.boolean(),
});

export const sportsbookMenu = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/menu',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    'The sports menu: sports of a category (all when omitted) with their competitions and counts of upcoming and live events',
  query: z.object({ category: z.enum(SPORTSBOOK_CATEGORIES).optional() }),
  value: z.object({
    serverTime: z.string(),
    sports: z.array(
      z.object({
        sport: z.enum(SPORTSBOOK_SPORTS),
        category: z.enum(SPORTSBOOK_CATEGORIES),
        upcoming: z.number().int(),
        live: z.number().int(),
        competitions: z.array(competitionSchema),
      }),
    ),
  }),
});

export const sportsbookEvents = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/events',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    'Events of a category, sport or competition, by start time: upcoming (scheduled or open) and live ones, each with its state and main markets priced now',
  query: z.object({
    ...sportQuery,
    state: z.enum(['upcoming', 'live', 'all']).default('all'),
    count: z.coerce.number().int().min(1).max(100).default(40),
  }),
  value: z.object({
    serverTime: z.string(),
    events: z.array(eventSchema.extend({ mainMarkets: z.array(marketSchema), marketCount: z.number().int() })),
  }),
});

export const sportsbookEvent = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/events/event',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'sportsbook',
  summary: 'One event: every market priced at this second, the live state and the timeline up to now',
  query: z.object({ eventId: eventIdInput }),
  value: z.object({
    serverTime: z.string(),
    event: eventSchema,
    markets: z.array(marketSchema),
    timeline: z.array(timelineEntrySchema),
  }),
});

const slipBody = {
  kind: z.enum(SPORT_BET_KINDS),
  legs: z.array(legInput).min(1).max(10),
};

export const sportsbookQuote = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets/quote',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    "Prices a slip without placing it: each leg's odds now (or why it cannot be bet), the combined odds, the stake limits and the maximum payout",
  body: z.object({ ...slipBody, stake: moneyInput.optional() }),
  value: z.object({
    legs: z.array(
      z.object({
        eventId: z.string(),
        marketKey: z.string(),
        selectionKey: z.string(),
        /** The price now; null when the selection is not offered. */
        oddsMilli: z.number().int().nullable(),
        /** False with an error code when this leg cannot be bet now (suspended, closed, unknown, correlated). */
        available: z.boolean(),
        reason: z.string().nullable(),
      }),
    ),
    oddsMilli: z.number().int().nullable(),
    minStake: moneyString,
    maxStake: moneyString,
    maxPayout: moneyString,
    potentialPayout: moneyString.nullable(),
  }),
});

export const sportsbookPlaceBet = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    'Places one bet (a single, or a parlay of 2 to 10 legs of different events): the stake debited through the seamless wallet, idempotent on requestId; in play after a bet delay',
  body: z.object({
    requestId: requestIdInput,
    ...slipBody,
    stake: moneyInput,
    oddsChange: z.enum(ODDS_CHANGE_POLICIES).default('ASK'),
  }),
  value: z.object({ bet: sportBetSchema, balance: moneyString }),
});

export const sportsbookMyBets = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/bets',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'sportsbook',
  summary: "The member's sports bets, newest first: open, settled, cashed out, or all",
  query: z.object({ state: z.enum(['open', 'settled', 'cashedOut', 'all']).default('all'), ...pageQuery }),
  value: pageOf(sportBetSchema),
});

const cashOutQuoteValue = z.object({
  betId: z.number().int(),
  /** What the book pays now; null when cash-out is not available (see reason). */
  value: moneyString.nullable(),
  reason: z.string().nullable(),
  quotedAt: z.string(),
});

export const sportsbookCashOutQuote = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/bets/cashout',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    "An open bet's cash-out value now: the fair value of its open legs at the current state, less the cash-out margin",
  query: z.object({ betId: z.coerce.number().int().min(1) }),
  value: cashOutQuoteValue,
});

export const sportsbookCashOut = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets/cashout',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    'Cashes out an open bet at the value now: refused when it fell below the value the member accepted (unless acceptLower) or a market is suspended',
  body: z.object({ betId: z.number().int().min(1), value: moneyInput, acceptLower: z.boolean().default(false) }),
  value: z.object({ bet: sportBetSchema, paid: moneyString, balance: moneyString }),
});

export const sportsbookResults = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/results',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'sportsbook',
  summary: 'Finished events with their results and revealed seeds, newest first',
  query: z.object({ ...sportQuery, ...pageQuery }),
  value: pageOf(eventSchema),
});

export const sportsbookStandings = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/standings',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'sportsbook',
  summary: "A league's table for a season (the current one when omitted) from its finished matches",
  query: z.object({
    competitionCode: competitionCodeInput,
    season: z.coerce.number().int().min(1).max(100_000).optional(),
  }),
  value: z.object({
    competitionCode: z.string(),
    competitionName: z.string(),
    sport: z.enum(SPORTSBOOK_SPORTS),
    season: z.number().int(),
    /** Matchdays (rounds) of this season with every match finished. */
    roundsPlayed: z.number().int(),
    rows: z.array(standingRowSchema),
  }),
});

export const sportsbookVerifyEvent = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/events/verify',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'sportsbook',
  summary:
    'Replays an ended event from its revealed seed: SHA-256(seed) against the published hash, the result and the timeline recomputed from (seed, event id, participants)',
  query: z.object({ eventId: eventIdInput }),
  value: z.object({
    event: eventSchema,
    recomputedSeedHash: z.string(),
    isSeedHashMatch: z.boolean(),
    recomputedResult: eventResultSchema,
    isResultMatch: z.boolean(),
    /** Entries of the replayed timeline and whether every one equals the one played. */
    timelineEntries: z.number().int(),
    isTimelineMatch: z.boolean(),
    method: z.string(),
  }),
});
