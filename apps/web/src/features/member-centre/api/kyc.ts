import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import type { KycDocumentKind } from '@lucky/contracts/member/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadFiles } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export type KycState = ValueOf<(typeof ENDPOINTS)['kycState']>;
export type KycDocument = KycState['documents'][number];

/** The member's verification, keyed by the session token so another login never sees this member's documents. */
export const kycKeys = { all: ['kyc'] as const, state: (token: string | null) => ['kyc', 'state', token] as const };

/** Tier, limits, every tier and the latest document of each kind. */
export function useKycState() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: kycKeys.state(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('kycState', { signal }),
  });
}

/** Uploads one document image of a kind (the kind in the address, the image in field "file"), then refreshes the state. */
export function useUploadKycDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) =>
      uploadFiles<ValueOf<(typeof ENDPOINTS)['kycDocumentUpload']>>(
        `${ENDPOINT_ROUTES.kycDocumentUpload.path}?kind=${kind}`,
        [file],
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: kycKeys.all }),
  });
}
