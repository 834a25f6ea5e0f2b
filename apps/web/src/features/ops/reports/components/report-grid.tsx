import { useTranslation } from 'react-i18next';
import { ReportTable } from '../../../../components/report/report-table.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { downloadCsv } from '../../../../lib/csv.ts';
import { tableCsv, type TextColumn } from './csv.ts';
import styles from './reports.module.css';

type Props<Row> = {
  title: string;
  testId: string;
  columns: readonly TextColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The totals row, one text per column. */
  totals?: readonly string[];
  /** The download's name without extension: the report and its range. */
  fileName: string;
};

/** A report's table with its CSV export: both are written from the same column texts, so the file is the table. */
export function ReportGrid<Row>({ title, testId, columns, rows, rowKey, totals, fileName }: Props<Row>) {
  const { t } = useTranslation('opsReports');
  return (
    <section className={styles.block} aria-label={title}>
      <header className={styles.blockHead}>
        <h3 className={styles.blockTitle}>{title}</h3>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadCsv(`${fileName}.csv`, tableCsv(columns, rows, totals))}
        >
          {t('exportCsv')}
        </Button>
      </header>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('noRows')}</p>
      ) : (
        <ReportTable
          testId={testId}
          columns={columns.map((column) => ({
            key: column.key,
            header: column.header,
            isNumber: column.isNumber,
            cell: column.text,
          }))}
          rows={rows}
          rowKey={rowKey}
          totals={
            totals
              ? {
                  testId: `${testId}-totals`,
                  cells: totals.map((content, index) => ({ content, isNumber: columns[index]?.isNumber })),
                }
              : undefined
          }
        />
      )}
    </section>
  );
}
