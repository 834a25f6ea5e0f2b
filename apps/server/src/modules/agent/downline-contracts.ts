import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type DownlineContract = {
  contractId: number;
  kind: 'DIVIDEND' | 'DAILY_WAGE' | 'HOURLY' | 'REALTIME';
  status: 'ACTIVE' | 'OFFERED';
  maxRateBp: number | null;
  terminationRequested: boolean;
};

type ContractRow = {
  id: string;
  payee_id: string;
  kind: DownlineContract['kind'];
  status: DownlineContract['status'];
  max_rate_bp: number | null;
  termination_requested: boolean;
};

/**
 * The contract states of one page of the downline list, in one query over agent_contracts (the
 * contracts module's table; its unique indexes allow one live and one offered contract per
 * account and kind). The headline rate is read from the stored terms: the top tier's rate, or
 * for real-time salary the higher of its profit and loss rates.
 */
export async function readLiveContracts(db: Db, memberIds: number[]): Promise<Map<number, DownlineContract[]>> {
  const byMember = new Map<number, DownlineContract[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await queryRows<ContractRow>(
    db,
    sql`
    select c.id::text, c.payee_id::text, c.kind, c.status, c.termination_requested_by is not null as termination_requested,
      coalesce((select max((tier->>'rateBp')::int) from jsonb_array_elements(c.terms->'tiers') tier),
        greatest((c.terms->>'profitRateBp')::int, (c.terms->>'lossRateBp')::int)) as max_rate_bp
    from agent_contracts c
    where c.payee_id in (${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and c.status in ('ACTIVE', 'OFFERED')
    order by c.kind, c.status`,
  );
  for (const row of rows) {
    const list = byMember.get(Number(row.payee_id)) ?? [];
    list.push({
      contractId: Number(row.id),
      kind: row.kind,
      status: row.status,
      maxRateBp: row.max_rate_bp,
      terminationRequested: row.termination_requested,
    });
    byMember.set(Number(row.payee_id), list);
  }
  return byMember;
}
