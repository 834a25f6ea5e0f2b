import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { KycDocumentKind, KycDocumentStatus } from '@lucky/contracts/member/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';

export type OpsKycDocument = ValueOf<(typeof ENDPOINTS)['opsKycQueue']>['list'][number];

/** Every KYC key under ['ops', 'kyc'], so a decision refreshes the queue and the player 360's section at once. */
export const kycOpsKeys = {
  all: ['ops', 'kyc'] as const,
  queue: (page: number, status: KycDocumentStatus, kind: KycDocumentKind | '') =>
    ['ops', 'kyc', 'queue', page, status, kind] as const,
  image: (documentId: number) => ['ops', 'kyc', 'image', documentId] as const,
  member: (memberId: number) => ['ops', 'kyc', 'member', memberId] as const,
};

export const useKycQueue = (page: number, status: KycDocumentStatus, kind: KycDocumentKind | '') =>
  useQuery({
    queryKey: kycOpsKeys.queue(page, status, kind),
    queryFn: ({ signal }) =>
      callOps('opsKycQueue', { query: { pageNo: page, pageSize: 20, status, kind: kind || undefined }, signal }),
    refetchInterval: 30_000,
  });

/** A document's image (audited on the server at each fetch); it never changes, so it is fetched once. */
export const useKycImage = (documentId: number) =>
  useQuery({
    queryKey: kycOpsKeys.image(documentId),
    staleTime: Infinity,
    queryFn: ({ signal }) => callOps('opsKycDocumentImage', { query: { documentId }, signal }),
  });

export const useMemberKyc = (memberId: number) =>
  useQuery({
    queryKey: kycOpsKeys.member(memberId),
    queryFn: ({ signal }) => callOps('opsKycMember', { query: { memberId }, signal }),
  });

/** Approve or reject with a reason; refreshes every KYC view. */
export function useKycReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { documentId: number; decision: 'APPROVE' | 'REJECT'; reason: string }) =>
      callOps('opsKycReview', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: kycOpsKeys.all }),
  });
}
