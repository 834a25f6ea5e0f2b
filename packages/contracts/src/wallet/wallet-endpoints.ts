import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { pageOf, pageQuery, walletEntrySchema } from './wallet-common.ts';
import { TRANSACTION_TYPES } from './wallet-statuses.ts';
import { singleLineText } from '../common/text.ts';

const walletFunds = {
  currency: z.string(),
  currencySymbol: z.string(),
  /** What the member can use now: the ledger balance less pending withdrawal holds (the header shows this). */
  sumBalance: moneyString,
  /** The ledger balance, holds included. */
  balance: moneyString,
  /** Funds held by withdrawals waiting for review. */
  pendingWithdrawal: moneyString,
  withdrawable: moneyString,
};

export const fundsConsolidated = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'wallet',
  summary: 'Wallet funds of the member with the contract request flags of the home page',
  value: z.object({
    ...walletFunds,
    // Per contract kind what waits for the member: 1 a new offer, 2 the other side's termination request, 0 nothing.
    dailysalreqtype: z.number().int(),
    divtypereq: z.number().int(),
    contracthoursalreq: z.number().int(),
    realtimesalreqtype: z.number().int(),
    /** Contract kinds (DIVIDEND, DAILY_WAGE, HOURLY, REALTIME) the member holds live: the agent centre's enableCt, salary and hourSalary menu flags. */
    contractKinds: z.array(z.enum(['DIVIDEND', 'DAILY_WAGE', 'HOURLY', 'REALTIME'])),
  }),
});

export const merchantWallet = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'wallet',
  summary: "The merchant's wallet mode: always a single wallet shared by every game vendor",
  value: z.object({ isSingle: z.literal(true), currency: z.string(), currencySymbol: z.string() }),
});

export const walletTransfer = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'wallet',
  summary: 'Transfer between the main wallet and a vendor wallet; in single-wallet mode accepted with nothing to move',
  body: z.object({
    vassalage: singleLineText().max(40).optional(),
    amount: singleLineText().max(32).optional(),
    direction: z.enum(['IN', 'OUT', 'ALL']).optional(),
  }),
  value: z.object({
    isSingle: z.literal(true),
    transferred: z.literal(false),
    message: z.string(),
    sumBalance: moneyString,
  }),
});

export const walletSummary = defineEndpoint({
  method: 'GET',
  path: '/wps/wallet/summary',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'wallet',
  summary: 'My wallet: funds and the most recent movements',
  query: z.object({ recent: z.coerce.number().int().min(1).max(50).default(10) }),
  value: z.object({ ...walletFunds, recent: z.array(walletEntrySchema) }),
});

export const transactionHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/wallet/transactions',
  modules: ['MEMBERCENTER3'],
  token: 'member',
  encrypted: false,
  tag: 'wallet',
  summary: 'Account record: every movement of the wallet, filtered by type and date range, with totals of the filter',
  query: z.object({ ...pageQuery, type: z.enum(TRANSACTION_TYPES).optional() }),
  value: pageOf(walletEntrySchema).extend({
    totals: z.object({ income: moneyString, expense: moneyString, net: moneyString }),
  }),
});
