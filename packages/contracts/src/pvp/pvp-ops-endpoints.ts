import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';
import {
  checkDayRange,
  dayInput,
  opsPvpHandRow,
  opsPvpTableSchema,
  pageQuery,
  PVP_TABLE_STATUSES,
  reasonInput,
  tableCreateBody,
  tableUpdateBody,
} from './pvp-ops-schemas.ts';
import { handIdInput, PVP_GAMES, PVP_SEAT_STATES, pvpHandResultSchema, tableIdInput } from './pvp-schemas.ts';

/*
 * The card rooms' desk at /ops (admin): the tables with their stakes, rake and buy-in range (create, change, open,
 * close — every change audited with its reason), the live tables, the hand history by member or hand id, the rake
 * by day and agent, and collusion hints. Amounts are decimal strings in the merchant's currency.
 */

export const opsPvpTables = defineEndpoint({
  method: 'GET',
  path: '/ops/api/pvp/tables',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    'The card tables: game, stakes, rake and cap, buy-in range, seats, practice flag, status, owner instance, players seated and chips on the table',
  query: z.object({
    game: z.enum(PVP_GAMES).optional(),
    status: z.enum(PVP_TABLE_STATUSES).optional(),
  }),
  value: z.object({ list: z.array(opsPvpTableSchema) }),
});

export const opsPvpTableCreate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/pvp/tables',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary: 'Creates a table with its game, stakes, rake, buy-in range and seats (CLOSED unless asked OPEN; audited)',
  body: tableCreateBody,
  value: opsPvpTableSchema,
});

export const opsPvpTableUpdate = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/pvp/tables',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    "Changes a table's name, stakes, rake, buy-in range and turn time for the hands not yet started (audited before → after with the reason)",
  body: tableUpdateBody,
  value: opsPvpTableSchema,
});

export const opsPvpTableStatus = defineEndpoint({
  method: 'POST',
  path: '/ops/api/pvp/tables/status',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    'Opens or closes a table: a closed table seats nobody new and deals no new hand; the hand in progress finishes, then its players stand up with their chips back in their wallets (audited)',
  body: z.object({ tableId: tableIdInput, status: z.enum(PVP_TABLE_STATUSES), reason: reasonInput }),
  value: opsPvpTableSchema,
});

export const opsPvpLiveTables = defineEndpoint({
  method: 'GET',
  path: '/ops/api/pvp/live',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    'The tables with players: each seat (nickname, account, chips, state), the running hand, and the hands and rake of today (UTC)',
  value: z.object({
    day: z.string(),
    list: z.array(
      opsPvpTableSchema.extend({
        runningHandId: z.string().nullable(),
        handsToday: z.number().int(),
        rakeToday: moneyString,
        seatList: z.array(
          z.object({
            seatNo: z.number().int(),
            nickname: z.string(),
            /** The member's account name; null for a practice table's computer player. */
            username: z.string().nullable(),
            isBot: z.boolean(),
            chips: moneyString,
            /** As the table's runtime sees it when this instance runs it; SITTING otherwise. */
            state: z.enum(PVP_SEAT_STATES),
          }),
        ),
      }),
    ),
  }),
});

export const opsPvpHands = defineEndpoint({
  method: 'GET',
  path: '/ops/api/pvp/hands',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    "The hand history, newest first: one member's hands (account or nickname), one hand by id, or a table's; with pot, rake and the member's bet, win and net",
  query: z.object({
    member: singleLineText().trim().min(1).max(40).optional(),
    handId: handIdInput.optional(),
    tableId: tableIdInput.optional(),
    /** A second member: only the hands both played (the collusion hints link here). */
    withMember: singleLineText().trim().min(1).max(40).optional(),
    ...pageQuery,
  }),
  value: z.object({
    list: z.array(opsPvpHandRow),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const opsPvpHandDetail = defineEndpoint({
  method: 'GET',
  path: '/ops/api/pvp/hand',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    'One hand: the table, the players with their accounts, bet/won/net and rake share, the board and shown hands, and the reveal checked again by the verify function',
  query: z.object({ handId: handIdInput }),
  value: z.object({
    hand: opsPvpHandRow.omit({ member: true }),
    result: pvpHandResultSchema,
    players: z.array(
      z.object({
        seatNo: z.number().int(),
        nickname: z.string(),
        username: z.string().nullable(),
        isBot: z.boolean(),
        bet: moneyString,
        won: moneyString,
        net: moneyString,
        rake: moneyString,
        chipsAfter: moneyString,
      }),
    ),
    verified: z.boolean(),
    verifyFailure: z.string().nullable(),
  }),
});

const rakeFigures = {
  hands: z.number().int(),
  players: z.number().int(),
  rake: moneyString,
};

export const opsPvpRakeReport = defineEndpoint({
  method: 'GET',
  path: '/ops/api/pvp/rake',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    "The real-money tables' rake per day (UTC) and per top-level agent (from the members' ancestor path), with hands and distinct players, and the range's totals",
  query: z.object({ from: dayInput, to: dayInput }).superRefine(checkDayRange),
  value: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(z.object({ day: z.string(), ...rakeFigures })),
    agents: z.array(
      z.object({
        /** The member's top ancestor; null for members with no upline (the house's own). */
        agentId: z.number().int().nullable(),
        agentUsername: z.string().nullable(),
        ...rakeFigures,
      }),
    ),
    totals: z.object(rakeFigures),
  }),
});

export const opsPvpCollusion = defineEndpoint({
  method: 'GET',
  path: '/ops/api/pvp/collusion',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-pvp',
  summary:
    'Collusion hints: pairs of members who played many of the same hands in the range and logged in from the same IP address or device, with their shared hands and the chips that flowed between them, most suspicious first',
  query: z
    .object({ from: dayInput, to: dayInput, minHands: z.coerce.number().int().min(1).max(10_000).default(5) })
    .superRefine(checkDayRange),
  value: z.object({
    list: z.array(
      z.object({
        a: z.object({ memberId: z.number().int(), username: z.string(), nickname: z.string().nullable() }),
        b: z.object({ memberId: z.number().int(), username: z.string(), nickname: z.string().nullable() }),
        sharedHands: z.number().int(),
        sharedTables: z.number().int(),
        /** Login (or registration) addresses both used, and user agents (devices) both logged in with. */
        sharedIps: z.array(z.string()),
        sharedDevices: z.number().int(),
        /** Net chips from a to b over their shared hands (negative: b to a): an estimate, see the next line. */
        chipFlow: moneyString,
        /** Higher is more suspicious: shared hands × kinds of link (apps/web/src/features/ops/pvp/README.md). */
        score: z.number(),
      }),
    ),
  }),
});
