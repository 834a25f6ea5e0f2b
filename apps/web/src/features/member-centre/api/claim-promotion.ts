import { callApi } from '../../../lib/api-client.ts';

/** Claims a promotion's bonus; the reward center's claim mutation refreshes what it changed. */
export const claimPromotion = (promotionId: number) => callApi('promotionClaim', { body: { promotionId } });
