import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';
import { members } from './members.ts';
import { operators } from './operators.ts';

/**
 * FIRST_DEPOSIT: the friend's first successful deposit is at least `threshold`.
 * VALID_BET: the friend's valid bets since joining add up to at least `threshold`.
 */
export const REFERRAL_REWARD_KINDS = ['FIRST_DEPOSIT', 'VALID_BET'] as const;

/** What a referrer earns per invited friend; one row per kind, edited at /ops. */
export const referralRewardRules = pgTable(
  'referral_reward_rules',
  {
    kind: text('kind', { enum: REFERRAL_REWARD_KINDS }).primaryKey(),
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('referral_threshold_positive', sql`${table.threshold} > 0`),
    check('referral_reward_positive', sql`${table.rewardAmount} > 0`),
  ],
);

/** A reward paid to a referrer for one friend: once per (referrer, friend, kind), enforced here. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: REFERRAL_REWARD_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_rewards_once_idx').on(table.referrerId, table.friendId, table.kind),
    index('referral_rewards_referrer_idx').on(table.referrerId, table.createdAt),
  ],
);
