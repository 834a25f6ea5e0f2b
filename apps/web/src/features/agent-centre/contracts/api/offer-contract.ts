import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useRefreshContracts } from './use-refresh-contracts.ts';

export type OfferContractBody = BodyOf<(typeof ENDPOINTS)['contractOffer']>;

/** Offers contract terms to a direct downline agent; `confirm` answers the server's lower-rate warning. */
export function useOfferContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: OfferContractBody) => callApi('contractOffer', { body }),
    // Awaited, so the offer counts as sent only once the lists show it.
    onSuccess: refresh,
  });
}
