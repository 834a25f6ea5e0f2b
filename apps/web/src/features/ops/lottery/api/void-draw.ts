import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { useRefreshLottery } from './use-refresh-lottery.ts';

export type VoidAnswer = ValueOf<(typeof ENDPOINTS)['opsLotteryDrawVoid']>;
export type VoidDrawBody = BodyOf<(typeof ENDPOINTS)['opsLotteryDrawVoid']>;

export function useVoidDraw() {
  const refresh = useRefreshLottery();
  return useMutation({
    mutationFn: (body: VoidDrawBody) => callOps('opsLotteryDrawVoid', { body }),
    onSettled: refresh,
  });
}
