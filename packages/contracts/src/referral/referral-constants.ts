// Zod-free, so the web bundle can import these lists without the schemas.

/** FIRST_DEPOSIT: the friend's first successful deposit reaches the threshold; VALID_BET: the friend's valid bets since joining do. */
export const REFERRAL_REWARD_KINDS = ['FIRST_DEPOSIT', 'VALID_BET'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];
/** LOCKED: not reached yet; CLAIMABLE: reached, not claimed; CLAIMED: paid. */
export const REFERRAL_REWARD_STATUSES = ['LOCKED', 'CLAIMABLE', 'CLAIMED'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];
