import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { categoryInput, gameCardSchema, languageInput, optionalText, pageNoInput, pageSizeInput } from './game-card.ts';
import { singleLineText } from '../common/text.ts';

export const gameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'games',
  summary:
    'Games filtered by category, vendor, classify, name, minimum bet (games playable at or below it), line count (at least) and the new flag, paged',
  query: z.object({
    clientType: optionalText(8),
    platform: optionalText(40),
    merchant: optionalText(40),
    gameType: categoryInput,
    vassalage: optionalText(40),
    gameClassify: optionalText(40),
    gameName: optionalText(60),
    minBet: singleLineText()
      .trim()
      .regex(/^(\d+(\.\d+)?)?$/)
      .optional()
      .transform((value) => value || undefined),
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    /** '1' lists only the games flagged new (the /new page and the home page's new row); '0' or '' does not filter. */
    isNew: z
      .enum(['', '0', '1'])
      .optional()
      .transform((value) => (value === '1' ? true : undefined)),
    pageNo: pageNoInput,
    pageSize: pageSizeInput,
    language: languageInput,
  }),
  value: z.object({
    content: z.array(gameCardSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** When the filtered vendor is in maintenance: active games of the same category to play instead. */
    suggestions: z.array(gameCardSchema),
  }),
});

export const hotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'Hot games of every enabled vendor (or one vendor)',
  query: z.object({
    merchantCode: optionalText(40),
    isPlatform: optionalText(4),
    vassalage: optionalText(40),
    platform: optionalText(40),
    language: languageInput,
  }),
  value: z.object({ list: z.array(gameCardSchema) }),
});

export const vassGameType = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'For each enabled vendor: its category and the game classifies it offers',
  query: z.object({ vassalage: optionalText(40), merchantCode: optionalText(40) }),
  value: z.array(
    z.object({
      vassalage: z.string(),
      displayName: z.string(),
      gameType: z.enum(GAME_CATEGORIES),
      gameClassifies: z.array(z.string()),
    }),
  ),
});

export const gameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'Game menus grouped by category (gameGroupCode), with a label per group',
  query: z.object({ prizeMode: optionalText(16), language: languageInput }),
  value: z.array(
    z.object({
      gameGroupCode: z.enum(GAME_CATEGORIES),
      labelName: z.string(),
      gameMenus: z.array(
        z.object({
          gameId: z.number().int(),
          gameCode: z.string(),
          gameName: z.string(),
          vassalage: z.string(),
          status: z.enum(['ACTIVE', 'MAINTENANCE']),
        }),
      ),
    }),
  ),
});

export const popularGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'Most launched games of the last 7 days, topped up with hot games',
  query: z.object({
    count: z.coerce.number().int().min(1).max(100).default(20),
    gameType: categoryInput,
    prizeMode: optionalText(16),
    device: optionalText(16),
    language: languageInput,
  }),
  value: z.object({ list: z.array(gameCardSchema) }),
});

export const rankList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'Winners board: the 20 biggest wins of the last 7 days, names masked',
  query: z.object({ language: languageInput }),
  value: z.object({
    list: z.array(
      z.object({
        rank: z.number().int(),
        userName: z.string(),
        gameId: z.number().int(),
        gameName: z.string(),
        vassalage: z.string(),
        winAmount: moneyString,
        time: z.string(),
      }),
    ),
  }),
});
