import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { categoryInput, gameCardSchema, languageInput, optionalText, pageNoInput, pageSizeInput } from './game-card.ts';

const gameIdBody = z.object({ gameId: z.coerce.number().int().min(1) });

export const favouriteIds = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary: "Ids of the member's favourite games",
  value: z.array(z.number().int()),
});

export const favouriteList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary: "The member's favourite games, newest first, paged",
  query: z.object({
    pageNo: pageNoInput,
    pageSize: pageSizeInput,
    gameType: categoryInput,
    vendor: optionalText(40),
    language: languageInput,
  }),
  value: z.object({
    content: z.array(gameCardSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const favouriteAdd = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary: 'Adds a game to the favourites (adding twice is harmless); answers the favourite ids',
  body: gameIdBody,
  value: z.array(z.number().int()),
});

export const favouriteRemove = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary: 'Removes a game from the favourites; answers the favourite ids',
  body: gameIdBody,
  value: z.array(z.number().int()),
});

export const recentGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'games',
  summary: 'Games the member launched, most recent first, paged',
  query: z.object({
    page: pageNoInput,
    pageSize: pageSizeInput,
    gameType: categoryInput,
    vassalage: optionalText(40),
    clientType: optionalText(8),
    language: languageInput,
  }),
  value: z.object({
    list: z.array(gameCardSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});
