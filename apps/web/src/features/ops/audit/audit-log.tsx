import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { fetchAuditForExport, useAuditLog, type AuditFilter } from '../api/audit.ts';
import { downloadCsv, toCsv } from '../../../lib/csv.ts';
import styles from '../ops.module.css';
import { AuditFilters } from './audit-filters.tsx';
import { humanize, snapshotLines, type ValueFormat } from './audit-values.ts';

const FILTER_KEYS = ['operator', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

type Entry = NonNullable<ReturnType<typeof useAuditLog>['data']>['list'][number];

/** Labels of the log's codes, in the page's language (words for a code the locale does not name). */
function useAuditLabels() {
  const { t } = useTranslation('ops');
  return {
    action: (code: string) => t(`auditAction.${code}`, { defaultValue: humanize(code) }),
    target: (code: string) => t(`auditTarget.${code}`, { defaultValue: humanize(code) }),
  };
}

function Snapshot({ value, format }: { value: unknown; format: ValueFormat }) {
  const lines = snapshotLines(value, format);
  if (!lines) return <>-</>;
  return (
    <ul className={styles.code}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function AuditTable({ list, format }: { list: Entry[]; format: ValueFormat }) {
  const { t, i18n } = useTranslation('ops');
  const labels = useAuditLabels();
  return (
    <table className={styles.table} data-testid="ops-audit">
      <thead>
        <tr>
          <th>{t('time')}</th>
          <th>{t('audit.operator')}</th>
          <th>{t('audit.action')}</th>
          <th>{t('audit.target')}</th>
          <th>{t('reason')}</th>
          <th>{t('audit.before')}</th>
          <th>{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((entry) => (
          <tr key={entry.id}>
            <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
            <td>
              {entry.operator}
              {entry.ip ? <div className={styles.hint}>{entry.ip}</div> : null}
            </td>
            <td>{labels.action(entry.action)}</td>
            <td>
              {labels.target(entry.targetType)}
              {entry.targetId ? <div className={styles.hint}>{entry.targetId}</div> : null}
            </td>
            <td>{entry.reason ?? '-'}</td>
            <td>
              <Snapshot value={entry.before} format={format} />
            </td>
            <td>
              <Snapshot value={entry.after} format={format} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The CSV file of the filtered log (every page up to the export's cap), its columns the table's. */
function useAuditExport(filter: AuditFilter, format: ValueFormat) {
  const { t } = useTranslation('ops');
  const labels = useAuditLabels();
  const [exportError, setExportError] = useState<unknown>(null);
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { list } = await fetchAuditForExport(filter);
      const text = (value: unknown) => snapshotLines(value, format)?.join('; ') ?? '';
      const rows = list.map((entry: Entry) => [
        entry.createdAt,
        entry.operator,
        entry.ip ?? '',
        labels.action(entry.action),
        labels.target(entry.targetType),
        entry.targetId ?? '',
        entry.reason ?? '',
        text(entry.before),
        text(entry.after),
      ]);
      const header = ['time', 'audit.operator', 'audit.ip', 'audit.action', 'audit.targetType', 'audit.targetId']
        .map((key) => t(key))
        .concat([t('reason'), t('audit.before'), t('audit.after')]);
      downloadCsv(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exportError, isExporting };
}

/** The append-only audit log of operator actions (admin): filters in the address, amounts formatted, CSV export. */
export function AuditLog() {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const { currency } = useSiteStatus();
  const format: ValueFormat = {
    language: i18n.language,
    scale: currency.scale,
    words: { yes: t('audit.yes'), no: t('audit.no') },
  };
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {};
  for (const key of FILTER_KEYS) if (params.get(key)) filter[key] = params.get(key)!;
  const page = Number(params.get('page')) || 1;
  const query = useAuditLog(filter, page);
  const show = (next: AuditFilter, nextPage = 1) =>
    setParams({ ...next, ...(nextPage > 1 ? { page: String(nextPage) } : {}) });

  const { exportCsv, exportError, isExporting } = useAuditExport(filter, format);

  return (
    <section className={styles.panel} aria-label={t('nav.audit')}>
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('nav.audit')}</h2>
        <Button size="sm" variant="secondary" onClick={exportCsv} disabled={isExporting} data-testid="ops-audit-export">
          {t('audit.export')}
        </Button>
      </div>
      <AuditFilters key={params.toString()} filter={filter} onApply={(next) => show(next)} />
      {exportError ? (
        <p className={styles.error} role="alert">
          {describeError(exportError)}
        </p>
      ) : null}
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {query.data?.list.length === 0 ? <EmptyState title={t('audit.empty')} /> : null}
      {query.data && query.data.list.length > 0 ? (
        <>
          <p className={styles.hint}>{t('audit.count', { count: query.data.totalCount })}</p>
          <AuditTable list={query.data.list} format={format} />
          <Pagination page={page} totalPages={query.data.totalPages} onChange={(next) => show(filter, next)} />
        </>
      ) : null}
    </section>
  );
}
