import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { pvpOpsKeys } from './keys.ts';

export type HandsPage = ValueOf<(typeof ENDPOINTS)['opsPvpHands']>;
export type HandRow = HandsPage['list'][number];
export type HandDetail = ValueOf<(typeof ENDPOINTS)['opsPvpHandDetail']>;

/** What the search form asks for; empty fields are left out of the query. */
export type HandSearch = { member?: string; withMember?: string; handId?: string; tableId?: number; pageNo: number };

export const useHandSearch = (search: HandSearch | null) =>
  useQuery({
    queryKey: pvpOpsKeys.hands(search ?? {}),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsPvpHands', { query: { ...search!, pageSize: 20 }, signal }),
  });

/** A finished hand does not change: asked once per hand. */
export const useHandDetail = (handId: string | null) =>
  useQuery({
    queryKey: pvpOpsKeys.hand(handId ?? ''),
    enabled: handId !== null,
    staleTime: Infinity,
    queryFn: ({ signal }) => callOps('opsPvpHandDetail', { query: { handId: handId! }, signal }),
  });
