import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';

export type OpsMallItem = ValueOf<(typeof ENDPOINTS)['opsMallItems']>['list'][number];
export type MallItemInput = BodyOf<(typeof ENDPOINTS)['opsMallItemSave']>;
export type OpsRedemption = ValueOf<(typeof ENDPOINTS)['opsMallRedemptions']>['list'][number];
export type PointsConfigInput = BodyOf<(typeof ENDPOINTS)['opsPointsConfigSave']>;

/** Query keys of the mall desk, under the desk-wide 'ops' prefix the logout clears. */
export const MALL_KEYS = {
  items: ['ops', 'mall', 'items'] as const,
  redemptions: ['ops', 'mall', 'redemptions'] as const,
  config: ['ops', 'mall', 'config'] as const,
};
