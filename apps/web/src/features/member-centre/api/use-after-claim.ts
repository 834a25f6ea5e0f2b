import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { rewardKeys } from './keys.ts';
import { useInvalidateFunds } from './use-invalidate-funds.ts';

/** After a claim: the rewards views, the balance everywhere, and the header's unread count (a paid claim sends an inbox message). */
export function useAfterClaim(): () => void {
  const client = useQueryClient();
  const invalidateFunds = useInvalidateFunds();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: rewardKeys.all });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.unreadCount });
    invalidateFunds();
  }, [client, invalidateFunds]);
}
