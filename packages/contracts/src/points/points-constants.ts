// Zod-free, so the web bundle can import these lists without the schemas.
import type { GameCategory } from '../common/constants.ts';

/** Types of a points record (spec section 3: live, lottery, PVP, slots, sports, redeem, deposit, and the rest of the site's categories). */
export const POINTS_RECORD_TYPES = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'DEPOSIT',
  'REDEEM',
  'CONVERT',
  'REFUND',
  'ADJUST',
] as const;
export type PointsRecordType = (typeof POINTS_RECORD_TYPES)[number];
export const POINTS_RECORD_STATUSES = ['SUCCESS', 'IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

/** Spec section 4: In Process, Approved, Rejected. */
export const MALL_REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type MallRedemptionStatus = (typeof MALL_REDEMPTION_STATUSES)[number];
export const MALL_ITEM_KINDS = ['CASH', 'GOODS'] as const;

/** The points record type of bets in each game category. */
export const POINTS_TYPE_OF_CATEGORY: Record<GameCategory, PointsRecordType> = {
  ELOTT: 'LOTTERY',
  LOTT: 'LOTTERY',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  FISH: 'FISH',
  RNG: 'SLOTS',
  PVP: 'PVP',
  ESPORTS: 'ESPORTS',
};
