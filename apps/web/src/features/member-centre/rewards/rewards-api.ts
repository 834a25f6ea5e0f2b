import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { ReferralRewardKind } from '@lucky/contracts/referral/referral-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useInvalidateFunds } from '../wallet/wallet-utils.ts';

export type Mission = ValueOf<(typeof ENDPOINTS)['missionList']>['list'][number];
export type ReferralFriend = ValueOf<(typeof ENDPOINTS)['referralFriends']>['list'][number];

/** Everything under ['rewards'] is refetched after any claim: missions, badge, referral, reward center. */
export const REWARD_KEYS = {
  all: ['rewards'] as const,
  missions: ['rewards', 'missions'] as const,
  counts: ['rewards', 'counts'] as const,
  center: ['rewards', 'center'] as const,
  referralInfo: ['rewards', 'referral', 'info'] as const,
  referralFriends: (page: number) => ['rewards', 'referral', 'friends', page] as const,
};

export function useMissions() {
  return useQuery({
    queryKey: REWARD_KEYS.missions,
    staleTime: 0,
    queryFn: ({ signal }) => callApi('missionList', { signal }),
  });
}

/**
 * The member-centre badge: how many missions can be claimed now (the MISSION entry of the available
 * promotion counts). Never stale, so it is fetched again each time the member centre opens: a
 * mission just completed in a game shows on the badge at once, as it does on the mission page.
 */
export function useAvailableMissionCount(isEnabled: boolean): number {
  const token = useSessionStore((state) => state.token);
  const counts = useQuery({
    queryKey: REWARD_KEYS.counts,
    enabled: isEnabled && Boolean(token),
    staleTime: 0,
    refetchInterval: 60_000,
    queryFn: ({ signal }) => callApi('availablePromotionCounts', { signal }),
  });
  return counts.data?.find((entry) => entry.type === 'MISSION')?.count ?? 0;
}

/** After a claim: the rewards views, the balance everywhere, and the header's unread count (a paid claim sends an inbox message). */
export function useAfterClaim(): () => void {
  const client = useQueryClient();
  const invalidateFunds = useInvalidateFunds();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: REWARD_KEYS.all });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.unreadCount });
    invalidateFunds();
  }, [client, invalidateFunds]);
}

export function useClaimMission() {
  const afterClaim = useAfterClaim();
  return useMutation({
    mutationFn: (missionId: number) => callApi('missionClaim', { body: { missionId } }),
    onSettled: afterClaim,
  });
}

export function useClaimReferral() {
  const afterClaim = useAfterClaim();
  return useMutation({
    mutationFn: (input: { friendId: number; kind: ReferralRewardKind }) => callApi('referralClaim', { body: input }),
    onSettled: afterClaim,
  });
}
