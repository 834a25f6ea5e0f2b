import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { handIdInput, PVP_GAMES, pvpHandResultSchema, pvpRoomSchema } from './pvp-schemas.ts';

/*
 * The PVP card rooms' HTTP calls. The room list keeps the spec's relay name (section 7: `/wps/relay/GLS2_roomList`);
 * a table is opened with the launch call (`/wps/game/launchGame?roomId=`), which answers the /pvp table page; play
 * itself goes over the table socket (pvp-messages.ts). The room list and the header balance also change live
 * through the push channel.
 */

export const pvpRoomList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'pvp',
  summary:
    'The PVP rooms: each table with its game, stake level, blinds or ante, rake, buy-in range, seats taken and free, and players online; a trial session sees the practice tables, anyone else the real-money ones',
  query: z.object({
    game: z.enum(PVP_GAMES).optional(),
    stakeLevel: z
      .string()
      .regex(/^[A-Z0-9_-]{1,16}$/)
      .optional(),
  }),
  value: z.object({
    serverTime: z.string(),
    /** Whether the list is of practice tables (a trial session) or real-money ones. */
    practice: z.boolean(),
    stakeLevels: z.array(z.object({ game: z.enum(PVP_GAMES), stakeLevel: z.string() })),
    rooms: z.array(pvpRoomSchema),
  }),
});

export const pvpHandDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_handDetail',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'pvp',
  summary:
    'One finished hand for the verify link: its result and the revealed seeds and deck, checked again here (seed against its hash, seeds against the deck, deck against the commitment); a hand still running is not shown',
  query: z.object({ handId: handIdInput }),
  value: z.object({
    roomId: z.number().int(),
    result: pvpHandResultSchema,
    verified: z.boolean(),
    /** Why the check failed, when it did (never expected: it means the record was altered). */
    verifyFailure: z.string().nullable(),
  }),
});
