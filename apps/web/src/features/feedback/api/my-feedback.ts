import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { FEEDBACK_LIST_SIZE, feedbackKeys } from './keys.ts';

export const myFeedbackQuery = (token: string | null) =>
  queryOptions({
    queryKey: feedbackKeys.mine(token),
    queryFn: ({ signal }) => callApi('feedbackList', { query: { pageSize: FEEDBACK_LIST_SIZE }, signal }),
  });

/** The member's earlier feedback with the operators' replies, newest first. */
export function useMyFeedback() {
  const token = useSessionStore((state) => state.token);
  return useQuery(myFeedbackQuery(token));
}
