/*
 * Transitional: the promotions data lives in api/ now. Two files outside this feature's owner still import this
 * path (app/routing/route-data.ts for the boot prefetch, app/status/bootstrap.test.ts for the key); when they import
 * api/promotion-list.ts and api/keys.ts directly, this file goes.
 */
export { promotionKeys as PROMOTION_KEYS } from './api/keys.ts';
export { prefetchPromotionList } from './api/promotion-list.ts';
