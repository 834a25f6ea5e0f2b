import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { pointsKeys } from './keys.ts';

export const mallItemsQuery = () =>
  queryOptions({ queryKey: pointsKeys.items, queryFn: ({ signal }) => callApi('pointsRewardList', { signal }) });

/** The items on sale in the mall. */
export const useMallItems = () => useQuery(mallItemsQuery());
