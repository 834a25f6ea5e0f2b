import { sql } from 'drizzle-orm';
import { OPERATOR_LOGIN_OUTCOMES, OPERATOR_STATUSES } from '@lucky/contracts/ops/ops-operator-endpoints';
import { OPERATOR_ROLES } from '@lucky/contracts/common/endpoint';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Finance-desk staff: a separate table and token space from members, with a role. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    status: text('status', { enum: OPERATOR_STATUSES }).notNull().default('ACTIVE'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The TOTP secret (base32) once two-factor is set up; null before. */
    totpSecret: text('totp_secret'),
    /** A secret shown at the login form and not yet confirmed by a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of this step or an earlier one is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Sign-in needs two-factor set up first (when it is not yet). */
    totpRequired: boolean('totp_required').notNull().default(true),
    /** Addresses or CIDR blocks the operator may sign in and work from; empty: anywhere. */
    allowedIps: text('allowed_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operators_username_lower_idx').on(sql`lower(${table.username})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: LOGOUT, SUPERSEDED (the operator signed in again), DISABLED, TOTP_RESET. */
    endReason: text('end_reason'),
  },
  (table) => [
    uniqueIndex('operator_sessions_token_idx').on(table.tokenHash),
    index('operator_sessions_operator_idx').on(table.operatorId),
  ],
);

/** Every operator action with its before and after; a trigger refuses updates and deletes. */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_audit_time_idx').on(table.createdAt),
    index('operator_audit_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Every operator sign-in attempt and what it came to (failed ones too, with the name typed). */
export const operatorLogins = pgTable(
  'operator_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    username: text('username').notNull(),
    outcome: text('outcome', { enum: OPERATOR_LOGIN_OUTCOMES }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_logins_operator_idx').on(table.operatorId, table.id),
    index('operator_logins_time_idx').on(table.createdAt),
  ],
);
