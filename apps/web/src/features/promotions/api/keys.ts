import type { PromotionType } from '@lucky/contracts/promotions/promotion-schemas';

/**
 * Query keys of the promotions pages, all under 'promotions' (the member centre's bonus details and turnover are
 * too, so one invalidation after a claim refreshes them). Keys say whether someone is logged in: a visitor's list
 * has no statuses.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (type: PromotionType | 'ALL', loggedIn: boolean) => ['promotions', 'list', type, loggedIn] as const,
  detail: (id: number, loggedIn: boolean) => ['promotions', 'detail', id, loggedIn] as const,
};
