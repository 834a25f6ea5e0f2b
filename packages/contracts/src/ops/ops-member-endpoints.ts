import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { operatorBankAccountSchema } from '../wallet/deposit-endpoints.ts';
import { amountInput, requestIdInput, walletEntrySchema } from '../wallet/wallet-common.ts';
import { singleLineText } from '../common/text.ts';
import { reasonInput } from './ops-money-endpoints.ts';
import { ADJUSTMENT_KINDS, adjustmentSchema } from './ops-adjustment-endpoints.ts';

/** Finance desk: one member's wallet, looked up and corrected by hand. */
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
  summary:
    'Manual adjustment of a member wallet, typed, with an internal reason: posts at once up to the role threshold, else waits for a second operator (idempotent on requestId)',
  body: z.object({
    requestId: requestIdInput,
    username: singleLineText().trim().min(1).max(64),
    kind: z.enum(ADJUSTMENT_KINDS).default('CORRECTION'),
    direction: z.enum(['CREDIT', 'DEBIT']),
    amount: amountInput,
    turnoverMultiple: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(0)
      .describe('A bonus only: the member bets this many times the amount before withdrawing it'),
    reason: reasonInput,
  }),
  value: adjustmentSchema.extend({
    balanceAfter: moneyString.nullable().describe('The wallet after the adjustment; null while it waits'),
  }),
});
