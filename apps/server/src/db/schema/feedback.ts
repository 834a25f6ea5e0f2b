import { bigint, bigserial, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { operators } from './operators.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A member's feedback to the site and the operator's one reply. */
export const memberFeedback = pgTable(
  'member_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    category: text('category', { enum: ['SUGGESTION', 'PROBLEM', 'PAYMENT', 'GAME', 'OTHER'] }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['NEW', 'READ', 'REPLIED'] })
      .notNull()
      .default('NEW'),
    reply: text('reply'),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_feedback_member_idx').on(table.memberId, table.createdAt),
    index('member_feedback_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Images attached to a feedback. They are moved here from the upload table when the feedback is
 * sent, because unattached uploads are removed after a day by the withdrawal-proof cleanup.
 */
export const memberFeedbackImages = pgTable(
  'member_feedback_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => memberFeedback.id),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [index('member_feedback_images_feedback_idx').on(table.feedbackId)],
);
