import type { PointsRecordType, MallRedemptionStatus } from '@lucky/contracts/points/points-constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../lib/data/query-keys.ts';
import { callApi } from '../../lib/api-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';

const PAGE_SIZE = 10;

/** Every points query starts with 'points', so a redemption or conversion refreshes them all. */
function useRefreshAfterSpend() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['points'] });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
  };
}

export function usePointsBalance() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['points', 'balance', token],
    queryFn: ({ signal }) => callApi('pointsBalance', { signal }),
    enabled: Boolean(token),
  });
}

export function useMallItems() {
  return useQuery({ queryKey: ['points', 'items'], queryFn: ({ signal }) => callApi('pointsRewardList', { signal }) });
}

export function usePointsConfig() {
  return useQuery({
    queryKey: ['points', 'config'],
    queryFn: ({ signal }) => callApi('pointsConfig', { signal }),
    staleTime: 60_000,
  });
}

export function useRedeemedList(pageNo: number, status?: MallRedemptionStatus) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['points', 'redeemed', token, pageNo, status ?? ''],
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi('pointsRedeemedList', { query: { pageNo, pageSize: PAGE_SIZE, status }, signal }),
  });
}

export function usePointsRecords(pageNo: number, type?: PointsRecordType) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['points', 'records', token, pageNo, type ?? ''],
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi('pointsRecords', { query: { pageNo, pageSize: PAGE_SIZE, type }, signal }),
  });
}

/** A fresh id per attempt: a retried click of the same attempt replays it on the server instead of redeeming twice. */
export const newRequestId = (): string => `pm-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

export function useRedeem() {
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (body: {
      itemId: number;
      quantity: number;
      paymentPassword: string;
      requestId: string;
      deliveryInfo?: string;
    }) => callApi('pointsRedeem', { body }),
    onSettled: refresh,
  });
}

export function useConvert() {
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (body: { points: number; paymentPassword: string; requestId: string }) =>
      callApi('pointsConvert', { body }),
    onSettled: refresh,
  });
}

export function useSetPaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { newPaymentPassword: string; confirmPaymentPassword: string }) =>
      callApi('paymentPasswordSet', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['member', 'info'] }),
  });
}
