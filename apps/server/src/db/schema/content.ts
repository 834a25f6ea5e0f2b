import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './merchant.ts';
import { operators } from './operators.ts';

/**
 * Operator-editable pages of the site (about us, join), one row per slug, with the title and
 * body in every language. The body uses the small text format of modules/content/README.md.
 */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which demo content items the seed has applied, by a stable key. The seed inserts an item only
 * when its key is new, so content an operator deleted or rewrote is never brought back.
 */
export const contentSeedMarks = pgTable('content_seed_marks', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per operator message (to one member or to all), so the desk lists what was sent and to how many. */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    audience: text('audience', { enum: ['ALL', 'MEMBER'] }).notNull(),
    username: text('username'),
    title: text('title').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_broadcasts_created_idx').on(table.createdAt)],
);
