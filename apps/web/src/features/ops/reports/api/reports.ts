import type { QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { reportKeys } from './keys.ts';

export type Dashboard = ValueOf<(typeof ENDPOINTS)['opsReportDashboard']>;
export type GamingReport = ValueOf<(typeof ENDPOINTS)['opsReportGaming']>;
export type GamingQuery = Required<Omit<QueryOf<(typeof ENDPOINTS)['opsReportGaming']>, 'parentAgentId'>> & {
  parentAgentId?: number;
};
export type MoneyReport = ValueOf<(typeof ENDPOINTS)['opsReportMoney']>;
export type PlayersReport = ValueOf<(typeof ENDPOINTS)['opsReportPlayers']>;
export type BonusReport = ValueOf<(typeof ENDPOINTS)['opsReportBonus']>;
export type Reconciliation = ValueOf<(typeof ENDPOINTS)['opsReconciliation']>;
type Range = { from: string; to: string };

/** Today's figures; refreshed every minute while the dashboard is open. */
export const useDashboard = () =>
  useQuery({
    queryKey: reportKeys.dashboard,
    refetchInterval: 60_000,
    queryFn: ({ signal }) => callOps('opsReportDashboard', { signal }),
  });

export const useGamingReport = (query: GamingQuery) =>
  useQuery({
    queryKey: reportKeys.gaming(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsReportGaming', { query, signal }),
  });

export const useMoneyReport = (query: Range) =>
  useQuery({
    queryKey: reportKeys.money(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsReportMoney', { query, signal }),
  });

export const usePlayersReport = (query: Range) =>
  useQuery({
    queryKey: reportKeys.players(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsReportPlayers', { query, signal }),
  });

export const useBonusReport = (query: Range) =>
  useQuery({
    queryKey: reportKeys.bonus(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsReportBonus', { query, signal }),
  });

export const useReconciliation = (day: string) =>
  useQuery({
    queryKey: reportKeys.reconciliation(day),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsReconciliation', { query: { day }, signal }),
  });

/** The ledger check scans the whole ledger: run on demand, never on opening the screen. */
export const useLedgerCheck = () => useMutation({ mutationFn: () => callOps('opsLedgerCheck') });
