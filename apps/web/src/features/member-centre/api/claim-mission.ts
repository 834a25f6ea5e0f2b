import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useAfterClaim } from './use-after-claim.ts';

/** Claims a completed mission's reward. */
export const claimMission = (missionId: number) => callApi('missionClaim', { body: { missionId } });

export function useClaimMission() {
  const afterClaim = useAfterClaim();
  return useMutation({ mutationFn: claimMission, onSettled: afterClaim });
}
