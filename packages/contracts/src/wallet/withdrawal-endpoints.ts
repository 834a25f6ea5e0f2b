import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, pageOf, pageQuery, paymentPasswordInput, requestIdInput } from './wallet-common.ts';
import { RECEIPT_TYPES, WITHDRAWAL_STATUSES } from './wallet-statuses.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** Masked except the last four digits. */
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});

export const receiptSchema = z.object({
  type: z.enum(RECEIPT_TYPES),
  receivedAmount: moneyString,
  remainingAmount: moneyString,
  /** True for the automatic receipt: the withdrawal counts as received and will not be refunded. */
  forced: z.boolean(),
  proofCount: z.number().int(),
  note: z.string().nullable(),
  confirmedAt: z.string(),
});

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  amount: moneyString,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  reason: z.string().nullable(),
  payoutReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Confirm before this time; afterwards the withdrawal counts as received. */
  receiptDueAt: z.string().nullable(),
  receipt: receiptSchema.nullable(),
  refundAmount: moneyString.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const withdrawalSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/withdrawal/settings',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'withdrawal',
  summary:
    "What the withdrawal page needs: limits, today's use, withdrawable funds, banks, bound accounts and the payee name",
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    minAmount: moneyString,
    maxAmount: moneyString,
    dailyMaxCount: z.number().int(),
    dailyMaxAmount: moneyString,
    usedTodayCount: z.number().int(),
    usedTodayAmount: moneyString,
    withdrawable: moneyString,
    autoReceiptMinutes: z.number().int(),
    banks: z.array(z.string()),
    maxBankAccounts: z.number().int(),
    hasPaymentPassword: z.boolean(),
    payeeName: z.string().nullable(),
    bankAccounts: z.array(bankAccountSchema),
  }),
});

export const paymentPasswordSet = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payment-password',
  modules: [],
  token: 'member',
  encrypted: true,
  tag: 'withdrawal',
  summary: 'Set the payment password, or change it with the old one',
  body: z.object({
    oldPaymentPassword: singleLineText().max(64).optional(),
    newPaymentPassword: singleLineText().min(1).max(64),
    confirmPaymentPassword: singleLineText().min(1).max(64),
  }),
  value: z.null(),
});

export const bankAccountList = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bank-accounts',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'withdrawal',
  summary: 'My bound bank accounts',
  value: z.array(bankAccountSchema),
});

export const bankAccountBind = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bank-accounts',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: true,
  tag: 'withdrawal',
  summary:
    'Bind a bank account in the registered payee name (the first binding sets the payee name when none was registered)',
  body: z.object({
    bankName: singleLineText().trim().min(2).max(60),
    accountNumber: singleLineText()
      .trim()
      .regex(/^[0-9 -]{6,34}$/, 'an account number is 6 to 34 digits'),
    accountName: singleLineText().trim().min(2).max(100).optional(),
    paymentPassword: paymentPasswordInput,
  }),
  value: bankAccountSchema,
});

export const withdrawalCreate = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawal/orders',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: true,
  tag: 'withdrawal',
  summary: 'Request a withdrawal to a bound account: the amount is held until an operator approves or rejects it',
  body: z.object({
    requestId: requestIdInput,
    amount: amountInput,
    bankAccountId: z.number().int().positive(),
    paymentPassword: paymentPasswordInput,
  }),
  value: withdrawalSchema,
});

export const withdrawalList = defineEndpoint({
  method: 'GET',
  path: '/wps/withdrawal/orders',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'withdrawal',
  summary: 'My withdrawal history with statuses and receipts',
  query: z.object({ ...pageQuery, status: z.enum(WITHDRAWAL_STATUSES).optional() }),
  value: pageOf(withdrawalSchema),
});

export const withdrawalProofUpload = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawal/proofs',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  bodyFormat: 'multipart',
  tag: 'withdrawal',
  summary:
    'Upload receipt proof images (multipart/form-data, field "file"): png or jpg by content, at most 5 MB each, at most 3',
  value: z.array(
    z.object({ proofId: z.number().int(), mime: z.enum(['image/png', 'image/jpeg']), size: z.number().int() }),
  ),
});

export const withdrawalConfirmReceipt = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawal/orders/receipt',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'withdrawal',
  summary:
    'Confirm a paid withdrawal: full receipt, partial receipt (received and remaining amounts) or not received, with proof images',
  body: z.object({
    orderNo: singleLineText().trim().min(1).max(40),
    type: z.enum(['FULL', 'PARTIAL', 'NONE']),
    receivedAmount: amountInput.optional(),
    remainingAmount: amountInput.optional(),
    proofIds: z.array(z.number().int().positive()).max(3).default([]),
    note: multiLineText().trim().max(140).optional(),
  }),
  value: withdrawalSchema,
});
