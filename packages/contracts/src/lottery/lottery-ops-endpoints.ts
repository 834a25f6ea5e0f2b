import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import {
  drawSchema,
  DRAW_STATUSES,
  gameCodeInput,
  LOTTERY_GAME_STATUSES,
  lotteryGameSchema,
} from './lottery-schemas.ts';

/*
 * The lottery desk at /ops: games on/off and in maintenance, the sale window, odds, stake limits and liability
 * caps per bet type, the draw monitor with the exposure per number, voiding a draw, and the log of results and
 * seeds. Every change is audited.
 */

/** A bet type (or odds table key, or `*` for a game's default limits). */
const betTypeKey = singleLineText()
  .trim()
  .regex(/^[\w*.-]{1,32}$/, 'a bet type');
const moneyInput = singleLineText()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal amount');
const limitsInput = z.object({ minStake: moneyInput, maxStake: moneyInput, liabilityCap: moneyInput });

export const opsLotteryGameSchema = lotteryGameSchema.extend({
  /** The odds table in force (defaults merged with the operator's overrides), per bet type. */
  odds: z.record(z.string(), z.unknown()),
  /** The operator's overrides only. */
  oddsOverrides: z.record(z.string(), z.unknown()),
  limits: z.record(z.string(), z.object({ minStake: moneyString, maxStake: moneyString, liabilityCap: moneyString })),
  /** Return to player per bet type at the odds in force, where it can be computed exactly (VN), as a fraction. */
  rtp: z.record(z.string(), z.number()),
});

export const opsLotteryGames = defineEndpoint({
  method: 'GET',
  path: '/ops/api/lottery/games',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-lottery',
  summary: 'Every lottery game with its status, sale window, odds, stake limits and liability caps per bet type',
  value: z.object({ games: z.array(opsLotteryGameSchema) }),
});

export const opsLotteryGameUpdate = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/lottery/games',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-lottery',
  summary:
    'Changes a lottery game: status (on, maintenance, off), seconds of stop-sale before each draw, odds overrides, limits per bet type (audited)',
  body: z.object({
    gameCode: gameCodeInput,
    status: z.enum(LOTTERY_GAME_STATUSES).optional(),
    stopSaleSeconds: z.number().int().min(0).max(3600).optional(),
    oddsOverrides: z.record(betTypeKey, z.unknown()).optional(),
    limits: z.record(betTypeKey, limitsInput).optional(),
  }),
  value: z.object({ game: opsLotteryGameSchema }),
});

const drawMonitorRow = drawSchema.extend({
  bets: z.number().int(),
  players: z.number().int(),
  stake: moneyString,
  payout: moneyString,
  voidReason: z.string().nullable(),
});

export const opsLotteryDraws = defineEndpoint({
  method: 'GET',
  path: '/ops/api/lottery/draws',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-lottery',
  summary:
    'The draw monitor and the results-and-seeds log: draws of a game (next ones first when status is SCHEDULED) with bets, players, stakes and payouts',
  query: z.object({
    gameCode: gameCodeInput.optional(),
    status: z.enum(DRAW_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(drawMonitorRow),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const opsLotteryExposure = defineEndpoint({
  method: 'GET',
  path: '/ops/api/lottery/draws/exposure',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-lottery',
  summary:
    "A draw's exposure: what the house would pay per number (key), highest first, against the liability cap of its bet type",
  query: z.object({
    drawId: z.coerce.number().int().min(1),
    count: z.coerce.number().int().min(1).max(500).default(50),
  }),
  value: z.object({
    draw: drawMonitorRow,
    exposures: z.array(
      z.object({ key: z.string(), betType: z.string(), amount: moneyString, cap: moneyString, share: z.number() }),
    ),
  }),
});

export const opsLotteryDrawVoid = defineEndpoint({
  method: 'POST',
  path: '/ops/api/lottery/draws/void',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-lottery',
  summary: 'Voids a draw that is not settled: every bet on it refunded through the wallet, the reason audited',
  body: z.object({ drawId: z.number().int().min(1), reason: multiLineText().trim().min(3).max(200) }),
  value: z.object({ draw: drawMonitorRow, refundedBets: z.number().int(), refunded: moneyString }),
});
