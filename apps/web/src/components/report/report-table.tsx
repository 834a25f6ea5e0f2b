import type { ReactNode, TdHTMLAttributes } from 'react';
import styles from './report.module.css';

type CellAttributes = TdHTMLAttributes<HTMLTableCellElement> & { 'data-testid'?: string };

export type ReportColumn<Row, SortKey extends string = never> = {
  key: string;
  header: ReactNode;
  /** Right-aligned tabular figures. */
  isNumber?: boolean;
  cell: (row: Row) => ReactNode;
  /** Extra cell attributes per row: a sign colour, a title, a test id. */
  cellProps?: (row: Row) => CellAttributes;
  /** Makes the header a sort button for this server sort key. */
  sortKey?: SortKey;
};

export type ReportTotalCell = { content?: ReactNode; colSpan?: number; isNumber?: boolean; className?: string };

export type ReportSort<SortKey extends string> = {
  key: SortKey;
  order: 'asc' | 'desc';
  onSort: (key: SortKey) => void;
};

type Props<Row, SortKey extends string> = {
  testId: string;
  columns: readonly ReportColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A totals row under the rows; its cells may span columns. */
  totals?: { testId: string; cells: readonly ReportTotalCell[] };
  sort?: ReportSort<SortKey>;
  /** Top-aligned cells, for tables whose long values wrap. */
  isTopAligned?: boolean;
};

const joinClasses = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A record table from a columns config: headers (sortable when asked), one row per record, a totals row. */
export function ReportTable<Row, SortKey extends string = never>(props: Props<Row, SortKey>) {
  const { testId, columns, rows, rowKey, totals, sort, isTopAligned } = props;
  return (
    <div className={styles.scroll}>
      <table className={joinClasses(styles.table, isTopAligned && styles.alignTop)} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const { className, ...rest } = column.cellProps?.(row) ?? {};
                return (
                  <td key={column.key} className={joinClasses(column.isNumber && styles.num, className)} {...rest}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr data-testid={totals.testId}>
              {totals.cells.map((cell, index) => (
                <td
                  key={index}
                  colSpan={cell.colSpan}
                  className={joinClasses(cell.isNumber && styles.num, cell.className)}
                >
                  {cell.content}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function HeaderCell<Row, SortKey extends string>({
  column,
  sort,
}: {
  column: ReportColumn<Row, SortKey>;
  sort: ReportSort<SortKey> | undefined;
}) {
  const className = column.isNumber ? styles.num : undefined;
  if (!sort || column.sortKey === undefined) return <th className={className}>{column.header}</th>;
  const sortKey = column.sortKey;
  const isSorted = sort.key === sortKey;
  return (
    <th className={className} aria-sort={isSorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => sort.onSort(sortKey)}>
        {column.header}
        {isSorted ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}
