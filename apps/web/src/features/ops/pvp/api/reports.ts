import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { pvpOpsKeys } from './keys.ts';

export type RakeReport = ValueOf<(typeof ENDPOINTS)['opsPvpRakeReport']>;
export type CollusionHint = ValueOf<(typeof ENDPOINTS)['opsPvpCollusion']>['list'][number];

export const useRakeReport = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: pvpOpsKeys.rake(range),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsPvpRakeReport', { query: range, signal }),
  });

export const useCollusionHints = (query: { from: string; to: string; minHands: number }) =>
  useQuery({
    queryKey: pvpOpsKeys.collusion(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsPvpCollusion', { query, signal }),
  });
