import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { notices } from '../../db/schema/merchant.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { cleanLocalized } from './localized.ts';

type NoticeRow = typeof notices.$inferSelect;
type NoticeType = NoticeRow['type'];
type Localized = { EN: string; CN?: string; ID?: string; TH?: string; VI?: string };

function view(row: NoticeRow, now: Date) {
  const state =
    row.startsAt > now
      ? ('SCHEDULED' as const)
      : row.endsAt && row.endsAt <= now
        ? ('ENDED' as const)
        : ('ACTIVE' as const);
  return {
    id: row.id,
    type: row.type,
    platform: row.platform,
    execution: row.execution,
    title: row.title,
    content: row.content,
    sort: row.sort,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    state,
  };
}

export async function listOpsNotices(ctx: AppContext, query: PageRequest & { type?: NoticeType }) {
  const db = ctx.database.db;
  const where = query.type ? eq(notices.type, query.type) : undefined;
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.startsAt), desc(notices.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ total: count() }).from(notices).where(where);
  const now = ctx.now();
  return toPage(
    rows.map((row) => view(row, now)),
    total?.total ?? 0,
    query,
  );
}

type SaveInput = {
  operator: ActiveOperator;
  id?: number;
  type: NoticeType;
  title: Localized;
  content: Localized;
  sort: number;
  startsAt?: string;
  endsAt: string | null;
};

/** Creates or edits an announcement; a start in the future schedules it, an end in the past ends it. */
export async function saveNotice(ctx: AppContext, input: SaveInput) {
  const now = ctx.now();
  const values = {
    type: input.type,
    title: cleanLocalized(input.title),
    content: cleanLocalized(input.content),
    sort: input.sort,
    startsAt: input.startsAt ? new Date(input.startsAt) : now,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
  return inTransaction(ctx.database.db, async (tx) => {
    let before: NoticeRow | null = null;
    let row: NoticeRow;
    if (input.id === undefined) {
      const [created] = await tx
        .insert(notices)
        .values({ ...values, createdAt: now })
        .returning();
      row = created!;
    } else {
      const [found] = await tx.select().from(notices).where(eq(notices.id, input.id)).for('update');
      if (!found) throw new AppError('content.not.found');
      before = found;
      // Editing keeps the original start unless a new one is given.
      const startsAt = input.startsAt ? values.startsAt : found.startsAt;
      if (values.endsAt && values.endsAt <= startsAt)
        throw new AppError('request.invalid', 'endsAt must be after startsAt');
      const [updated] = await tx
        .update(notices)
        .set({ ...values, startsAt })
        .where(eq(notices.id, input.id))
        .returning();
      row = updated!;
    }
    await recordAudit(tx, {
      operator: input.operator,
      action: before ? 'NOTICE_UPDATE' : 'NOTICE_CREATE',
      targetType: 'NOTICE',
      targetId: String(row.id),
      before: before ? view(before, now) : null,
      after: view(row, now),
    });
    return view(row, now);
  });
}

/** Ends an announcement now; it stays in the table (and in this desk) as ENDED. */
export async function endNotice(ctx: AppContext, input: { operator: ActiveOperator; id: number }) {
  const now = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.id, input.id)).for('update');
    if (!before) throw new AppError('content.not.found');
    if (before.endsAt && before.endsAt <= now) return view(before, now);
    // A scheduled notice that is ended before it starts must still satisfy start < end.
    const startsAt = before.startsAt > now ? now : before.startsAt;
    const [row] = await tx.update(notices).set({ startsAt, endsAt: now }).where(eq(notices.id, input.id)).returning();
    await recordAudit(tx, {
      operator: input.operator,
      action: 'NOTICE_END',
      targetType: 'NOTICE',
      targetId: String(input.id),
      before: view(before, now),
      after: view(row!, now),
    });
    return view(row!, now);
  });
}
