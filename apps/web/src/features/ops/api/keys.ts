import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';

type VendorGamesQuery = QueryOf<(typeof ENDPOINTS)['opsVendorGames']>;

/** Query keys of the desk: every key starts with 'ops', so an action (or the logout) reaches every desk at once. */
export const opsKeys = {
  all: ['ops'] as const,
  deposits: (status: string, page: number) => ['ops', 'deposits', status, page] as const,
  withdrawals: (status: string, page: number) => ['ops', 'withdrawals', status, page] as const,
  proof: (proofId: number) => ['ops', 'proof', proofId] as const,
  member: (username: string) => ['ops', 'member', username] as const,
  members: ['ops', 'member'] as const,
  audit: (filter: object) => ['ops', 'audit', filter] as const,
  pending: (queue: string) => ['ops', 'pending', queue] as const,
  operators: ['ops', 'operators'] as const,
  operatorLogins: (filter: object) => ['ops', 'operator-logins', filter] as const,
  feedback: (page: number, status: string) => ['ops', 'feedback', page, status] as const,
  feedbackLists: ['ops', 'feedback'] as const,
  feedbackImage: (feedbackId: number, index: number) => ['ops', 'feedbackImage', feedbackId, index] as const,
  /** The games switch and the vendors desk share this prefix: a change in one refetches the other's lists. */
  games: ['ops', 'games'] as const,
  gameVendors: ['ops', 'games', 'vendors'] as const,
  vendorGames: (query: VendorGamesQuery) => ['ops', 'games', 'list', query] as const,
  vendorAccess: ['ops', 'games', 'vendor-access'] as const,
};
