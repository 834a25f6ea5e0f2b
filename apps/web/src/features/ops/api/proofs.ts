import { useQuery } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

/** One receipt proof image of a withdrawal, fetched with the operator token; it never changes. */
export const useWithdrawalProof = (proofId: number) =>
  useQuery({
    queryKey: opsKeys.proof(proofId),
    queryFn: ({ signal }) => callOps('opsWithdrawalProof', { query: { proofId }, signal }),
    staleTime: Infinity,
  });
