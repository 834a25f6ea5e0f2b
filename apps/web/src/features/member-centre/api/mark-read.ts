import { callApi } from '../../../lib/api-client.ts';
import { useInboxChange } from './use-inbox-change.ts';

/** Marks some messages, or all of them, as read. */
export function useMarkRead() {
  return useInboxChange((body: { ids: number[] } | { all: true }) => callApi('messageRead', { body }));
}
