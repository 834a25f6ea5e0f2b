import type { AppContext } from '../../app-context.ts';
import { offsetOf, toPage } from '../../lib/paging.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { countUnread, deleteMessages, listMessages, markMessagesRead, type MessageRow } from './inbox.repository.ts';

function view(row: MessageRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    params: row.params ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInbox(
  ctx: AppContext,
  input: { session: ActiveSession; pageNo: number; pageSize: number; filter: 'all' | 'unread' },
) {
  const db = ctx.database.db;
  const page = { pageNo: input.pageNo, pageSize: input.pageSize };
  const { rows, total } = await listMessages(db, {
    memberId: input.session.memberId,
    unreadOnly: input.filter === 'unread',
    limit: page.pageSize,
    offset: offsetOf(page),
  });
  return { ...toPage(rows.map(view), total, page), unreadCount: await countUnread(db, input.session.memberId) };
}

/** Ids that are not the member's own (or already read) are skipped, never an error: nothing about them is revealed. */
export async function readMessages(ctx: AppContext, input: { session: ActiveSession; ids: number[] | 'all' }) {
  const db = ctx.database.db;
  const updated = await markMessagesRead(db, { memberId: input.session.memberId, ids: input.ids, at: ctx.now() });
  return { updated, unreadCount: await countUnread(db, input.session.memberId) };
}

export async function removeMessages(ctx: AppContext, input: { session: ActiveSession; ids: number[] }) {
  const db = ctx.database.db;
  const deleted = await deleteMessages(db, { memberId: input.session.memberId, ids: [...new Set(input.ids)] });
  return { deleted, unreadCount: await countUnread(db, input.session.memberId) };
}
