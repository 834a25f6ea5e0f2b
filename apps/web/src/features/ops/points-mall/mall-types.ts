import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';

export type OpsMallItem = ValueOf<(typeof ENDPOINTS)['opsMallItems']>['list'][number];
export type MallItemInput = BodyOf<(typeof ENDPOINTS)['opsMallItemSave']>;
export type OpsRedemption = ValueOf<(typeof ENDPOINTS)['opsMallRedemptions']>['list'][number];
export type PointsConfigInput = BodyOf<(typeof ENDPOINTS)['opsPointsConfigSave']>;
