import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/*
 * The agent's tools over its own downline (issue 19): a member's detail, lock / unlock / forced password reset with
 * a reason (audited in agent_audit_log), and the profit and loss statement of the team per member. A username outside
 * the caller's team answers `member.not.found`, exactly as one that does not exist.
 */

const AGENT = { modules: ['AGENTCENTER3'], token: 'member', tag: 'agent' } as const;
const dayInput = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd');
const usernameInput = singleLineText().trim().min(1).max(64);

export const AGENT_MEMBER_ACTIONS = ['LOCK', 'UNLOCK', 'RESET_PASSWORD'] as const;

export const agentMemberDetail = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_memberDetail',
  encrypted: false,
  summary:
    "One account of the caller's downline: profile, status, upline chain below the caller, balance, first and last activity, lifetime deposits, withdrawals, bets and payouts, and the agent actions taken on it",
  query: z.object({ username: usernameInput }),
  value: z.object({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string().nullable(),
    type: z.number().int(),
    status: z.enum(['ACTIVE', 'DISABLED', 'CLOSED']),
    /** The accounts between the caller and this one, nearest the caller first. */
    chain: z.array(z.string()),
    level: z.number().int(),
    balance: moneyString,
    /** The member must set a new password before the next login (forced reset). */
    passwordResetPending: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    directCount: z.number().int(),
    totals: z.object({ deposits: moneyString, withdrawals: moneyString, bet: moneyString, payout: moneyString }),
    actions: z.array(
      z.object({ action: z.enum(AGENT_MEMBER_ACTIONS), agent: z.string(), reason: z.string(), time: z.string() }),
    ),
  }),
});

export const agentMemberAction = defineEndpoint({
  ...AGENT,
  method: 'POST',
  path: '/wps/relay/AGENT_memberAction',
  encrypted: false,
  summary:
    "Lock, unlock or force a password reset of an account of the caller's downline, with a reason; audited, the account's sessions end on a lock or a reset",
  body: z.object({
    username: usernameInput,
    action: z.enum(AGENT_MEMBER_ACTIONS),
    reason: multiLineText().trim().min(3).max(500),
  }),
  value: z.object({
    username: z.string(),
    action: z.enum(AGENT_MEMBER_ACTIONS),
    status: z.enum(['ACTIVE', 'DISABLED']),
  }),
});

const statementFigures = z.object({
  deposits: moneyString,
  withdrawals: moneyString,
  bet: moneyString,
  payout: moneyString,
  bonuses: moneyString,
  rebates: moneyString,
  contractPayouts: moneyString,
  commission: moneyString,
  /** What the house kept: bet − payout − bonuses − rebates − contract payouts − commission. */
  netResult: moneyString,
});

export const agentStatement = defineEndpoint({
  ...AGENT,
  method: 'GET',
  path: '/wps/relay/AGENT_statement',
  encrypted: false,
  summary:
    "The agent's profit and loss statement over UTC days (default the last 7, at most 92): per account of the team with any figure, and the team's totals — deposits, withdrawals, bets, payouts, bonuses, rebates, contract payouts, commission and the net result",
  query: z.object({ from: dayInput.optional(), to: dayInput.optional() }),
  value: z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(statementFigures.extend({ username: z.string(), type: z.number().int(), level: z.number().int() })),
    totals: statementFigures,
  }),
});
