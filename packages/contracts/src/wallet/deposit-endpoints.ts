import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, pageOf, pageQuery, requestIdInput } from './wallet-common.ts';
import { DEPOSIT_STATUSES, PAYMENT_CHANNELS } from './wallet-statuses.ts';
import { singleLineText } from '../common/text.ts';

export const operatorBankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
});

export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  minAmount: moneyString,
  maxAmount: moneyString,
  /** The account to transfer to, for manual bank transfer. */
  bankAccount: operatorBankAccountSchema.nullable(),
});

export const depositSchema = z.object({
  orderNo: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  amount: moneyString,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  /** The gateway's hosted payment page, while a gateway deposit waits for payment. */
  paymentUrl: z.string().nullable(),
  bankAccount: operatorBankAccountSchema.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const depositMethods = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/methods',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'deposit',
  summary: 'Deposit methods of the merchant with their limits; manual bank transfer shows the account to pay',
  value: z.object({ currency: z.string(), currencySymbol: z.string(), methods: z.array(paymentMethodSchema) }),
});

export const depositCreate = defineEndpoint({
  method: 'POST',
  path: '/wps/deposit/orders',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'deposit',
  summary: 'Start a deposit: a manual transfer waits for an operator; a gateway deposit answers the payment page URL',
  body: z.object({
    requestId: requestIdInput,
    methodCode: singleLineText().trim().min(1).max(40),
    amount: amountInput,
    /** The note or reference the member wrote on the bank transfer (manual bank transfer). */
    reference: singleLineText().trim().max(64).optional(),
    payerName: singleLineText().trim().max(100).optional(),
  }),
  value: depositSchema,
});

export const depositCancel = defineEndpoint({
  method: 'POST',
  path: '/wps/deposit/orders/cancel',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'deposit',
  summary: 'Cancel one of my deposits that still waits',
  body: z.object({ orderNo: singleLineText().trim().min(1).max(40) }),
  value: depositSchema,
});

export const depositList = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/orders',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'deposit',
  summary: 'My deposit history with statuses',
  query: z.object({ ...pageQuery, status: z.enum(DEPOSIT_STATUSES).optional() }),
  value: pageOf(depositSchema),
});

/** What the built-in sandbox gateway posts: every field but `sign` is signed (see sandbox-gateway.ts). */
export const sandboxCallbackBody = z.object({
  merchantOrderNo: singleLineText().min(1).max(40),
  gatewayRef: singleLineText().min(1).max(80),
  amount: singleLineText().min(1).max(32),
  currency: singleLineText().length(3),
  status: z.enum(['PAID', 'CANCELLED', 'FAILED']),
  timestamp: z.coerce.number().int(),
  sign: z.string().regex(/^[0-9a-f]{64}$/, 'sign is an HMAC-SHA256 hex digest'),
});

export const paymentCallbackSandbox = defineEndpoint({
  method: 'POST',
  path: '/pay/callback/sandbox',
  modules: [],
  token: 'none',
  encrypted: false,
  bodyFormat: 'form',
  tag: 'deposit',
  summary:
    'Server-to-server callback of the sandbox gateway: HMAC-SHA256 signed, idempotent, credits a paid deposit exactly once',
  body: sandboxCallbackBody,
  value: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
});
