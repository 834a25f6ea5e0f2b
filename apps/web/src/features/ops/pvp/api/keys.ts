/**
 * Every key of the card rooms' desk starts with ['ops', 'pvp'], so a change of a table (terms, open, close) refreshes
 * the tables and the live view together; the audit tab's prefix (['ops', 'audit']) is refreshed with them.
 */
export const pvpOpsKeys = {
  all: ['ops', 'pvp'] as const,
  tables: (filter: { game?: string; status?: string }) => ['ops', 'pvp', 'tables', filter] as const,
  live: ['ops', 'pvp', 'live'] as const,
  hands: (query: Record<string, unknown>) => ['ops', 'pvp', 'hands', query] as const,
  hand: (handId: string) => ['ops', 'pvp', 'hand', handId] as const,
  rake: (range: { from: string; to: string }) => ['ops', 'pvp', 'rake', range] as const,
  collusion: (query: { from: string; to: string; minHands: number }) => ['ops', 'pvp', 'collusion', query] as const,
  chat: ['ops', 'pvp', 'chat'] as const,
  audit: ['ops', 'audit'] as const,
};

/** Seats, chips and hands move by the second while people play. */
export const LIVE_REFRESH_MS = 5_000;
