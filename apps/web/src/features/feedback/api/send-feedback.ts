import type { FEEDBACK_CATEGORIES } from '@lucky/contracts/common/constants';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadFiles } from '../../../lib/api-client.ts';
import { feedbackKeys } from './keys.ts';

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type SendFeedbackInput = { category: FeedbackCategory; content: string; files: File[] };

/** Uploads the images first (the proof upload answers their ids), then sends the feedback and refreshes the list. */
export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ category, content, files }: SendFeedbackInput) => {
      const images =
        files.length > 0
          ? await uploadFiles<{ proofId: number }[]>(ENDPOINT_ROUTES.withdrawalProofUpload.path, files)
          : [];
      return callApi('feedbackSubmit', {
        body: { category, content: content.trim(), imageIds: images.map((image) => image.proofId) },
      });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: feedbackKeys.mineAll }),
  });
}
