import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput, paymentPasswordInput, requestIdInput } from './wallet-common.ts';
import { singleLineText } from '../common/text.ts';

export const memberTransferSchema = z.object({
  transferId: z.number().int(),
  direction: z.enum(['UPLINE', 'DOWNLINE']),
  amount: moneyString,
  currency: z.string(),
  toUsername: z.string(),
  /** The sender's balance right after this transfer (a replay answers the original figure). */
  balanceAfter: moneyString,
  remark: z.string().nullable(),
  createdAt: z.string(),
});

export const transferUplineInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/transfer/upline',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'transfer',
  summary: 'Who my upline agent is and what I can transfer',
  value: z.object({
    uplineUsername: z.string().nullable(),
    uplineNickname: z.string().nullable(),
    available: moneyString,
    minAmount: moneyString,
    maxAmount: moneyString,
    hasPaymentPassword: z.boolean(),
  }),
});

export const transferUpline = defineEndpoint({
  method: 'POST',
  path: '/wps/transfer/upline',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: true,
  tag: 'transfer',
  summary: 'Transfer to my own upline agent (payment password; requestId makes it idempotent)',
  body: z.object({
    requestId: requestIdInput,
    amount: amountInput,
    paymentPassword: paymentPasswordInput,
    remark: singleLineText().trim().max(140).optional(),
  }),
  value: memberTransferSchema,
});

export const transferDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/transfer/downline',
  modules: ['AGENTCENTER3'],
  token: 'member',
  encrypted: true,
  tag: 'transfer',
  summary:
    'An agent transfers to a member of its own downline, at any depth (payment password; requestId makes it idempotent)',
  body: z.object({
    requestId: requestIdInput,
    toUsername: singleLineText().trim().min(1).max(64),
    amount: amountInput,
    paymentPassword: paymentPasswordInput,
    remark: singleLineText().trim().max(140).optional(),
  }),
  value: memberTransferSchema,
});
