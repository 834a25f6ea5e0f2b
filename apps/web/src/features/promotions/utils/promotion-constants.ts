import type { PromotionType } from '@lucky/contracts/promotions/promotion-schemas';

/*
 * Constants of the contract's promotion schema module, written out so /promotions does not bundle that module
 * and zod with it (about 25 KB on the page's first paint). promotion-constants.test.ts holds them equal.
 */

/** The member-facing filter tabs, in the contract's order. */
export const PROMOTION_TYPES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'EVENT'] as const satisfies readonly PromotionType[];

/** Longest comment of a promotion application. */
export const PROMOTION_COMMENT_MAX = 140;
