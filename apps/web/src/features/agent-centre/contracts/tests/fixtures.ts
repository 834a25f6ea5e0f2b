import type { Consolidated, Contract, ContractTerms } from '../utils/contract-kinds.ts';

/** API values as the server answers them (packages/contracts/src/agent/contract-endpoints.ts). */
export const dailyTerms: ContractTerms = {
  kind: 'DAILY_WAGE',
  tiers: [
    { minBet: '100.00', rateBp: 100 },
    { minBet: '1000.00', rateBp: 200 },
  ],
};
export const dividendTerms: ContractTerms = {
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: [
    { minValidBet: '1000.00', minActiveMembers: 3, rateBp: 1000 },
    { minValidBet: '5000.00', minActiveMembers: 5, rateBp: 2000 },
  ],
};
export const realtimeTerms: ContractTerms = {
  kind: 'REALTIME',
  profitRateBp: 50,
  lossRateBp: 80,
  minSingleBet: '1.00',
};

let nextId = 100;
export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: nextId++,
    kind: 'DAILY_WAGE',
    status: 'ACTIVE',
    payeeUsername: 'agent01',
    payerUsername: null,
    terms: dailyTerms,
    offeredAt: '2026-11-01T00:00:00Z',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: null,
    endReason: null,
    pendingRequest: null,
    ...overrides,
  };
}

export function consolidated(overrides: Partial<Consolidated> = {}): Consolidated {
  return {
    currency: 'VND',
    currencySymbol: '₫',
    sumBalance: '100.00',
    balance: '100.00',
    pendingWithdrawal: '0.00',
    withdrawable: '100.00',
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    contractKinds: [],
    ...overrides,
  };
}

export const emptyPage = { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 };
