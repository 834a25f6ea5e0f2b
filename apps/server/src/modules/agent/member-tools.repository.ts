import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

/** The downline account an agent acts on, locked for the action (the lock order of member changes: the member row). */
export async function lockTeamMember(tx: Tx, memberId: number) {
  const [row] = await queryRows<{ id: string; username: string; status: 'ACTIVE' | 'DISABLED' | 'CLOSED' }>(
    tx,
    sql`select id::text, username, status from members where id = ${memberId} for update`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function setMemberStatus(tx: Tx, memberId: number, status: 'ACTIVE' | 'DISABLED'): Promise<void> {
  await tx.execute(sql`update members set status = ${status} where id = ${memberId}`);
}

/** A forced reset: no password opens the account until the member sets a new one ("forgot password"). */
export async function clearPassword(tx: Tx, memberId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update members set password_hash = null, password_changed_at = ${now.toISOString()} where id = ${memberId}`,
  );
}

export async function insertAgentAudit(
  tx: Tx,
  entry: {
    agentId: number;
    memberId: number;
    action: string;
    reason: string;
    before: object;
    after: object;
    ip: string | null;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into agent_audit_log (agent_id, member_id, action, reason, before, after, ip)
    values (${entry.agentId}, ${entry.memberId}, ${entry.action}, ${entry.reason},
      ${JSON.stringify(entry.before)}::jsonb, ${JSON.stringify(entry.after)}::jsonb, ${entry.ip})`);
}

export type AgentAuditRow = { action: string; agent: string; reason: string; created_at: Date | string };

export async function listAgentAudit(db: Db, memberId: number, limit: number): Promise<AgentAuditRow[]> {
  return queryRows<AgentAuditRow>(
    db,
    sql`
    select l.action, a.username as agent, l.reason, l.created_at
    from agent_audit_log l join members a on a.id = l.agent_id
    where l.member_id = ${memberId} order by l.id desc limit ${limit}`,
  );
}

export type MemberTotalsRow = {
  deposits: string;
  withdrawals: string;
  bet: string;
  payout: string;
  direct_count: number;
};

/** Lifetime figures of one account: approved deposits, paid withdrawals, settled bets and payouts. */
export async function readMemberTotals(db: Db, memberId: number): Promise<MemberTotalsRow> {
  const [row] = await queryRows<MemberTotalsRow>(
    db,
    sql`
    select
      (select coalesce(sum(amount), 0) from deposits where member_id = ${memberId} and status = 'SUCCESS')::text as deposits,
      (select coalesce(sum(amount), 0) from withdrawals where member_id = ${memberId}
        and status in ('PAID', 'COMPLETED', 'DISPUTED', 'RESOLVED'))::text as withdrawals,
      (select coalesce(sum(bet), 0) from member_bet_days where member_id = ${memberId})::text as bet,
      (select coalesce(sum(payout), 0) from member_bet_days where member_id = ${memberId})::text as payout,
      (select count(*) from members where upline_id = ${memberId})::int as direct_count`,
  );
  return row;
}

export async function findUsernames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; username: string }>(
    db,
    sql`select id::text, username from members where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}
