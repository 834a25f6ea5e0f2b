import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { vipKeys } from './keys.ts';

export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: vipKeys.levels,
    queryFn: ({ signal }) => callApi('vipLevels', { signal }),
    staleTime: 60_000,
  });

/** The ladder, public. */
export const useVipLevels = () => useQuery(vipLevelsQuery());
