import * as contract from '@lucky/contracts/promotions/promotion-schemas';
import { describe, expect, it } from 'vitest';
import { PROMOTION_COMMENT_MAX, PROMOTION_TYPES } from './promotion-constants.ts';

describe('the promotion constants written out for the web', () => {
  it("equal the contract's", () => {
    expect(PROMOTION_TYPES).toEqual(contract.PROMOTION_TYPES);
    expect(PROMOTION_COMMENT_MAX).toBe(contract.PROMOTION_COMMENT_MAX);
  });
});
