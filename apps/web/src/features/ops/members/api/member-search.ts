import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { memberDeskKeys } from './keys.ts';

export type MemberSearchQuery = QueryOf<(typeof ENDPOINTS)['opsMemberSearch']>;

/** One page of the member list for the filters given (the previous page stays while the next loads). */
export const memberSearchQuery = (query: MemberSearchQuery) => ({
  queryKey: memberDeskKeys.search(query),
  placeholderData: keepPreviousData,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsMemberSearch', { query, signal }),
});

export const useMemberSearch = (query: MemberSearchQuery) => useQuery(memberSearchQuery(query));
