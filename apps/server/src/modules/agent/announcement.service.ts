import { AGENT_NOTICE_TYPE } from '@lucky/contracts/agent/agent-hierarchy';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/merchant.ts';
import { pickText } from '../content/localize.ts';

type NoticeRow = {
  id: string;
  type: string;
  title: LocalizedText;
  content: LocalizedText;
  starts_at: Date | string;
  ends_at: Date | string | null;
};

/**
 * Announcements for agents. The notices table has no audience column, so agent-only notices use a
 * type of their own (AG), which the public notice call never serves (its types are B, PL, PU,
 * PR, H); after them come the player-list notices (PL, H) that every account sees.
 */
export async function listAgentAnnouncements(db: Db, input: { now: Date; language: string; fallback: string }) {
  const now = input.now.toISOString();
  const rows = await queryRows<NoticeRow>(
    db,
    sql`
    select id::text, type, title, content, starts_at, ends_at from notices
    where type in (${AGENT_NOTICE_TYPE}, 'PL', 'H') and platform = 'W' and starts_at <= ${now} and (ends_at is null or ends_at > ${now})
    order by (type = ${AGENT_NOTICE_TYPE}) desc, sort, id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    audience: row.type === AGENT_NOTICE_TYPE ? ('AGENT' as const) : ('ALL' as const),
    title: pickText(row.title, input.language, input.fallback),
    content: pickText(row.content, input.language, input.fallback),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
  }));
}
