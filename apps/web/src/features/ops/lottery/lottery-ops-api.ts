import type { BodyOf, QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';

export type OpsLotteryGame = ValueOf<(typeof ENDPOINTS)['opsLotteryGames']>['games'][number];
export type LotteryGameStatus = OpsLotteryGame['status'];
export type LotteryGameUpdate = BodyOf<(typeof ENDPOINTS)['opsLotteryGameUpdate']>;
export type BetTypeLimits = OpsLotteryGame['limits'][string];
export type DrawsQuery = QueryOf<(typeof ENDPOINTS)['opsLotteryDraws']>;
export type DrawStatus = NonNullable<DrawsQuery['status']>;
export type MonitorDraw = ValueOf<(typeof ENDPOINTS)['opsLotteryDraws']>['list'][number];
export type DrawExposure = ValueOf<(typeof ENDPOINTS)['opsLotteryExposure']>;
export type VoidAnswer = ValueOf<(typeof ENDPOINTS)['opsLotteryDrawVoid']>;

/** Every lottery-desk query starts with ['ops', 'lottery'], so a change refreshes the games, the monitor and the log together. */
export const lotteryOpsKeys = {
  all: ['ops', 'lottery'] as const,
  games: ['ops', 'lottery', 'games'] as const,
  draws: (query: DrawsQuery) => ['ops', 'lottery', 'draws', query] as const,
  exposure: (drawId: number) => ['ops', 'lottery', 'exposure', drawId] as const,
};

const MONITOR_REFRESH_MS = 10_000;

export const useOpsLotteryGames = () =>
  useQuery({ queryKey: lotteryOpsKeys.games, queryFn: ({ signal }) => callOps('opsLotteryGames', { signal }) });

/** `live` refetches every few seconds: the monitor follows sales and draws as they happen. */
export function useOpsDraws(query: DrawsQuery, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: lotteryOpsKeys.draws(query),
    placeholderData: keepPreviousData,
    refetchInterval: live ? MONITOR_REFRESH_MS : false,
    queryFn: ({ signal }) => callOps('opsLotteryDraws', { query, signal }),
  });
}

export function useDrawExposure(drawId: number) {
  return useQuery({
    queryKey: lotteryOpsKeys.exposure(drawId),
    refetchInterval: MONITOR_REFRESH_MS,
    queryFn: ({ signal }) => callOps('opsLotteryExposure', { query: { drawId, count: 50 }, signal }),
  });
}

function useRefreshAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lotteryOpsKeys.all });
}

/** The answer is the game as saved: it replaces the listed one at once, before the refetch. */
export function useUpdateLotteryGame() {
  const client = useQueryClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: LotteryGameUpdate) => callOps('opsLotteryGameUpdate', { body }),
    onSuccess: ({ game }) =>
      client.setQueryData(lotteryOpsKeys.games, (old: { games: OpsLotteryGame[] } | undefined) =>
        old ? { games: old.games.map((row) => (row.gameCode === game.gameCode ? game : row)) } : old,
      ),
    onSettled: refresh,
  });
}

export function useVoidDraw() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: { drawId: number; reason: string }) => callOps('opsLotteryDrawVoid', { body }),
    onSettled: refresh,
  });
}
