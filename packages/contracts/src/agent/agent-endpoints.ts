import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { categoryInput, languageInput, optionalText } from '../games/game-card.ts';
import { bettingRecordSchema } from '../games/record-endpoints.ts';
import { registerBody } from '../member/member-endpoints.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { TRANSACTION_TYPES } from '../wallet/wallet-statuses.ts';
import { singleLineText } from '../common/text.ts';

/*
 * The agent centre's API, one group per page key of spec section 2. Every call needs an agent
 * session (types 1, 2, 41, 42; anyone else gets `account.not.agent`) and answers only about the
 * caller's own downline: a username outside it gets `member.not.found`, exactly as one that
 * does not exist. Days are UTC.
 */

const AGENT = { modules: ['AGENTCENTER3'], token: 'member', tag: 'agent' } as const;
const dayInput = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd');
const usernameFilter = optionalText(64);
/** DIRECT: the caller's direct downline only; ALL: every level below the caller. */
const scopeInput = z.enum(['DIRECT', 'ALL']).default('ALL');

const betTotals = z.object({
  rounds: z.number().int(),
  bet: moneyString,
  validBet: moneyString,
  payout: moneyString,
  /** payout − bet: the team's (or member's) win; negative is a loss. */
  winLoss: moneyString,
});

// ---- Announcement (agentAnnouncement) ----

export const agentNoticeSchema = z.object({
  id: z.number().int(),
  /** AGENT: written for agents only (notice type AG); ALL: a player notice every account sees. */
  audience: z.enum(['AGENT', 'ALL']),
  title: z.string(),
  content: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});

export const agentAnnouncements = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_announcement',
  encrypted: false,
  summary:
    'Current announcements for agents (agentAnnouncement): agent-only notices first, then the player notices list',
  query: z.object({ language: languageInput }),
  value: z.array(agentNoticeSchema),
});

// ---- Overview (agentTeamOverview) ----

export const OVERVIEW_RANGES = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'THIS_MONTH', 'CUSTOM'] as const;

const moneyCount = z.object({ amount: moneyString, count: z.number().int() });
const overviewDay = z.object({
  day: z.string(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: moneyString,
  withdrawals: moneyString,
  bet: moneyString,
  validBet: moneyString,
  payout: moneyString,
  teamWinLoss: moneyString,
});

export const agentTeamOverview = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_teamOverview',
  encrypted: false,
  summary:
    'Team overview (agentTeamOverview) for today, yesterday, this week (from Monday), this month or a custom range of UTC days: team size, new and active members, approved deposits, paid withdrawals, bets and profit and loss, with a per-day series',
  query: z.object({
    range: z.enum(OVERVIEW_RANGES).default('TODAY'),
    from: dayInput.optional(),
    to: dayInput.optional(),
  }),
  value: z.object({
    from: z.string(),
    to: z.string(),
    teamSize: z.object({ all: z.number().int(), direct: z.number().int() }),
    /** Registered in the range, all levels. */
    newMembers: z.number().int(),
    /** With at least one settled round in the range. */
    activeMembers: z.number().int(),
    deposits: moneyCount,
    withdrawals: moneyCount,
    rounds: z.number().int(),
    bet: moneyString,
    validBet: moneyString,
    payout: moneyString,
    /** payout − bet: what the team won (negative: lost). */
    teamWinLoss: moneyString,
    /** bet − payout: what the house won from the team. */
    houseWinLoss: moneyString,
    series: z.array(overviewDay),
  }),
});

// ---- Account (registerCenter) ----

export const affiliateCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  domain: z.string().nullable(),
  enabled: z.boolean(),
  /** The registration link: the code's domain (or this site) + /register?affiliateCode=CODE. */
  link: z.string(),
  createdAt: z.string(),
});

export const agentRegisterCenter = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_registerCenter',
  encrypted: false,
  summary:
    'Account page (registerCenter): the account types this agent may create and its affiliate codes with their registration links',
  value: z.object({ creatableTypes: z.array(z.number().int()), affiliateCodes: z.array(affiliateCodeSchema) }),
});

const affiliateCodeInput = singleLineText()
  .trim()
  .regex(/^[A-Za-z0-9]{4,20}$/, 'an affiliate code is 4 to 20 letters or digits')
  .transform((code) => code.toUpperCase());
