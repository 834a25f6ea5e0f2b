import type { FEEDBACK_STATUSES } from '@lucky/contracts/common/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackListQuery = (page: number, status: FeedbackStatus | '') => ({
  queryKey: opsKeys.feedback(page, status),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsFeedbackList', { query: { pageNo: page, pageSize: 20, status: status || undefined }, signal }),
});

export const useFeedbackList = (page: number, status: FeedbackStatus | '') => useQuery(feedbackListQuery(page, status));

/** A reply goes to the member's inbox; the lists are fetched again. */
export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reply: string }) => callOps('opsFeedbackReply', { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: opsKeys.feedbackLists }),
  });
}

/** One image of a feedback, fetched with the operator token; it never changes. */
export const useFeedbackImage = (feedbackId: number, index: number) =>
  useQuery({
    queryKey: opsKeys.feedbackImage(feedbackId, index),
    queryFn: ({ signal }) => callOps('opsFeedbackImage', { query: { feedbackId, index }, signal }),
    staleTime: Infinity,
  });
