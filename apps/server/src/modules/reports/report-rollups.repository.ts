import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

/*
 * The reports' roll-ups (migration 0036), SQL only. Games: the days of settled rounds are recomputed whole (delete the
 * day's rows, insert its groups), so a pass run twice, or on two instances, leaves the same rows. Ledger: transfers
 * are counted once each as the cursor passes them, the cursor row locked for the batch, so two passes never count
 * the same transfer.
 */

/** The first day the games roll-up must recompute: the day before its newest, or the first settled round's day. */
export async function firstStaleGameDay(db: Tx): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select coalesce(
      (select (max(day) - 1)::text from report_game_days),
      (select (min(settled_at) at time zone 'UTC')::date::text from game_rounds where status = 'SETTLED')
    ) as day`,
  );
  return row?.day ?? null;
}

/** Recomputes the games roll-up for the days from..to (UTC, inclusive) from the settled rounds. */
export async function recomputeGameDays(tx: Tx, range: { from: string; to: string }): Promise<void> {
  await tx.execute(sql`delete from report_game_days where day between ${range.from}::date and ${range.to}::date`);
  await tx.execute(sql`
    insert into report_game_days (day, game_id, rounds, bet, valid_bet, payout)
    select (settled_at at time zone 'UTC')::date, game_id, count(*)::int, sum(bet), sum(valid_bet), sum(win)
    from game_rounds
    where status = 'SETTLED' and settled_at >= ${range.from}::date::timestamp at time zone 'UTC'
      and settled_at < (${range.to}::date + 1)::timestamp at time zone 'UTC'
    group by 1, 2`);
}

/**
 * Locks a roll-up's cursor row for this transaction and reads its position: concurrent passes take turns, so the
 * ledger never counts a transfer twice and two recomputes of the same game days never interleave.
 */
export async function lockCursor(tx: Tx, name: 'ledger' | 'games'): Promise<number> {
  const [row] = await queryRows<{ position: string }>(
    tx,
    sql`select position::text from report_cursors where name = ${name} for update`,
  );
  return Number(row?.position ?? 0);
}

/** The newest transfer id now (the sequence's high-water mark as far as rows show it). */
export async function newestTransferId(db: Db | Tx): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id)::text as id from ledger_transfers`);
  return Number(row?.id ?? 0);
}

/**
 * Adds the transfers with ids in (after, upTo] to the ledger roll-ups: per day, account kind (shards folded) and
 * transfer kind, each transfer's outflow on its debit account and inflow on its credit account; and the net bonus
 * each member received from the house's bonus account.
 */
export async function addTransfers(tx: Tx, range: { after: number; upTo: number }): Promise<void> {
  const moved = sql`
    select (t.created_at at time zone 'UTC')::date as day, t.kind, t.amount,
      split_part(d.kind, '#', 1) as debit_kind, d.member_id as debit_member,
      split_part(c.kind, '#', 1) as credit_kind, c.member_id as credit_member
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where t.id > ${range.after} and t.id <= ${range.upTo}`;
  await tx.execute(sql`
    with moved as (${moved}),
    sides as (
      select day, debit_kind as account_kind, kind, 0::bigint as inflow, amount as outflow from moved
      union all
      select day, credit_kind, kind, amount, 0::bigint from moved
    )
    insert into report_ledger_days as r (day, account_kind, transfer_kind, inflow, outflow, transfers)
    select day, account_kind, kind, sum(inflow), sum(outflow), count(*)::int from sides group by 1, 2, 3
    on conflict (day, account_kind, transfer_kind) do update
      set inflow = r.inflow + excluded.inflow, outflow = r.outflow + excluded.outflow,
          transfers = r.transfers + excluded.transfers`);
  await tx.execute(sql`
    with moved as (${moved}),
    bonus as (
      select credit_member as member_id, day, amount as delta from moved
        where debit_kind = 'HOUSE_BONUSES' and credit_member is not null
      union all
      select debit_member, day, -amount from moved where credit_kind = 'HOUSE_BONUSES' and debit_member is not null
    )
    insert into report_member_bonus_days as b (member_id, day, bonus)
    select member_id, day, sum(delta) from bonus group by 1, 2
    on conflict (member_id, day) do update set bonus = b.bonus + excluded.bonus`);
}

export async function moveCursor(tx: Tx, name: 'ledger' | 'games', position: number | null): Promise<void> {
  await tx.execute(
    position === null
      ? sql`update report_cursors set refreshed_at = now() where name = ${name}`
      : sql`update report_cursors set position = ${position}, refreshed_at = now() where name = ${name}`,
  );
}

/** When each roll-up last finished a pass. */
export async function readRefreshedAt(db: Db | Tx): Promise<{ games: Date | null; ledger: Date | null }> {
  const rows = await queryRows<{ name: string; refreshed_at: Date | string | null }>(
    db,
    sql`select name, refreshed_at from report_cursors`,
  );
  const at = (name: string) => {
    const value = rows.find((row) => row.name === name)?.refreshed_at;
    return value ? new Date(value) : null;
  };
  return { games: at('games'), ledger: at('ledger') };
}
