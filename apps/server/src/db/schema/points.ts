import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import type { LocalizedText } from './merchant.ts';
import { operators } from './operators.ts';

/*
 * Points and the points mall (modules/points/README.md). Points are whole numbers and never
 * expire; every change is a points_records row with the balance after it.
 */

export const POINTS_RECORD_TYPES = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'DEPOSIT',
  'REDEEM',
  'CONVERT',
  'REFUND',
  'ADJUST',
] as const;
export const MALL_REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

export const memberPoints = pgTable(
  'member_points',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Everything ever earned (redemptions do not lower it). */
    lifetime: bigint('lifetime', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('member_points_not_negative', sql`${table.balance} >= 0 and ${table.lifetime} >= 0`)],
);

/** Every change of a member's points; source_key makes accrual and every other change idempotent. */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type', { enum: POINTS_RECORD_TYPES }).notNull(),
    /** Signed change of the balance. */
    change: bigint('change', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** The money the points came from or went to (valid bet, deposit, cash paid), minor units. */
    amount: bigint('amount', { mode: 'bigint' }),
    remark: text('remark'),
    status: text('status', { enum: ['SUCCESS', 'IN_PROCESS', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('SUCCESS'),
    referenceNo: text('reference_no').notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_records_source_idx').on(table.sourceKey),
    index('points_records_member_idx').on(table.memberId, table.createdAt, table.id),
    check('points_records_change_nonzero', sql`${table.change} <> 0`),
  ],
);

/** Money not yet worth a whole point, per member and source (a category or DEPOSIT), carried to the next accrual. */
export const pointsCarry = pgTable(
  'points_carry',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    remainder: bigint('remainder', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.source] })],
);

/** Where each accrual walk stopped: (at, id) of the last settled round or completed deposit counted. */
export const pointsCursors = pgTable('points_cursors', {
  name: text('name').primaryKey(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's points rates (one row per merchant), validated by the points module. */
export const pointsSettings = pgTable('points_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mallItems = pgTable(
  'mall_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    kind: text('kind', { enum: ['CASH', 'GOODS'] }).notNull(),
    pointsCost: bigint('points_cost', { mode: 'bigint' }).notNull(),
    /** CASH items: what the wallet receives, minor units; 0 for goods. */
    cashValue: bigint('cash_value', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Null: unlimited. */
    stock: integer('stock'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mall_items_list_idx')
      .on(table.sort, table.id)
      .where(sql`${table.enabled}`),
    check(
      'mall_item_amounts',
      sql`${table.pointsCost} > 0 and ${table.cashValue} >= 0 and (${table.stock} is null or ${table.stock} >= 0)`,
    ),
  ],
);

export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => mallItems.id),
    /** A copy of the item at redemption time: later edits do not change the order. */
    itemNames: jsonb('item_names').$type<LocalizedText>().notNull(),
    itemImageUrl: text('item_image_url').notNull(),
    kind: text('kind', { enum: ['CASH', 'GOODS'] }).notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    cashValue: bigint('cash_value', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: MALL_REDEMPTION_STATUSES }).notNull().default('IN_PROCESS'),
    deliveryInfo: text('delivery_info'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mall_redemptions_order_no_idx').on(table.orderNo),
    uniqueIndex('mall_redemptions_request_idx').on(table.memberId, table.requestId),
    index('mall_redemptions_member_idx').on(table.memberId, table.createdAt),
    index('mall_redemptions_status_idx').on(table.status, table.createdAt),
    check('mall_redemption_amounts', sql`${table.quantity} > 0 and ${table.points} > 0 and ${table.cashValue} >= 0`),
  ],
);
