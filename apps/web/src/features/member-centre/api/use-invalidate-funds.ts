import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { walletKeys } from './keys.ts';

/** Refreshes the header balance and every wallet view after money moved. */
export function useInvalidateFunds(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
    void client.invalidateQueries({ queryKey: walletKeys.all });
  }, [client]);
}
