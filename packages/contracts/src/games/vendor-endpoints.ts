import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { singleLineText } from '../common/text.ts';

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** 1 marks a hot vendor. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
});

export const gameVendor = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'Enabled vendors per game category; a category without vendors is absent',
  query: z.object({ merchantCode: singleLineText().max(40).optional() }),
  value: z.array(z.object({ gameCategory: z.enum(GAME_CATEGORIES), vendors: z.array(vendorCardSchema) })),
});
