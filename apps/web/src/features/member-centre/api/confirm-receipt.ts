import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadFiles } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';
import { useInvalidateFunds } from './use-invalidate-funds.ts';

export type ReceiptBody = Omit<BodyOf<(typeof ENDPOINTS)['withdrawalConfirmReceipt']>, 'proofIds'>;

/** Uploads the proof images, then confirms the receipt of a paid withdrawal with their ids. */
export function useConfirmReceipt() {
  const client = useQueryClient();
  const invalidateFunds = useInvalidateFunds();
  return useMutation({
    mutationFn: async ({ body, files }: { body: ReceiptBody; files: readonly File[] }) => {
      const proofs =
        files.length > 0
          ? await uploadFiles<{ proofId: number }[]>(ENDPOINT_ROUTES.withdrawalProofUpload.path, files)
          : [];
      return callApi('withdrawalConfirmReceipt', {
        body: { ...body, proofIds: proofs.map((proof) => proof.proofId) },
      });
    },
    onSuccess: () => {
      invalidateFunds();
      void client.invalidateQueries({ queryKey: walletKeys.withdrawalPages });
    },
  });
}
