import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { lotteryOpsKeys } from './keys.ts';
import { useRefreshLottery } from './use-refresh-lottery.ts';

export type OpsLotteryGame = ValueOf<(typeof ENDPOINTS)['opsLotteryGames']>['games'][number];
export type LotteryGameStatus = OpsLotteryGame['status'];
export type LotteryGameUpdate = BodyOf<(typeof ENDPOINTS)['opsLotteryGameUpdate']>;
export type BetTypeLimits = OpsLotteryGame['limits'][string];

export const opsLotteryGamesQuery = () => ({
  queryKey: lotteryOpsKeys.games,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsLotteryGames', { signal }),
});

export const useOpsLotteryGames = () => useQuery(opsLotteryGamesQuery());

/** The answer is the game as saved: it replaces the listed one at once, before the refetch. */
export function useUpdateLotteryGame() {
  const client = useQueryClient();
  const refresh = useRefreshLottery();
  return useMutation({
    mutationFn: (body: LotteryGameUpdate) => callOps('opsLotteryGameUpdate', { body }),
    onSuccess: ({ game }) =>
      client.setQueryData(lotteryOpsKeys.games, (old: { games: OpsLotteryGame[] } | undefined) =>
        old ? { games: old.games.map((row) => (row.gameCode === game.gameCode ? game : row)) } : old,
      ),
    onSettled: refresh,
  });
}
