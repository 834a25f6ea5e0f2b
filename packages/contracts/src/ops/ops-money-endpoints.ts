import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { DEPOSIT_STATUSES, PAYMENT_CHANNELS, WITHDRAWAL_STATUSES } from '../wallet/wallet-statuses.ts';
import { receiptSchema } from '../wallet/withdrawal-endpoints.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Finance desk queues: deposits waiting for approval and withdrawals from request to payout or dispute. */
const orderNoInput = singleLineText().trim().min(1).max(40);
/** The reason an operator gives for refusing or correcting money; manual adjustments take the same. */
export const reasonInput = multiLineText().trim().min(2).max(500);

export const opsDepositSchema = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  methodCode: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  amount: moneyString,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  payerName: z.string().nullable(),
  gatewayRef: z.string().nullable(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const opsWithdrawalSchema = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: moneyString,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  reason: z.string().nullable(),
  payoutReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  receiptDueAt: z.string().nullable(),
  receipt: receiptSchema.nullable(),
  proofIds: z.array(z.number().int()),
  refundAmount: moneyString.nullable(),
  reviewedBy: z.string().nullable(),
  /** A large withdrawal's first approver: it stays PENDING until another operator approves it. */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const opsDepositQueue = defineEndpoint({
  method: 'GET',
  path: '/ops/api/deposits',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Deposit queue (PENDING by default), oldest first',
  query: z.object({
    ...pageQuery,
    status: z.enum(DEPOSIT_STATUSES).default('PENDING'),
    username: singleLineText().trim().max(64).optional(),
  }),
  value: pageOf(opsDepositSchema),
});

export const opsDepositApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/deposits/approve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Approve a waiting deposit: credits the member once',
  body: z.object({ orderNo: orderNoInput, note: multiLineText().trim().max(500).optional() }),
  value: opsDepositSchema,
});

export const opsDepositReject = defineEndpoint({
  method: 'POST',
  path: '/ops/api/deposits/reject',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Reject a waiting deposit with a reason',
  body: z.object({ orderNo: orderNoInput, reason: reasonInput }),
  value: opsDepositSchema,
});

export const opsWithdrawalQueue = defineEndpoint({
  method: 'GET',
  path: '/ops/api/withdrawals',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Withdrawal queue (PENDING by default; APPROVED waits for payout, DISPUTED for a resolution), oldest first',
  query: z.object({
    ...pageQuery,
    status: z.enum(WITHDRAWAL_STATUSES).default('PENDING'),
    username: singleLineText().trim().max(64).optional(),
  }),
  value: pageOf(opsWithdrawalSchema).extend({
    /** Every withdrawal of the filter, not only this page: what approving the queue would move. */
    totals: z.object({ count: z.number().int(), amount: moneyString }),
  }),
});

export const opsWithdrawalApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/withdrawals/approve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "Approve a withdrawal: its hold is posted to the withdrawals clearing account; above the approver's role threshold it needs a second operator's approval first",
  body: z.object({ orderNo: orderNoInput }),
  value: opsWithdrawalSchema,
});

export const opsWithdrawalReject = defineEndpoint({
  method: 'POST',
  path: '/ops/api/withdrawals/reject',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Reject a withdrawal with a reason: a pending hold is voided, an approved one reversed',
  body: z.object({ orderNo: orderNoInput, reason: reasonInput }),
  value: opsWithdrawalSchema,
});

export const opsWithdrawalMarkPaid = defineEndpoint({
  method: 'POST',
  path: '/ops/api/withdrawals/paid',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Record the payout of an approved withdrawal; the member then has the configured minutes to confirm receipt',
  body: z.object({ orderNo: orderNoInput, payoutReference: singleLineText().trim().min(2).max(100) }),
  value: opsWithdrawalSchema,
});

export const opsWithdrawalResolve = defineEndpoint({
  method: 'POST',
  path: '/ops/api/withdrawals/resolve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Resolve a disputed withdrawal: refund what did not arrive (a reversing transfer, may be 0) with a reason',
  body: z.object({ orderNo: orderNoInput, refundAmount: amountInput, reason: reasonInput }),
  value: opsWithdrawalSchema,
});

export const opsWithdrawalProof = defineEndpoint({
  method: 'GET',
  path: '/ops/api/withdrawals/proof',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'One receipt proof image, base64 (show it as a data: URL)',
  query: z.object({ proofId: z.coerce.number().int().positive() }),
  value: z.object({ proofId: z.number().int(), mime: z.string(), size: z.number().int(), dataBase64: z.string() }),
});
