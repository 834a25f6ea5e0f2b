import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { operators } from './operators.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One verification document of a member (modules/kyc/README.md): the re-encoded image (lib/image-upload.ts), its
 * review and the reason. At most one live document (PENDING or APPROVED) per member and kind, enforced by a partial
 * unique index, so two uploads that race cannot both wait; a rejected one stays as history and a new one may follow.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['ID', 'ADDRESS', 'SELFIE'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('kyc_documents_live_idx')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} in ('PENDING', 'APPROVED')`),
    index('kyc_documents_member_idx').on(table.memberId, table.createdAt),
    index('kyc_documents_queue_idx').on(table.status, table.createdAt),
  ],
);
