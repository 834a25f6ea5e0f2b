// Zod-free, so the web bundle can import these lists without the schemas.

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** VALID_BET and DEPOSIT count money (minor units); ROUNDS counts settled game rounds. */
export const MISSION_METRICS = ['VALID_BET', 'ROUNDS', 'DEPOSIT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
/** IN_PROGRESS: below target; CLAIMABLE: target reached this period; CLAIMED: paid for this period. */
export const MISSION_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
/** Entries of the available-promotion counts; other promotion kinds may add their own type. */
export const PROMOTION_COUNT_TYPES = ['MISSION'] as const;
/** Where a claimable of the reward center comes from. */
export const REWARD_SOURCES = ['MISSION', 'REFERRAL'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
