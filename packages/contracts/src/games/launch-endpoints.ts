import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { optionalText } from './game-card.ts';

/**
 * The launch payload of spec section 3. accountType 1 plays for real money, 0 is free play: a trial
 * account (type 4) always plays free with its demo credit, whatever it sends. A lottery game (or launchMode LOTT)
 * opens the site's own lottery page: its betting view, or the lobby of its prize mode.
 */
export const launchGame = defineEndpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary:
    'Opens a game: answers the URL of the game page with a short-lived, single-use launch token bound to the member and the game',
  query: z.object({
    gameId: z.coerce.number().int().min(1).optional(),
    roomId: z.coerce.number().int().min(1).optional(),
    nodeId: optionalText(40),
    accountType: z.coerce.number().int().min(0).max(1).default(1),
    confirmTrans: optionalText(4),
    vassalage: optionalText(40),
    launchMode: optionalText(16),
    platform: optionalText(40),
    clientType: optionalText(8),
    username: optionalText(40),
    token: optionalText(200),
    merchantCode: optionalText(40),
    language: optionalText(8),
    // The lottery lobby launch (launchMode LOTT): area VN, a prize mode, a game, and the betting or lobby view.
    lottoArea: optionalText(8),
    lottoPrizeMode: optionalText(8),
    lottoGameCode: optionalText(32),
    lottoView: z.enum(['betting', 'lobby']).optional(),
    device: optionalText(16),
    backUrl: optionalText(300),
  }),
  value: z.object({
    game_url: z.string(),
    game_url2: z.string().nullable(),
    accountType: z.union([z.literal(0), z.literal(1)]),
    expiresAt: z.string(),
  }),
});
