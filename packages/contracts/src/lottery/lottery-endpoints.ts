import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { optionalText } from '../games/game-card.ts';
import { pageOf, requestIdInput } from '../wallet/wallet-common.ts';
import {
  betTypeSchema,
  chaseSchema,
  drawSchema,
  gameCodeInput,
  LOTTERY_BET_STATUSES,
  lotteryBetSchema,
  lotteryGameSchema,
  prizeModeInput,
  pricedSelectionSchema,
  resultViewSchema,
  selectionInput,
} from './lottery-schemas.ts';

/*
 * The lottery calls. The menu, recent games, opened numbers and latest numbers keep the paths of spec section 7 (its
 * `/lgw/games/game_menus` and `/lgw/games/popular` are the catalogue's, in games/catalogue-endpoints.ts); the betting, chase, cancel, my-bets,
 * draw and verify calls follow their style under /lgw. Public calls read a session when one is sent.
 */

const menuGroup = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  prizeMode: z.string(),
  games: z.array(lotteryGameSchema.extend({ nextDraw: drawSchema.nullable(), lastDraw: drawSchema.nullable() })),
});
const languageQuery = { language: optionalText(8), device: optionalText(16) };

export const lotteryVnGameMenu = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary:
    'The lottery menu: every lottery game of a prize mode (all modes when omitted) grouped by gameGroupCode, each with its next draw (countdown) and last result',
  query: z.object({ prizeMode: prizeModeInput.optional(), ...languageQuery }),
  value: z.object({ serverTime: z.string(), gameMenus: z.array(menuGroup) }),
});

export const lotteryRecentGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary: 'The lottery games the member bet on most recently, newest first',
  query: z.object({ count: z.coerce.number().int().min(1).max(20).default(6), ...languageQuery }),
  value: z.object({ games: z.array(lotteryGameSchema) }),
});

export const lotteryOpenedNumbers = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary:
    'The last drawn results of one game, newest first (count 100 by default): the history and the trend charts read it',
  query: z.object({
    gameCode: gameCodeInput,
    count: z.coerce.number().int().min(1).max(500).default(100),
    station: optionalText(16),
  }),
  value: z.object({ gameCode: z.string(), draws: z.array(drawSchema) }),
});

export const lotteryLatestNumbers = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary:
    'The latest result of every lottery game of a prize mode (all modes when omitted), for lobbies and result boards',
  query: z.object({
    prizeMode: prizeModeInput.optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  value: z.object({ draws: z.array(drawSchema) }),
});

export const lotteryPopularNumbers = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/popular',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary:
    'The numbers players picked most over the recent draws of a game (count 20), with how many bets and the share of stakes',
  query: z.object({
    gameCode: gameCodeInput.optional(),
    prizeMode: prizeModeInput.optional(),
    count: z.coerce.number().int().min(1).max(100).default(20),
    ...languageQuery,
  }),
  value: z.object({
    gameCode: z.string().nullable(),
    numbers: z.array(z.object({ number: z.string(), betType: z.string(), bets: z.number().int(), stake: moneyString })),
  }),
});

export const lotteryGameDetail = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary:
    'One lottery game for its betting page: bet types with odds and stake limits, the current draw(s) on sale and the next draws for a chase',
  query: z.object({
    gameCode: gameCodeInput,
    chaseCount: z.coerce.number().int().min(1).max(120).default(10),
    ...languageQuery,
  }),
  value: z.object({
    serverTime: z.string(),
    game: lotteryGameSchema,
    betTypes: z.array(betTypeSchema),
    /** Draws on sale now: one for most games, one per station for a Vietnamese region. */
    currentDraws: z.array(drawSchema),
    upcomingDraws: z.array(drawSchema),
    liabilityNote: z.string(),
  }),
});

export const lotteryDraw = defineEndpoint({
  method: 'GET',
  path: '/lgw/draws/draw',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary: 'One draw: times, status, the seed hash, and the seed and result once drawn',
  query: z.object({ drawId: z.coerce.number().int().min(1) }),
  value: drawSchema,
});

