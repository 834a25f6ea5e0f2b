import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { missionKeys } from './keys.ts';

export type ReferralRule = ValueOf<(typeof ENDPOINTS)['opsReferralRules']>[number];
export type ReferralRuleUpdate = BodyOf<(typeof ENDPOINTS)['opsReferralRuleUpdate']>;

export const referralRulesQuery = () => ({
  queryKey: missionKeys.referralRules,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsReferralRules', { signal }),
});

export const useReferralRules = () => useQuery(referralRulesQuery());

/** Saves one kind's rule; the rules are fetched again either way. */
export function useSaveReferralRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralRuleUpdate) => callOps('opsReferralRuleUpdate', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: missionKeys.referralRules }),
  });
}
