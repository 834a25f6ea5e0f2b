import { useQueryClient } from '@tanstack/react-query';
import { lotteryOpsKeys } from './keys.ts';

/** After any lottery-desk change: the games, the monitor, the log and the exposure are fetched again. */
export function useRefreshLottery() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lotteryOpsKeys.all });
}
