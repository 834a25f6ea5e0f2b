import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

export type ReferralFriend = ValueOf<(typeof ENDPOINTS)['referralFriends']>['list'][number];

const FRIENDS_PAGE_SIZE = 10;

export const referralFriendsQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: rewardKeys.referralFriends(token, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi('referralFriends', { query: { pageNo: page, pageSize: FRIENDS_PAGE_SIZE }, signal }),
  });

/** A page of the friends the member invited, newest first, with their rewards. */
export function useReferralFriends(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery(referralFriendsQuery(token, page));
}
