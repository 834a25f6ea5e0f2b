import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { multiLineText } from '../common/text.ts';
import {
  competitionCodeInput,
  eventIdInput,
  eventSchema,
  marketKeyInput,
  moneyInput,
  pageQuery,
  SPORT_EVENT_STATUSES,
  SPORT_MARKET_TYPES,
  SPORTSBOOK_SPORTS,
} from './sportsbook-schemas.ts';

/*
 * The sportsbook desk at /ops: margins and limits per sport and market type, liability per event and market,
 * suspending and resuming markets, voiding an event, and the event log with its seeds (revealed after the end).
 * Every change is audited.
 */

const limitsSchema = z.object({
  /** The margin (overround) of the market type, as a fraction: 0.05 is 5%. */
  margin: z.number(),
  minStake: moneyString,
  maxStake: moneyString,
  maxPayout: moneyString,
  /** The most the book may owe on one selection of one event's market (sum of potential payouts). */
  liabilityCap: moneyString,
});

export const opsSportsSettingsSchema = z.object({
  sports: z.array(
    z.object({
      sport: z.enum(SPORTSBOOK_SPORTS),
      /** The sport's defaults: a market type without its own row uses these. */
      defaults: limitsSchema,
      markets: z.array(limitsSchema.extend({ marketType: z.enum(SPORT_MARKET_TYPES), isOverride: z.boolean() })),
    }),
  ),
  /** Taken off an open bet's fair value when it is cashed out. */
  cashOutMargin: z.number(),
  /** Seconds an in-play bet waits before it is re-priced and accepted. */
  betDelaySeconds: z.number().int(),
  /** The most a parlay pays whatever its legs' limits. */
  parlayMaxPayout: moneyString,
});

export const opsSportsSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/api/sports/settings',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-sports',
  summary:
    'Margins, stake limits, maximum payouts and liability caps per sport and market type; cash-out margin, bet delay',
  value: opsSportsSettingsSchema,
});

export const opsSportsSettingsUpdate = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/sports/settings',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-sports',
  summary:
    "Changes a sport's defaults (marketType omitted) or one market type's margin and limits, or the book's cash-out margin and bet delay (audited)",
  body: z.object({
    sport: z.enum(SPORTSBOOK_SPORTS).optional(),
    marketType: z.enum(SPORT_MARKET_TYPES).optional(),
    margin: z.number().min(0).max(0.5).optional(),
    minStake: moneyInput.optional(),
    maxStake: moneyInput.optional(),
    maxPayout: moneyInput.optional(),
    liabilityCap: moneyInput.optional(),
    /** Drop the market type's own row so it follows the sport's defaults again. */
    resetOverride: z.boolean().default(false),
    cashOutMargin: z.number().min(0).max(0.5).optional(),
    betDelaySeconds: z.number().int().min(0).max(30).optional(),
    parlayMaxPayout: moneyInput.optional(),
  }),
  value: opsSportsSettingsSchema,
});

const opsEventRow = eventSchema.extend({
  bets: z.number().int(),
  players: z.number().int(),
  stake: moneyString,
  payout: moneyString,
  voidReason: z.string().nullable(),
  suspendedMarkets: z.array(z.string()),
});

export const opsSportsEvents = defineEndpoint({
  method: 'GET',
  path: '/ops/api/sports/events',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-sports',
  summary:
    'The event monitor and log: events by start (newest first), with bets, players, stakes, payouts, suspended markets, and the seed once revealed',
  query: z.object({
    sport: z.enum(SPORTSBOOK_SPORTS).optional(),
    competitionCode: competitionCodeInput.optional(),
    status: z.enum(SPORT_EVENT_STATUSES).optional(),
    ...pageQuery,
  }),
  value: z.object({
    list: z.array(opsEventRow),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const opsSportsLiability = defineEndpoint({
  method: 'GET',
  path: '/ops/api/sports/liability',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-sports',
  summary:
    "An event's liability per market and selection: stakes taken, what the book would pay if it wins, against the market type's cap",
  query: z.object({ eventId: eventIdInput }),
  value: z.object({
    event: opsEventRow,
    markets: z.array(
      z.object({
        marketKey: z.string(),
        suspended: z.boolean(),
        cap: moneyString,
        selections: z.array(
          z.object({
            selectionKey: z.string(),
            bets: z.number().int(),
            stake: moneyString,
            /** Sum of the potential payouts of open bets with a leg on it (a parlay counts whole on each leg). */
            liability: moneyString,
            share: z.number(),
          }),
        ),
      }),
    ),
  }),
});

export const opsSportsMarketSuspend = defineEndpoint({
  method: 'POST',
  path: '/ops/api/sports/markets/suspend',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-sports',
  summary:
    "Suspends (or resumes) one market of an event, or every market with marketKey '*': no bets or cash-outs on it until resumed (audited)",
  body: z.object({
    eventId: eventIdInput,
    marketKey: z.union([z.literal('*'), marketKeyInput]),
    suspended: z.boolean(),
    reason: multiLineText().trim().min(3).max(200),
  }),
  value: z.object({ eventId: z.string(), suspendedMarkets: z.array(z.string()) }),
});

export const opsSportsEventVoid = defineEndpoint({
  method: 'POST',
  path: '/ops/api/sports/events/void',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-sports',
  summary:
    'Voids an event that is not settled: every leg on it VOID — singles refunded, parlays re-priced without it — the reason audited',
  body: z.object({ eventId: eventIdInput, reason: multiLineText().trim().min(3).max(200) }),
  value: z.object({
    event: opsEventRow,
    voidedLegs: z.number().int(),
    refundedBets: z.number().int(),
    refunded: moneyString,
  }),
});
