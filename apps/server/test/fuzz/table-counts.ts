import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';

export type TableCounts = Record<string, number>;

/**
 * Row counts of every table of the database, read from the catalogue (so a table added later is
 * counted without anyone remembering to list it), in one statement per snapshot.
 */
export async function createTableCounter(db: Db): Promise<{ tables: string[]; count(): Promise<TableCounts> }> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((row) => row.name);
  if (tables.length === 0) throw new Error('no tables found in the catalogue');
  // The names come from the catalogue, quoted as identifiers; no value of a request is in this text.
  const statement = sql.raw(
    tables
      .map((table) => `select '${table}' as name, count(*)::int as total from "${table.replace(/"/g, '""')}"`)
      .join(' union all '),
  );
  return {
    tables,
    async count() {
      const counted = await queryRows<{ name: string; total: number | string }>(db, statement);
      return Object.fromEntries(counted.map((row) => [row.name, Number(row.total)]));
    },
  };
}

/** The tables whose count differs, as "table: before → after". */
export function changedTables(
  before: TableCounts,
  after: TableCounts,
  ignore: ReadonlySet<string> = new Set(),
): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => !ignore.has(table) && before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
