import type { ReferralRewardKind } from '@lucky/contracts/referral/referral-constants';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useAfterClaim } from './use-after-claim.ts';

export type ReferralClaimBody = { friendId: number; kind: ReferralRewardKind };

/** Claims one reward an invited friend earned the member. */
export const claimReferral = (body: ReferralClaimBody) => callApi('referralClaim', { body });

export function useClaimReferral() {
  const afterClaim = useAfterClaim();
  return useMutation({ mutationFn: claimReferral, onSettled: afterClaim });
}
