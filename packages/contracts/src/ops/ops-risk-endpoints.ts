import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { pageOf } from '../wallet/wallet-common.ts';

/*
 * Risk (issue 19): flags computed from what we already keep (sessions' addresses and devices, bank accounts,
 * promotion claims, referrals), the risk queue of flagged groups, blacklists, and the risk panel of a withdrawal.
 * A "device" is the user agent a session keeps — the only device fingerprint the site records.
 */

export const RISK_FLAG_KINDS = [
  'SHARED_IP',
  'SHARED_DEVICE',
  'SHARED_BANK_ACCOUNT',
  'PROMOTION_ABUSE',
  'REFERRAL_RING',
] as const;
export const BLACKLIST_KINDS = ['IP', 'DEVICE', 'BANK_ACCOUNT'] as const;

/** Accounts claiming one promotion from one address or device before the pattern counts as abuse. */
export const PROMOTION_ABUSE_MIN_ACCOUNTS = 3;

export const riskFlagSchema = z.object({
  kind: z.enum(RISK_FLAG_KINDS),
  /** What the members share: the address, the device, the account number; the referrer's name for a ring. */
  value: z.string(),
  promotionId: z.number().int().nullable(),
  promotionTitle: z.string().nullable(),
  members: z.array(z.object({ memberId: z.number().int(), username: z.string(), status: z.string() })),
});

const idInput = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const opsRiskQueue = defineEndpoint({
  method: 'GET',
  path: '/ops/api/risk/flags',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'The risk queue: groups of accounts that share an address, a device or a bank account, abuse a promotion together or form a referral ring, largest first, with the count of groups of each kind',
  query: z.object({
    kind: z.enum(RISK_FLAG_KINDS).default('SHARED_IP'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(riskFlagSchema).extend({ totals: z.record(z.enum(RISK_FLAG_KINDS), z.number().int()) }),
});

export const opsMemberRiskFlags = defineEndpoint({
  method: 'GET',
  path: '/ops/api/risk/member',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "The flagged groups a member belongs to (the player 360's risk section)",
  query: z.object({ memberId: idInput }),
  value: z.object({ flags: z.array(riskFlagSchema) }),
});

export const blacklistEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(BLACKLIST_KINDS),
  value: z.string(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

export const opsBlacklist = defineEndpoint({
  method: 'GET',
  path: '/ops/api/risk/blacklist',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Blacklisted addresses, devices and bank account numbers, newest first',
  query: z.object({
    kind: z.enum(BLACKLIST_KINDS).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(blacklistEntrySchema),
});

export const opsBlacklistAdd = defineEndpoint({
  method: 'POST',
  path: '/ops/api/risk/blacklist',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Blacklist an address, a device or a bank account number (registration, login or binding refused); audited',
  body: z.object({
    kind: z.enum(BLACKLIST_KINDS),
    value: singleLineText().trim().min(3).max(300),
    reason: multiLineText().trim().min(2).max(500),
  }),
  value: blacklistEntrySchema,
});

export const opsBlacklistRemove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/risk/blacklist/remove',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Take an entry off the blacklist with a reason; audited',
  body: z.object({ id: idInput, reason: multiLineText().trim().min(2).max(500) }),
  value: z.object({ removed: z.literal(true) }),
});

export const opsWithdrawalRisk = defineEndpoint({
  method: 'GET',
  path: '/ops/api/withdrawals/risk',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "A withdrawal's risk panel: deposits and bets since the member's previous withdrawal, win/loss, flags, and other members with the same bank account",
  query: z.object({ orderNo: singleLineText().trim().min(1).max(40) }),
  value: z.object({
    orderNo: z.string(),
    since: z.string().nullable(),
    deposits: z.object({ count: z.number().int(), amount: moneyString }),
    bets: z.object({ count: z.number().int(), stake: moneyString, payout: moneyString }),
    /** The member's result since then: payout less stake (positive: the member won). */
    winLoss: moneyString,
    flags: z.array(riskFlagSchema),
    sameBankAccount: z.array(z.object({ memberId: z.number().int(), username: z.string(), status: z.string() })),
    secondApprovalAbove: moneyString,
  }),
});
