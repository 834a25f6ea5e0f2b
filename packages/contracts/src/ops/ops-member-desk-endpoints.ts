import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { amountInput, dateBoundInput, pageOf } from '../wallet/wallet-common.ts';
import { reasonInput } from './ops-money-endpoints.ts';

/*
 * The back office's member desk (issue 19): search and list, the player 360 page, and the account actions.
 * Every read of one member and every action is audited with the operator's reason.
 */

export const MEMBER_STATUSES = ['ACTIVE', 'DISABLED', 'CLOSED'] as const;
export const MEMBER_SORTS = ['createdAt', 'lastLoginAt', 'username', 'balance'] as const;
const memberIdInput = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const opsMemberSearch = defineEndpoint({
  method: 'GET',
  path: '/ops/api/members/search',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Members by part of the username, name, mobile, e-mail, bank account, IP or device, filtered, sorted and paged',
  query: z.object({
    q: singleLineText().trim().max(64).optional(),
    status: z.enum(MEMBER_STATUSES).optional(),
    accountType: z.enum(['MEMBER', 'AGENT']).optional(),
    vipLevel: z.coerce.number().int().min(0).max(100).optional(),
    agent: singleLineText().trim().max(64).optional().describe('Members anywhere under this agent'),
    registeredFrom: dateBoundInput.optional(),
    registeredTo: dateBoundInput.optional(),
    lastLoginFrom: dateBoundInput.optional(),
    lastLoginTo: dateBoundInput.optional(),
    balanceMin: amountInput.optional(),
    balanceMax: amountInput.optional(),
    sort: z.enum(MEMBER_SORTS).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(
    z.object({
      memberId: z.number().int(),
      username: z.string(),
      nickname: z.string().nullable(),
      payeeName: z.string().nullable(),
      type: z.number().int(),
      status: z.string(),
      vipLevel: z.number().int(),
      uplineUsername: z.string().nullable(),
      balance: moneyString,
      createdAt: z.string(),
      lastLoginAt: z.string().nullable(),
      matched: z.string().nullable().describe('What the text matched when it was not the username: EMAIL, BANK, IP…'),
    }),
  ),
});

const noteSchema = z.object({ id: z.number().int(), body: z.string(), operator: z.string(), createdAt: z.string() });

export const opsMemberDetail = defineEndpoint({
  method: 'GET',
  path: '/ops/api/members/detail',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "One member's profile, status, agent chain, VIP level, tags, notes, balances and turnover (audited)",
  query: z.object({ memberId: memberIdInput }),
  value: z.object({
    memberId: z.number().int(),
    username: z.string(),
    nickname: z.string().nullable(),
    payeeName: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    type: z.number().int(),
    status: z.enum(MEMBER_STATUSES),
    vipLevel: z.number().int(),
    agentChain: z.array(z.object({ memberId: z.number().int(), username: z.string(), type: z.number().int() })),
    downlineCount: z.number().int(),
    registerIp: z.string().nullable(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
    liveSessions: z.number().int(),
    currency: z.string(),
    balance: moneyString,
    held: moneyString,
    available: moneyString,
    turnoverRequired: moneyString,
    totals: z.object({ deposits: moneyString, withdrawals: moneyString, bonuses: moneyString }),
    bankAccounts: z.array(z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })),
    tags: z.array(z.string()),
    notes: z.array(noteSchema),
  }),
});

export const MEMBER_RECORD_KINDS = [
  'LEDGER',
  'ROUNDS',
  'DEPOSITS',
  'WITHDRAWALS',
  'BONUSES',
  'ADJUSTMENTS',
  'SESSIONS',
  'INBOX',
  'AUDIT',
] as const;
export type MemberRecordKind = (typeof MEMBER_RECORD_KINDS)[number];
/** How the desk shows a cell: money and times formatted, codes turned into labels. */
export const RECORD_COLUMN_TYPES = ['text', 'money', 'time', 'code'] as const;

export const opsMemberRecords = defineEndpoint({
  method: 'GET',
  path: '/ops/api/members/records',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "One tab of a member's 360 page, newest first: ledger, rounds of every product, deposits, withdrawals, bonuses, adjustments, sessions, inbox or audit trail",
  query: z.object({
    memberId: memberIdInput,
    kind: z.enum(MEMBER_RECORD_KINDS),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))).extend({
    columns: z.array(z.object({ key: z.string(), type: z.enum(RECORD_COLUMN_TYPES) })),
  }),
});

export const MEMBER_ACTIONS = [
  'LOCK',
  'UNLOCK',
  'CLOSE',
  'FORCE_LOGOUT',
  'RESET_PASSWORD',
  'RESET_PAYMENT_PASSWORD',
] as const;

export const opsMemberAction = defineEndpoint({
  method: 'POST',
  path: '/ops/api/members/action',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Lock, unlock, close, log out everywhere, or force a new password or payment password, with a reason (audited)',
  body: z.object({ memberId: memberIdInput, action: z.enum(MEMBER_ACTIONS), reason: reasonInput }),
  value: z.object({ memberId: z.number().int(), status: z.enum(MEMBER_STATUSES), action: z.enum(MEMBER_ACTIONS) }),
});

export const opsMemberNote = defineEndpoint({
  method: 'POST',
  path: '/ops/api/members/note',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "Add a note to a member, and set the member's tags (audited)",
  body: z.object({
    memberId: memberIdInput,
    note: multiLineText().trim().min(1).max(1000).optional(),
    tags: z.array(singleLineText().trim().min(1).max(32)).max(20).optional(),
  }),
  value: z.object({ tags: z.array(z.string()), notes: z.array(noteSchema) }),
});

export const opsMemberMove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/members/move',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Move a member (an agent with its whole sub-tree) under another agent, or to the top level; contracts with the old upline end (audited)',
  body: z.object({
    memberId: memberIdInput,
    agentUsername: singleLineText().trim().max(64).nullable().describe('The new upline; null for the top level'),
    reason: reasonInput,
  }),
  value: z.object({ memberId: z.number().int(), uplineUsername: z.string().nullable(), moved: z.number().int() }),
});

export const opsMemberAccountType = defineEndpoint({
  method: 'POST',
  path: '/ops/api/members/account-type',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Promote a member to agent, or demote an agent without downline or live contracts to member (audited)',
  body: z.object({ memberId: memberIdInput, accountType: z.enum(['MEMBER', 'AGENT']), reason: reasonInput }),
  value: z.object({ memberId: z.number().int(), type: z.number().int(), affiliateCode: z.string().nullable() }),
});
