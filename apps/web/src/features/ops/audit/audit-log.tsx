import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuditLog } from '../api/audit.ts';
import styles from '../ops.module.css';

const show = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

/** The append-only audit log of operator actions (admin only). */
export function AuditLog() {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const query = useAuditLog(page);
  if (query.isPending) return <Spinner size={28} label={t('loading')} />;
  if (query.error || !query.data)
    return (
      <p className={styles.error} role="alert">
        {describeError(query.error)}
      </p>
    );
  if (query.data.list.length === 0) return <EmptyState title={t('audit.empty')} />;
  return (
    <section className={styles.panel} aria-label={t('nav.audit')}>
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
          {query.data.list.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
              <td>
                {entry.operator}
                {entry.ip ? <div className={styles.hint}>{entry.ip}</div> : null}
              </td>
              <td>{entry.action}</td>
              <td>
                {entry.targetType}
                {entry.targetId ? ` ${entry.targetId}` : ''}
              </td>
              <td>{entry.reason ?? '-'}</td>
              <td>
                <code className={styles.code}>{show(entry.before)}</code>
              </td>
              <td>
                <code className={styles.code}>{show(entry.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={query.data.totalPages} onChange={setPage} />
    </section>
  );
}
