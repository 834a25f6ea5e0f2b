import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { dateBoundInput, pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { categoryInput, languageInput, optionalText } from './game-card.ts';

export const ROUND_STATUSES = ['OPEN', 'SETTLED', 'REFUNDED'] as const;

const totals = z.object({
  bet: moneyString,
  validBet: moneyString,
  payout: moneyString,
  winLoss: moneyString,
  rounds: z.number().int(),
});

export const bettingRecordSchema = z.object({
  roundId: z.number().int(),
  roundRef: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  bet: moneyString,
  validBet: moneyString,
  payout: moneyString,
  /** payout − bet: positive is a win for the member. */
  winLoss: moneyString,
  status: z.enum(ROUND_STATUSES),
  time: z.string(),
  settledAt: z.string().nullable(),
});

export const bettingRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/personalHistoryCopy',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary:
    "The member's betting record, newest first, filtered by date, category and vendor, with totals of the filter",
  query: z.object({
    ...pageQuery,
    gameType: categoryInput,
    vassalage: optionalText(40),
    status: z.enum(ROUND_STATUSES).optional(),
    language: languageInput,
  }),
  value: pageOf(bettingRecordSchema).extend({ totals }),
});

export const profitAndLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/personalProfit',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary:
    "The member's profit and loss by day (UTC) and by category over a date range (default the last 7 days); refunded rounds left out",
  query: z.object({ from: dateBoundInput.optional(), to: dateBoundInput.optional() }),
  value: z.object({
    byDay: z.array(totals.extend({ day: z.string() })),
    byCategory: z.array(totals.extend({ gameType: z.enum(GAME_CATEGORIES) })),
    total: totals,
  }),
});
