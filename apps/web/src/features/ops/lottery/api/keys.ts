import type { DrawsQuery } from './draws.ts';

/** Every lottery-desk query starts with ['ops', 'lottery'], so a change refreshes the games, the monitor and the log together. */
export const lotteryOpsKeys = {
  all: ['ops', 'lottery'] as const,
  games: ['ops', 'lottery', 'games'] as const,
  draws: (query: DrawsQuery) => ['ops', 'lottery', 'draws', query] as const,
  exposure: (drawId: number) => ['ops', 'lottery', 'exposure', drawId] as const,
};

/** How often the monitor and the exposure panel ask again: they follow sales and draws as they happen. */
export const MONITOR_REFRESH_MS = 10_000;
