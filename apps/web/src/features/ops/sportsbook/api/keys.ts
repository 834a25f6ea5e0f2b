import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';

export type OpsEventsQuery = QueryOf<(typeof ENDPOINTS)['opsSportsEvents']>;

/**
 * Every sportsbook-desk key starts with ['ops', 'sports'], so one change (a setting, a suspension, a void) refreshes
 * the settings, the monitor and the open event together. The settings' audit lines sit under the desk's audit prefix
 * (['ops', 'audit']), so the audit tab and this desk refresh each other.
 */
export const sportsOpsKeys = {
  all: ['ops', 'sports'] as const,
  settings: ['ops', 'sports', 'settings'] as const,
  events: (query: OpsEventsQuery) => ['ops', 'sports', 'events', query] as const,
  liability: (eventId: string) => ['ops', 'sports', 'liability', eventId] as const,
  board: (eventId: string) => ['ops', 'sports', 'board', eventId] as const,
  verify: (eventId: string) => ['ops', 'sports', 'verify', eventId] as const,
  competitions: ['ops', 'sports', 'competitions'] as const,
  settingsAudit: ['ops', 'audit', 'sports-settings'] as const,
  audit: ['ops', 'audit'] as const,
};

/** The monitor and an open event ask again this often: bets, scores and phases move by the second. */
export const MONITOR_REFRESH_MS = 5_000;
