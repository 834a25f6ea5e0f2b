import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, dateBoundInput, pageOf } from '../wallet/wallet-common.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/*
 * Salary and dividend contracts between an upline and its direct downline (spec sections 3, 4
 * and 7; formulas in docs/contracts.md). Rates are basis points (1 bp = 0.01 %), amounts decimal
 * strings in the merchant currency.
 */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
/** OFFERED waits for the downline; ACTIVE is live (pays); the other three are final. */
export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'CANCELLED', 'TERMINATED'] as const;
export const PAYOUT_STATUSES = ['PAID', 'OWED'] as const;
/** Why a contract ended: rejected offer, withdrawn offer, agreed termination, replaced by a newer contract, ended by the platform, or its payer's own contract ended or went below it. */
export const CONTRACT_END_REASONS = [
  'REJECTED',
  'CANCELLED',
  'TERMINATED',
  'REPLACED',
  'PLATFORM',
  'UPLINE_ENDED',
  'LOWER_RATE',
] as const;
export const MAX_RATE_BP = 10_000;
export const MAX_TIERS = 10;

const rateBp = z.number().int().min(0).max(MAX_RATE_BP).describe('Rate in basis points: 100 = 1 %');
const betTier = z.object({
  minBet: amountInput.describe('Minimum team bet of the day (daily wage) or hour (hourly salary)'),
  rateBp,
});
const tiers = <T extends z.ZodType>(tier: T) =>
  z.array(tier).min(1).max(MAX_TIERS).describe('Ascending thresholds, rates never falling');

/** Terms as a client sends them; the server checks the money strings and the tier order. */
export const contractTermsInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DIVIDEND'),
    period: z.enum(DIVIDEND_PERIODS),
    tiers: tiers(
      z.object({
        minValidBet: amountInput.describe('Minimum team valid bet of the period'),
        minActiveMembers: z.number().int().min(0).max(1_000_000),
        rateBp,
      }),
    ),
  }),
  z.object({ kind: z.literal('DAILY_WAGE'), tiers: tiers(betTier) }),
  z.object({ kind: z.literal('HOURLY'), tiers: tiers(betTier) }),
  z.object({
    kind: z.literal('REALTIME'),
    profitRateBp: rateBp.describe('Rate on a round the player won'),
    lossRateBp: rateBp.describe('Rate on a round the player lost'),
    minSingleBet: amountInput.describe('Only rounds with at least this valid bet count'),
  }),
]);

const moneyTier = z.object({ minBet: moneyString, rateBp: z.number().int() });
export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DIVIDEND'),
    period: z.enum(DIVIDEND_PERIODS),
    tiers: z.array(
      z.object({ minValidBet: moneyString, minActiveMembers: z.number().int(), rateBp: z.number().int() }),
    ),
  }),
  z.object({ kind: z.literal('DAILY_WAGE'), tiers: z.array(moneyTier) }),
  z.object({ kind: z.literal('HOURLY'), tiers: z.array(moneyTier) }),
  z.object({
    kind: z.literal('REALTIME'),
    profitRateBp: z.number().int(),
    lossRateBp: z.number().int(),
    minSingleBet: moneyString,
  }),
]);

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  payeeUsername: z.string(),
  /** Null: the platform pays (a top-level agent's contract). */
  payerUsername: z.string().nullable(),
  terms: contractTermsSchema,
  offeredAt: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** What waits on this contract: an offer (NEW) or a termination request, who asked, and whether the caller must answer it. */
  pendingRequest: z
    .object({
      type: z.enum(['NEW', 'TERMINATION']),
      requestedBy: z.enum(['PAYER', 'PAYEE']),
      waitingForMe: z.boolean(),
    })
    .nullable(),
});

/** Listed in the lower-rate warning: contracts the call would end once confirmed. */
export const affectedContractSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  payeeUsername: z.string(),
});

const usernameInput = singleLineText().trim().min(1).max(64);
const contractIdInput = z.number().int().positive();
const confirmInput = z
  .boolean()
  .default(false)
  .describe('Proceed although the call answered contract.lower.rate; the listed contracts end');

export const contractOffer = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'agent',
  summary:
    'Offer a contract to a direct downline agent; never above my own rate of the kind. A lower offer than the live one answers contract.lower.rate until confirmed',
  body: z.object({ username: usernameInput, terms: contractTermsInput, confirm: confirmInput }),
  value: contractSchema,
});

