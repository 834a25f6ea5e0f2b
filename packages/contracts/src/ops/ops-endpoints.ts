import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint, OPERATOR_ROLES } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { operatorBankAccountSchema } from '../wallet/deposit-endpoints.ts';
import { amountInput, pageOf, pageQuery, requestIdInput, walletEntrySchema } from '../wallet/wallet-common.ts';
import { DEPOSIT_STATUSES, PAYMENT_CHANNELS, WITHDRAWAL_STATUSES } from '../wallet/wallet-statuses.ts';
import { receiptSchema } from '../wallet/withdrawal-endpoints.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Finance desk: operator accounts and sessions are separate from members, under /ops/api. */
export const operatorSchema = z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES) });

export const opsLogin = defineEndpoint({
  method: 'POST',
  path: '/ops/api/session/login',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'ops',
  summary: 'Operator login; answers an operator token (not valid on member endpoints)',
  body: z.object({ username: singleLineText().trim().min(1).max(64), password: singleLineText().min(1).max(128) }),
  value: z.object({ token: z.string(), expiresAt: z.string(), operator: operatorSchema }),
});

export const opsLogout = defineEndpoint({
  method: 'DELETE',
  path: '/ops/api/session',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'End the operator session',
  value: z.null(),
});

export const opsMe = defineEndpoint({
  method: 'GET',
  path: '/ops/api/session',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The logged-in operator',
  value: operatorSchema,
});

const orderNoInput = singleLineText().trim().min(1).max(40);
const reasonInput = multiLineText().trim().min(2).max(500);

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
  value: pageOf(opsWithdrawalSchema),
});

export const opsWithdrawalApprove = defineEndpoint({
  method: 'POST',
  path: '/ops/api/withdrawals/approve',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Approve a withdrawal: its hold is posted to the withdrawals clearing account',
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

export const opsMemberLookup = defineEndpoint({
  method: 'GET',
  path: '/ops/api/members/lookup',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "A member's balance, holds and latest movements",
  query: z.object({ username: singleLineText().trim().min(1).max(64) }),
  value: z.object({
    memberId: z.number().int(),
    username: z.string(),
    type: z.number().int(),
    status: z.string(),
    payeeName: z.string().nullable(),
    uplineUsername: z.string().nullable(),
    currency: z.string(),
    balance: moneyString,
    held: moneyString,
    available: moneyString,
    recent: z.array(walletEntrySchema),
    bankAccounts: z.array(operatorBankAccountSchema.omit({ branch: true })),
  }),
});

export const opsAdjustment = defineEndpoint({
  method: 'POST',
  path: '/ops/api/members/adjust',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Manual adjustment of a member wallet with a required reason (idempotent on requestId)',
  body: z.object({
    requestId: requestIdInput,
    username: singleLineText().trim().min(1).max(64),
    direction: z.enum(['CREDIT', 'DEBIT']),
    amount: amountInput,
    reason: reasonInput,
  }),
  value: z.object({
    transferId: z.number().int(),
    username: z.string(),
    direction: z.enum(['CREDIT', 'DEBIT']),
    amount: moneyString,
    balanceAfter: moneyString,
  }),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const opsAuditLog = defineEndpoint({
  method: 'GET',
  path: '/ops/api/audit',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The append-only audit log of operator actions, newest first (admin)',
  query: z.object({
    ...pageQuery,
    action: singleLineText().trim().max(60).optional(),
    targetId: singleLineText().trim().max(60).optional(),
  }),
  value: pageOf(auditEntrySchema),
});

export const opsLedgerCheck = defineEndpoint({
  method: 'GET',
  path: '/ops/api/ledger/check',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Checks the ledger invariants now (admin): balances equal their entries, holds, no negative wallet, debits equal credits',
  value: z.object({
    ok: z.boolean(),
    accounts: z.number().int(),
    transfers: z.number().int(),
    violations: z.array(z.string()),
  }),
});

export const opsClockAdvance = defineEndpoint({
  method: 'POST',
  path: '/ops/api/clock/advance',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "Moves the server's clock forward (admin; only on a server started with CLOCK_CONTROL=true, for end-to-end tests and demos of settlement); answers the new time",
  body: z.object({
    minutes: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 62),
    reason: multiLineText().trim().min(3).max(200),
  }),
  value: z.object({ now: z.string() }),
});

export const opsMerchantConfig = defineEndpoint({
  method: 'GET',
  path: '/ops/api/merchant-config',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'The merchant configuration document: modules, registration rules, maintenance, region rules, resources (admin)',
  value: z.record(z.string(), z.unknown()),
});

export const opsMerchantConfigUpdate = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/merchant-config',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Replaces the merchant configuration after validating it; the change and its reason go to the audit log (admin)',
  body: z.object({ config: z.record(z.string(), z.unknown()), reason: multiLineText().trim().min(3).max(200) }),
  value: z.record(z.string(), z.unknown()),
});

/** Operator switch of the game catalogue (spec section 8): MAINTENANCE lists but cannot launch or bet; DISABLED hides. */
export const CATALOGUE_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
const vendorCodeInput = singleLineText().trim().min(1).max(40);
const switchReasonInput = multiLineText()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

export const opsVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.enum(GAME_CATEGORIES),
  status: z.enum(CATALOGUE_STATUSES),
  isHot: z.boolean(),
  /** Games of the vendor by their own status. */
  games: z.object({
    total: z.number().int(),
    active: z.number().int(),
    maintenance: z.number().int(),
    disabled: z.number().int(),
  }),
});

export const opsGameSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  status: z.enum(CATALOGUE_STATUSES),
  isHot: z.boolean(),
  engineKind: z.string().nullable(),
});

export const opsGameVendors = defineEndpoint({
  method: 'GET',
  path: '/ops/api/games/vendors',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every game vendor, DISABLED ones included, with its status and game counts (admin)',
  value: z.array(opsVendorSchema),
});

export const opsVendorGames = defineEndpoint({
  method: 'GET',
  path: '/ops/api/games',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: "One vendor's games, any status, searched by name or code, in catalogue order (admin)",
  query: z.object({
    pageNo: pageQuery.pageNo,
    pageSize: pageQuery.pageSize,
    vendorCode: vendorCodeInput,
    search: singleLineText()
      .trim()
      .max(60)
      .optional()
      .transform((value) => value || undefined),
    status: z.enum(CATALOGUE_STATUSES).optional(),
  }),
  value: pageOf(opsGameSchema),
});

export const opsVendorStatus = defineEndpoint({
  method: 'POST',
  path: '/ops/api/games/vendors/status',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Switches a vendor ACTIVE / MAINTENANCE / DISABLED at once; the change goes to the audit log (admin)',
  body: z.object({ vendorCode: vendorCodeInput, status: z.enum(CATALOGUE_STATUSES), reason: switchReasonInput }),
  value: opsVendorSchema,
});

export const opsGameStatus = defineEndpoint({
  method: 'POST',
  path: '/ops/api/games/status',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Switches a game ACTIVE / MAINTENANCE / DISABLED at once; the change goes to the audit log (admin)',
  body: z.object({
    gameId: z.number().int().positive(),
    status: z.enum(CATALOGUE_STATUSES),
    reason: switchReasonInput,
  }),
  value: opsGameSchema,
});
