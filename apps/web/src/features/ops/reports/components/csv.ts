import { toCsv } from '../../../../lib/csv.ts';

/** A column of a report table: its header and the text of each cell, which the CSV export writes too. */
export type TextColumn<Row> = { key: string; header: string; text: (row: Row) => string; isNumber?: boolean };

/** The table as CSV (lib/csv.ts): the header row, a line per row and the totals row when there is one. */
export function tableCsv<Row>(columns: readonly TextColumn<Row>[], rows: readonly Row[], totals?: readonly string[]) {
  const lines = rows.map((row) => columns.map((column) => column.text(row)));
  return toCsv(
    columns.map((column) => column.header),
    totals ? [...lines, totals] : lines,
  );
}
