import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './operators.ts';

export const BLACKLIST_KINDS = ['IP', 'DEVICE', 'BANK_ACCOUNT'] as const;

/**
 * What the risk desk refuses outright: an address (registration and login), a device — the user agent a session
 * keeps, our device fingerprint — (registration and login) and a bank account number (binding). Values are stored
 * normalised (an account number without spaces or dashes) so a lookup is one equality on the unique index.
 */
export const riskBlacklist = pgTable(
  'risk_blacklist',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: BLACKLIST_KINDS }).notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('risk_blacklist_value_idx').on(table.kind, table.value),
    check('risk_blacklist_kind', sql`${table.kind} in ('IP', 'DEVICE', 'BANK_ACCOUNT')`),
  ],
);
