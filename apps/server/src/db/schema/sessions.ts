import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Opened with a password that must be changed first (weak default, or expired under PWDEXPFORCECHANGE3): money may not leave. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    endReason: text('end_reason', { enum: ['LOGOUT', 'PASSWORD_CHANGED', 'DISABLED', 'NEW_LOGIN'] }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_member_idx').on(table.memberId),
  ],
);

export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who asked for it: the captcha cookie id, so an answer only works for its requester. */
    requesterKey: text('requester_key').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('captcha_requester_idx').on(table.requesterKey, table.createdAt)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: ['LOGIN', 'REGISTER', 'RESET_PASSWORD'] }).notNull(),
    dialingCode: text('dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_codes_lookup_idx').on(table.purpose, table.dialingCode, table.mobileNum, table.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_reset_token_idx').on(table.tokenHash)],
);

/** Messages the built-in SMS and e-mail providers "send": stored, logged, readable by tests. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

/**
 * Remember-me devices. A password login with "remember me" starts a family; each use of a token
 * exchanges it for the next one of the family (same end date), so a token that shows up again
 * after its exchange was copied, and the whole family is revoked. Only hashes are stored.
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    familyId: text('family_id').notNull(),
    /** SHA-256 of the token, hex; the token itself lives only in the device's HttpOnly cookie. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the browser's user agent with its version numbers blanked: the second device check. */
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family's end, fixed at the password login: using the device does not extend it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for its successor. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason', {
      enum: ['REUSED', 'OTHER_DEVICE', 'FORGOTTEN', 'REPLACED', 'PASSWORD_CHANGED', 'LOGOUT_EVERYWHERE', 'DISABLED'],
    }),
  },
  (table) => [
    uniqueIndex('remember_tokens_hash_idx').on(table.tokenHash),
    index('remember_tokens_family_idx').on(table.familyId),
    index('remember_tokens_member_idx').on(table.memberId),
  ],
);
