import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { centreKeys, walletKeys } from './keys.ts';

export type BetQuery = QueryOf<(typeof ENDPOINTS)['bettingRecords']>;
export type ProfitAndLossQuery = QueryOf<(typeof ENDPOINTS)['profitAndLoss']>;

// Records change with every round: always fetched again, the last page kept on screen while the next loads.
const RECORDS = { placeholderData: keepPreviousData, staleTime: 0 } as const;

export const betsQuery = (query: BetQuery) =>
  queryOptions({
    queryKey: centreKeys.bets(query),
    queryFn: ({ signal }) => callApi('bettingRecords', { query, signal }),
    ...RECORDS,
  });

export const profitAndLossQuery = (query: ProfitAndLossQuery) =>
  queryOptions({
    queryKey: centreKeys.profitAndLoss(query),
    queryFn: ({ signal }) => callApi('profitAndLoss', { query, signal }),
    ...RECORDS,
  });

export const useBets = (query: BetQuery) => useQuery(betsQuery(query));
export const useProfitAndLoss = (query: ProfitAndLossQuery) => useQuery(profitAndLossQuery(query));

export type TransactionQuery = QueryOf<(typeof ENDPOINTS)['transactionHistory']>;

export const transactionsQuery = (query: TransactionQuery) =>
  queryOptions({
    queryKey: walletKeys.transactions(query),
    queryFn: ({ signal }) => callApi('transactionHistory', { query, signal }),
    ...RECORDS,
  });

export const useTransactions = (query: TransactionQuery) => useQuery(transactionsQuery(query));

export type BonusDetailsQuery = QueryOf<(typeof ENDPOINTS)['bonusDetails']>;

export const bonusDetailsQuery = (query: BonusDetailsQuery) =>
  queryOptions({
    queryKey: centreKeys.bonusDetails(query),
    queryFn: ({ signal }) => callApi('bonusDetails', { query, signal }),
    ...RECORDS,
  });

export const useBonusDetails = (query: BonusDetailsQuery) => useQuery(bonusDetailsQuery(query));
