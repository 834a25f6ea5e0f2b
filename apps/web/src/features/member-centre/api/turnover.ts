import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { centreKeys } from './keys.ts';

export const turnoverQuery = () =>
  queryOptions({
    queryKey: centreKeys.turnover,
    staleTime: 0,
    queryFn: ({ signal }) => callApi('turnoverRequirements', { signal }),
  });

/** The bonus turnover still to play before a withdrawal is accepted. */
export const useTurnover = () => useQuery(turnoverQuery());
