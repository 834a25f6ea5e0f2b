import { callApi } from '../../../lib/api-client.ts';

/** Claims this month's VIP bonus; the reward center's claim mutation refreshes what it changed. */
export const claimVipMonthly = () => callApi('vipClaimMonthly', { body: {} });
