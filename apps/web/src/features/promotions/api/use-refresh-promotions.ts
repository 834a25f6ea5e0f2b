import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { promotionKeys } from './keys.ts';

/** After a join, claim, draw or application: every promotions query, and the wallet balance a bonus pays into. */
export function useRefreshPromotions(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: promotionKeys.all });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
  };
}
