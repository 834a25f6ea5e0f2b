import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    /** 0 member, 4 trial, 1/2/41/42 agent kinds (spec section 4). */
    type: smallint('type').notNull().default(0),
    /** DISABLED: locked by the desk (unlockable); CLOSED: closed for good. Neither logs in. */
    status: text('status', { enum: ['ACTIVE', 'DISABLED', 'CLOSED'] })
      .notNull()
      .default('ACTIVE'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    email: text('email'),
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNum: text('mobile_num'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    idNumber: text('id_number'),
    birthday: date('birthday'),
    avatar: text('avatar'),
    avatarType: text('avatar_type', { enum: ['CUSTOM', 'STATIC'] })
      .notNull()
      .default('STATIC'),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** Ids of every ancestor, root first, as '/1/7/': "everything under X" is one prefix query. */
    ancestorPath: text('ancestor_path').notNull().default('/'),
    referralCode: text('referral_code').notNull(),
    referredBy: bigint('referred_by', { mode: 'number' }).references((): AnyPgColumn => members.id),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the first successful login, which drives the first-login action. */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('members_mobile_idx')
      .on(table.mobileDialingCode, table.mobileNum)
      .where(sql`${table.mobileNum} is not null`),
    uniqueIndex('members_referral_code_idx').on(table.referralCode),
    index('members_upline_idx').on(table.uplineId),
    index('members_ancestor_path_idx').on(table.ancestorPath.op('text_pattern_ops')),
  ],
);

export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** When set, the code is valid only for registrations on this domain. */
    domain: text('domain'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('affiliate_codes_code_idx').on(sql`lower(${table.code})`)],
);