const domainInput = singleLineText()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}(:|$))([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
    'a domain such as www.example.com',
  )
  .optional()
  .or(z.literal('').transform(() => undefined));

export const agentAffiliateCreate = defineEndpoint({
  ...AGENT,
  method: 'POST',
  path: '/wps/relay/AGENT_affiliateCodeCreate',
  encrypted: false,
  summary:
    'Create an affiliate code (unique, case-insensitive; stored upper-case), optionally valid only on one domain',
  body: z.object({ code: affiliateCodeInput, domain: domainInput }),
  value: affiliateCodeSchema,
});

export const agentAffiliateStatus = defineEndpoint({
  ...AGENT,
  method: 'POST',
  path: '/wps/relay/AGENT_affiliateCodeStatus',
  encrypted: false,
  summary: 'Enable or disable one of my affiliate codes; a disabled code places no registration',
  body: z.object({ id: z.number().int().positive(), enabled: z.boolean() }),
  value: affiliateCodeSchema,
});

export const agentRegisterDownline = defineEndpoint({
  ...AGENT,
  method: 'POST',
  path: '/wps/relay/AGENT_registerDownline',
  encrypted: true,
  summary:
    "Create a direct downline account (a member, or a sub-agent of a type this agent may create) under the merchant's registration rules; the caller becomes its upline",
  body: registerBody
    .pick({
      username: true,
      password: true,
      confirmPassword: true,
      payeeName: true,
      email: true,
      qqNum: true,
      mobileNum: true,
      countryDialingCode: true,
      paymentPassword: true,
      line: true,
      whatsapp: true,
      facebook: true,
      wechat: true,
      telegram: true,
      zalo: true,
      idNumber: true,
      birthday: true,
      nickname: true,
    })
    .extend({ type: z.number().int() }),
  value: z.object({
    id: z.number().int(),
    username: z.string(),
    type: z.number().int(),
    uplineUsername: z.string(),
    createdAt: z.string(),
  }),
});

// ---- Team Management (downlineManagmentView) ----

/** A live or offered salary/dividend contract of a downline account (the contracts module owns them). */
export const downlineContractSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(['DIVIDEND', 'DAILY_WAGE', 'HOURLY', 'REALTIME']),
  status: z.enum(['ACTIVE', 'OFFERED']),
  /** The highest rate the terms can give, in basis points (for real-time salary the higher of profit and loss rates). */
  maxRateBp: z.number().int().nullable(),
  /** A termination request is waiting for the other side. */
  terminationRequested: z.boolean(),
});

export const downlineMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** 1 for the caller's direct downline, 2 for theirs, and so on. */
  level: z.number().int(),
  uplineUsername: z.string().nullable(),
  /** Available wallet balance (balance less pending withdrawals). */
  balance: moneyString,
  status: z.enum(['ACTIVE', 'DISABLED']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Direct downline count of this account. */
  directCount: z.number().int(),
  /** Live (and offered) salary and dividend contracts of this account, at most one of each per kind and status. */
  contracts: z.array(downlineContractSchema),
});

export const agentDownlineList = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_downlineList',
  encrypted: false,
  summary:
    'Team management list (downlineManagmentView): direct or all-level downline, searched by username (contains), newest first, paged',
  query: z.object({
    pageNo: pageQuery.pageNo,
    pageSize: pageQuery.pageSize,
    scope: scopeInput,
    username: usernameFilter,
    type: z.enum(['MEMBER', 'AGENT']).optional(),
  }),
  value: pageOf(downlineMemberSchema),
});

// ---- Team Betting (personalHistoryCopy for the team) ----

export const agentTeamBetting = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_teamBettingRecords',
  encrypted: false,
  summary:
    "Team betting records (personalHistoryCopy for the team): rounds of the caller's downline, newest first, filtered by member, category, vendor, status and creation time (default today, UTC; at most 31 days), with totals of the filter",
  query: z.object({
    ...pageQuery,
    username: usernameFilter,
    gameType: categoryInput,
    vassalage: optionalText(40),
    status: z.enum(['OPEN', 'SETTLED', 'REFUNDED']).optional(),
    language: languageInput,
  }),
  value: pageOf(bettingRecordSchema.extend({ username: z.string() })).extend({ totals: betTotals }),
});

// ---- User Profit and Loss (palStatementsAgentCopy) ----

export const PROFIT_SORT_KEYS = ['username', 'rounds', 'bet', 'validBet', 'payout', 'winLoss'] as const;

export const agentProfitAndLoss = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_profitAndLoss',
  encrypted: false,
  summary:
    'User profit and loss (palStatementsAgentCopy) per downline account over UTC days (default the last 7), from the settled-round roll-ups; scope DIRECT sums each direct downline with its whole team; paged, sortable, with totals',
  query: z.object({
    pageNo: pageQuery.pageNo,
    pageSize: pageQuery.pageSize,
    from: dayInput.optional(),
    to: dayInput.optional(),
    scope: scopeInput,
    username: usernameFilter,
    sort: z.enum(PROFIT_SORT_KEYS).default('bet'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
  value: pageOf(
    betTotals.extend({
      memberId: z.number().int(),
      username: z.string(),
      type: z.number().int(),
      level: z.number().int(),
      /** With scope DIRECT: the size of that team (the direct downline and every level below it); null for scope ALL. */
      teamMembers: z.number().int().nullable(),
    }),
  ).extend({ from: z.string(), to: z.string(), totals: betTotals }),
});

// ---- Transaction Details (agentDownlineTransactionDetailsCopy) ----

/** The record types of team money movements: every type but GAME and FREEPLAY (trial accounts are never in a team). */
export const TEAM_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'ADJUSTMENT',
  'BONUS',
  'COMMISSION',
  'OTHER',
] as const;

export const agentTeamTransactions = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_transactionDetails',
  encrypted: false,
  summary:
    "Transaction details (agentDownlineTransactionDetailsCopy): money movements on the wallets of the caller's downline over a date range (default the last 7 UTC days, at most 92; deposits, withdrawals, transfers, adjustments, bonuses, commissions; game rounds are in team betting), newest first, with totals of the filter",
  query: z.object({ ...pageQuery, username: usernameFilter, type: z.enum(TEAM_TRANSACTION_TYPES).optional() }),
  value: pageOf(
    z.object({
      id: z.number().int(),
      time: z.string(),
      username: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      kind: z.string(),
      /** Signed, as the downline's wallet saw it: positive in, negative out. */
      amount: moneyString,
      balanceAfter: moneyString,
      memo: z.string().nullable(),
      reference: z.string().nullable(),
    }),
  ).extend({ totals: z.object({ income: moneyString, expense: moneyString, net: moneyString }) }),
});
