import { PROMOTION_ABUSE_MIN_ACCOUNTS, RISK_FLAG_KINDS } from '@lucky/contracts/ops/ops-risk-endpoints';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];

/** One flagged group as the database answers it: what is shared and who shares it. */
export type FlagGroupRow = {
  kind: RiskFlagKind;
  value: string;
  promotionId: number | null;
  memberIds: string;
  total: number;
};

/*
 * Every flag is one grouping over a set of (value, member) pairs, set-based, each source read through an index of
 * migration 0042 (sessions (ip, member_id) and (user_agent, member_id), members (register_ip) and (referred_by),
 * member_bank_accounts (account_number, member_id)). Nothing is stored: a flag appears and disappears with the data.
 */
const ipPairs = sql`select ip as value, member_id from sessions where ip is not null
  union select register_ip, id from members where register_ip is not null`;
const devicePairs = sql`select user_agent as value, member_id from sessions where user_agent is not null`;
const bankPairs = sql`select account_number as value, member_id from member_bank_accounts`;
/** Whatever two accounts may share, each value tagged by its kind so an address never equals an account number. */
const anyPairs = sql`select 'IP:' || value as value, member_id from (${ipPairs}) i
  union all select 'DEVICE:' || value, member_id from (${devicePairs}) d
  union all select 'BANK:' || value, member_id from (${bankPairs}) b`;

const SHARED_SOURCES: Partial<Record<RiskFlagKind, SQL>> = {
  SHARED_IP: ipPairs,
  SHARED_DEVICE: devicePairs,
  SHARED_BANK_ACCOUNT: bankPairs,
};

type Page = { limit: number; offset: number };

/** Values two or more members share; with a member, only the values that member has. */
function sharedGroups(kind: RiskFlagKind, source: SQL, memberId: number | null, page: Page) {
  const mine =
    memberId === null ? sql`` : sql`where value in (select value from (${source}) m where member_id = ${memberId})`;
  return sql`select ${kind}::text as "kind", value, null::bigint as "promotionId",
      string_agg(distinct member_id::text, ',') as "memberIds", (count(*) over ())::int as total
    from (${source}) pairs ${mine}
    group by value having count(distinct member_id) > 1
    order by count(distinct member_id) desc, value limit ${page.limit} offset ${page.offset}`;
}

/** Many accounts claiming one promotion from one address or device (the claim's member's sessions). */
function promotionGroups(memberId: number | null, page: Page) {
  const keys = sql`select 'IP:' || value as value, member_id from (${ipPairs}) i
    union all select 'DEVICE:' || value, member_id from (${devicePairs}) d`;
  const claims = sql`select distinct p.promotion_id, k.value, p.member_id
    from promotion_participations p join (${keys}) k on k.member_id = p.member_id`;
  const mine =
    memberId === null
      ? sql``
      : sql`where (promotion_id, value) in (select promotion_id, value from (${claims}) m where member_id = ${memberId})`;
  return sql`select 'PROMOTION_ABUSE' as "kind", substr(value, strpos(value, ':') + 1) as value,
      promotion_id as "promotionId", string_agg(member_id::text, ',') as "memberIds", (count(*) over ())::int as total
    from (${claims}) c ${mine}
    group by promotion_id, value having count(*) >= ${PROMOTION_ABUSE_MIN_ACCOUNTS}
    order by count(*) desc, promotion_id, value limit ${page.limit} offset ${page.offset}`;
}

/**
 * A referral ring: a referrer and the members it referred who share an address, a device or a bank account with it
 * (one person referring their own accounts for the reward). Grouped by the referrer, who is listed first.
 */
function referralGroups(memberId: number | null, page: Page) {
  const linked = sql`select distinct r.referred_by as ring, r.id as member_id
    from members r
    join (${anyPairs}) mine on mine.member_id = r.id
    join (${anyPairs}) theirs on theirs.value = mine.value and theirs.member_id = r.referred_by
    where r.referred_by is not null`;
  const mine =
    memberId === null
      ? sql``
      : sql`where ring = ${memberId} or ring in (select referred_by from members where id = ${memberId})`;
  return sql`select 'REFERRAL_RING' as "kind", ring::text as value, null::bigint as "promotionId",
      ring::text || ',' || string_agg(member_id::text, ',' order by member_id) as "memberIds", (count(*) over ())::int as total
    from (${linked}) l ${mine}
    group by ring order by count(*) desc, ring limit ${page.limit} offset ${page.offset}`;
}

function groupsQuery(kind: RiskFlagKind, memberId: number | null, page: Page): SQL {
  if (kind === 'PROMOTION_ABUSE') return promotionGroups(memberId, page);
  if (kind === 'REFERRAL_RING') return referralGroups(memberId, page);
  return sharedGroups(kind, SHARED_SOURCES[kind]!, memberId, page);
}

export async function findFlagGroups(
  db: Db,
  input: { kind: RiskFlagKind; memberId: number | null; limit: number; offset: number },
): Promise<FlagGroupRow[]> {
  const rows = await queryRows<FlagGroupRow>(db, groupsQuery(input.kind, input.memberId, input));
  return rows.map((row) => ({
    ...row,
    promotionId: row.promotionId === null ? null : Number(row.promotionId),
    total: Number(row.total),
  }));
}

/** How many groups each kind has: the queue's tabs. */
export async function countFlagGroups(db: Db): Promise<Record<RiskFlagKind, number>> {
  const counts = await Promise.all(
    RISK_FLAG_KINDS.map(async (kind) => {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (${groupsQuery(kind, null, { limit: 1_000_000, offset: 0 })}) g`,
      );
      return [kind, Number(rows[0]?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<RiskFlagKind, number>;
}

export type MemberBrief = { memberId: number; username: string; status: string };

export async function findMemberBriefs(db: Db, ids: number[]): Promise<Map<number, MemberBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<MemberBrief>(
    db,
    sql`select id as "memberId", username, status from members where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [Number(row.memberId), { ...row, memberId: Number(row.memberId) }]));
}

export async function findPromotionTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    sql`select id, coalesce(title->>'EN', '') as title from promotions where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.title]));
}
