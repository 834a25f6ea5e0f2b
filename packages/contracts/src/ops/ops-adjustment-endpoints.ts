import { z } from 'zod';
import { defineEndpoint, type OperatorRole } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { multiLineText } from '../common/text.ts';
import { pageOf } from '../wallet/wallet-common.ts';

/*
 * Four eyes on manual adjustments (issue 19). An adjustment at or under the requester's role threshold posts at
 * once; above it, it waits for a second operator, who is never the requester. The reason is internal: the member
 * and the agents see the kind's neutral label only.
 */

export const ADJUSTMENT_KINDS = ['CORRECTION', 'BONUS', 'GOODWILL'] as const;
export const ADJUSTMENT_STATUSES = ['PENDING', 'POSTED', 'REJECTED'] as const;

/**
 * The most an operator of each role adjusts alone, in the merchant currency's major units. A role not named here
 * (and any role for a debit of a bonus) has 0: every adjustment it asks for waits for a second operator.
 */
export const ADJUSTMENT_APPROVAL_THRESHOLDS: Partial<Record<OperatorRole, string>> = {
  admin: '10000.00',
  finance: '1000.00',
};

export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: moneyString,
  turnoverMultiple: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  transferId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

const adjustmentIdInput = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const opsAdjustmentQueue = defineEndpoint({
  method: 'GET',
  path: '/ops/api/adjustments',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Manual adjustments by status (the pending ones wait for a second operator), with the totals',
  query: z.object({
    status: z.enum(ADJUSTMENT_STATUSES).default('PENDING'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: pageOf(adjustmentSchema).extend({
    totals: z.object({ credit: moneyString, debit: moneyString, count: z.number().int() }),
  }),
});

export const opsAdjustmentApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/adjustments/approve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "Approve and post another operator's pending adjustment (never one's own; two approvals post once)",
  body: z.object({ adjustmentId: adjustmentIdInput }),
  value: adjustmentSchema,
});

export const opsAdjustmentReject = defineEndpoint({
  method: 'POST',
  path: '/ops/api/adjustments/reject',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "Reject another operator's pending adjustment with a reason; nothing moves",
  body: z.object({ adjustmentId: adjustmentIdInput, reason: multiLineText().trim().min(2).max(500) }),
  value: adjustmentSchema,
});