export const lotteryVerifyDraw = defineEndpoint({
  method: 'GET',
  path: '/lgw/draws/verify',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'lottery',
  summary:
    'Recomputes a drawn draw from its revealed seed: SHA-256(seed) against the published hash, and the numbers from HMAC-SHA256(seed, streamId:cursor)',
  query: z.object({ drawId: z.coerce.number().int().min(1) }),
  value: z.object({
    draw: drawSchema,
    streamId: z.string(),
    recomputedSeedHash: z.string(),
    isSeedHashMatch: z.boolean(),
    recomputed: resultViewSchema.nullable(),
    isResultMatch: z.boolean(),
    /** How the numbers are made, in words a player can follow with any HMAC tool. */
    method: z.string(),
  }),
});

export const lotteryQuote = defineEndpoint({
  method: 'POST',
  path: '/lgw/bets/quote',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'lottery',
  summary: 'Expands and prices the slip without placing it: combinations, cost and the most each selection can pay',
  body: z.object({
    gameCode: gameCodeInput,
    selections: z.array(selectionInput).min(1).max(50),
    drawCount: z.number().int().min(1).max(120).default(1),
  }),
  value: z.object({ selections: z.array(pricedSelectionSchema), totalCost: moneyString }),
});

export const lotteryPlaceBets = defineEndpoint({
  method: 'POST',
  path: '/lgw/bets',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary:
    'Places the slip on one draw: all selections or none, the whole cost debited through the seamless wallet; idempotent on requestId',
  body: z.object({
    requestId: requestIdInput,
    gameCode: gameCodeInput,
    drawId: z.number().int().min(1),
    selections: z.array(selectionInput).min(1).max(50),
  }),
  value: z.object({ bets: z.array(lotteryBetSchema), totalCost: moneyString, balance: moneyString }),
});

export const lotteryPlaceChase = defineEndpoint({
  method: 'POST',
  path: '/lgw/chases',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary:
    'The same slip over the next N draws of a game, all paid now; optionally stops (refunding the rest) after the first win',
  body: z.object({
    requestId: requestIdInput,
    gameCode: gameCodeInput,
    selections: z.array(selectionInput).min(1).max(20),
    drawCount: z.number().int().min(2).max(120),
    stopOnWin: z.boolean().default(true),
  }),
  value: z.object({ chase: chaseSchema, totalCost: moneyString, balance: moneyString }),
});

export const lotteryCancelBet = defineEndpoint({
  method: 'POST',
  path: '/lgw/bets/cancel',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary:
    'Cancels an open bet before its draw stops selling, with the selections placed with it on the same draw (one ticket, one debit); the stakes come back at once',
  body: z.object({ betId: z.number().int().min(1) }),
  value: z.object({ bet: lotteryBetSchema, cancelledBets: z.number().int(), balance: moneyString }),
});

export const lotteryCancelChase = defineEndpoint({
  method: 'POST',
  path: '/lgw/chases/cancel',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary: 'Stops a chase: every bet of it whose draw still sells is cancelled and refunded; drawn ones stay',
  body: z.object({ chaseId: z.number().int().min(1) }),
  value: z.object({ chase: chaseSchema, refunded: moneyString, balance: moneyString }),
});

export const lotteryMyBets = defineEndpoint({
  method: 'GET',
  path: '/lgw/bets',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary: "The member's lottery bets, newest first: open ones (not yet settled) or settled ones, of one game or all",
  query: z.object({
    gameCode: gameCodeInput.optional(),
    state: z.enum(['open', 'settled', 'all']).default('all'),
    status: z.enum(LOTTERY_BET_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(lotteryBetSchema),
});

export const lotteryMyChases = defineEndpoint({
  method: 'GET',
  path: '/lgw/chases',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'lottery',
  summary: "The member's chases with their bets, newest first",
  query: z.object({
    gameCode: gameCodeInput.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: pageOf(chaseSchema),
});
