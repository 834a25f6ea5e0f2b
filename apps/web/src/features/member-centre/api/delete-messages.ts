import { callApi } from '../../../lib/api-client.ts';
import { useInboxChange } from './use-inbox-change.ts';

/** Deletes messages from the member's inbox. */
export function useDeleteMessages() {
  return useInboxChange((body: { ids: number[] }) => callApi('messageDelete', { body }));
}