export const contractsHeld = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/held',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'agent',
  summary: 'My own contracts: live, offered to me and the last ended ones, with the requests waiting',
  query: z.object({ kind: z.enum(CONTRACT_KINDS).optional() }),
  value: z.object({ list: z.array(contractSchema) }),
});

export const contractsOffered = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/offered',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'agent',
  summary: 'Contracts I gave my direct downline, filtered by kind, status and downline name, newest first',
  query: z.object({
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    username: singleLineText().trim().max(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(contractSchema),
});

export const contractTerminate = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/terminate',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'agent',
  summary:
    'Ask to end a live contract (the other side answers with the process call); the offerer of a pending offer withdraws it at once',
  body: z.object({ contractId: contractIdInput }),
  value: contractSchema,
});

const processBody = z.object({
  contractId: contractIdInput,
  action: z.enum(['ACCEPT', 'REJECT']),
  confirm: confirmInput,
});
const processEndpoint = (path: string, kind: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    modules: [],
    token: 'member',
    encrypted: false,
    tag: 'agent',
    summary: `Accept or reject what waits for me on a ${kind} contract: a new offer, or the other side's termination request`,
    body: processBody,
    value: contractSchema,
  });
export const processDividendReq = processEndpoint('/wps/relay/MCS2_processDividendReq', 'dividend');
export const processDailySalContract = processEndpoint('/wps/relay/MCS2_processDailySalContract', 'daily wage');
export const processContractHourSalary = processEndpoint('/wps/relay/MCS2_processContractHourSalary', 'hourly salary');
export const processRealTimeSalaryContract = processEndpoint(
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  'real-time salary',
);

export const payoutSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  payeeUsername: z.string(),
  payerUsername: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The figure the rate applies to: team valid bet (wages), team net loss (dividend), or the sum of counted rounds' valid bets (real time). */
  base: moneyString,
  /** The tier's rate; null for real-time salary (profit and loss rates mix). */
  rateBp: z.number().int().nullable(),
  amount: moneyString,
  status: z.enum(PAYOUT_STATUSES),
  teamBet: moneyString,
  teamValidBet: moneyString,
  teamPayout: moneyString,
  activeMembers: z.number().int().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const contractPayouts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/payouts',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'agent',
  summary:
    'Contract payouts I received (PAYEE) or paid my downline (PAYER), by kind, status and period start (from/to), with totals of the filter',
  query: z.object({
    role: z.enum(['PAYEE', 'PAYER']).default('PAYEE'),
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(PAYOUT_STATUSES).optional(),
    username: singleLineText().trim().max(64).optional().describe('As PAYER: only this downline'),
    from: dateBoundInput.optional(),
    to: dateBoundInput.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(payoutSchema).extend({
    totals: z.object({ amount: moneyString, paid: moneyString, owed: moneyString }),
  }),
});

const incomeColumns = {
  dividend: moneyString,
  dailyWage: moneyString,
  hourly: moneyString,
  realtime: moneyString,
  salary: moneyString,
  total: moneyString,
  owed: moneyString,
};

export const agentRevenueReport = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/revenue',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'agent',
  summary:
    'My income: salary (daily, hourly, real time) and dividend payouts by UTC day, week (from Monday) or month of their period start, newest first, with totals',
  query: z.object({
    groupBy: z.enum(['DAY', 'WEEK', 'MONTH']).default('DAY'),
    from: dateBoundInput.optional(),
    to: dateBoundInput.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(31),
  }),
  value: pageOf(
    z.object({ period: z.string().describe('First day of the group, yyyy-MM-dd'), ...incomeColumns }),
  ).extend({ totals: z.object(incomeColumns) }),
});

const reasonInput = multiLineText().trim().min(3).max(500);

export const opsContractGrant = defineEndpoint({
  method: 'POST',
  path: '/ops/api/contracts/grant',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Grant a top-level agent a contract paid by the platform (live at once, replacing its live one of the kind); audited',
  body: z.object({ username: usernameInput, terms: contractTermsInput, reason: reasonInput, confirm: confirmInput }),
  value: contractSchema,
});

export const opsContractTerminate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/contracts/terminate',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'End a platform contract of a top-level agent at once (its downline contracts of the kind end with it); audited',
  body: z.object({ contractId: contractIdInput, reason: reasonInput }),
  value: contractSchema,
});

export const opsContractList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/contracts',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Platform contracts of top-level agents, filtered by agent name, kind and status',
  query: z.object({
    username: singleLineText().trim().max(64).optional(),
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(contractSchema),
});
