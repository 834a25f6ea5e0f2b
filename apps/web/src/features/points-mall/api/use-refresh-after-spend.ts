import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { pointsKeys } from './keys.ts';

/** After points are spent: every points query, and the wallet balance a conversion pays into. */
export function useRefreshAfterSpend() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: pointsKeys.all });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
  };
}
