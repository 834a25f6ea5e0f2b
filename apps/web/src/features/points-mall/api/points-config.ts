import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { pointsKeys } from './keys.ts';

export const pointsConfigQuery = () =>
  queryOptions({
    queryKey: pointsKeys.config,
    queryFn: ({ signal }) => callApi('pointsConfig', { signal }),
    staleTime: 60_000,
  });

/** How points are earned and what a point is worth in cash. */
export const usePointsConfig = () => useQuery(pointsConfigQuery());
