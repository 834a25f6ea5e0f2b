import type { MallRedemptionStatus, PointsRecordType } from '@lucky/contracts/points/points-constants';

/** Query keys of the points mall: every key starts with 'points', so a redemption or conversion refreshes them all. */
export const pointsKeys = {
  all: ['points'] as const,
  /** Member-bound keys carry the session token, so another login never sees the last member's points. */
  balance: (token: string | null) => ['points', 'balance', token] as const,
  items: ['points', 'items'] as const,
  config: ['points', 'config'] as const,
  /** The game categories with at least one playable game: the earn guide lists only their rates. */
  playableCategories: ['points', 'playableCategories'] as const,
  redeemed: (token: string | null, pageNo: number, status: MallRedemptionStatus | '') =>
    ['points', 'redeemed', token, pageNo, status] as const,
  records: (token: string | null, pageNo: number, type: PointsRecordType | '') =>
    ['points', 'records', token, pageNo, type] as const,
};

/** Rows per page of the redemption history and the points records. */
export const POINTS_PAGE_SIZE = 10;
