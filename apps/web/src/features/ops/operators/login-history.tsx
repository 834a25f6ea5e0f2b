import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOperatorLogins, useOperators } from '../api/operators.ts';
import styles from '../ops.module.css';

/** Every sign-in attempt at the desk, failed ones too, of all operators or of one (`?operatorId=`). */
export function LoginHistory() {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const operatorId = Number(params.get('operatorId')) || undefined;
  const pageNo = Number(params.get('page')) || 1;
  const operators = useOperators();
  const query = useOperatorLogins({ pageNo, operatorId });
  const choose = (next: { operatorId?: number; page?: number }) => {
    const search = new URLSearchParams();
    if (next.operatorId) search.set('operatorId', String(next.operatorId));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <section className={styles.panel} aria-label={t('nav.logins')}>
      <h2 className={styles.subtitle}>{t('nav.logins')}</h2>
      <label className={styles.field}>
        <span>{t('audit.operator')}</span>
        <select
          value={operatorId ?? ''}
          onChange={(event) => choose({ operatorId: Number(event.target.value) || undefined })}
        >
          <option value="">{t('logins.everyone')}</option>
          {(operators.data ?? []).map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.username}
            </option>
          ))}
        </select>
      </label>
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {query.data?.list.length === 0 ? <EmptyState title={t('logins.empty')} /> : null}
      {query.data && query.data.list.length > 0 ? (
        <>
          <table className={styles.table} data-testid="ops-logins">
            <thead>
              <tr>
                <th>{t('time')}</th>
                <th>{t('audit.operator')}</th>
                <th>{t('logins.outcome')}</th>
                <th>{t('logins.address')}</th>
                <th>{t('logins.device')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.createdAt, i18n.language)}</td>
                  <td>{row.username}</td>
                  <td>{t(`logins.outcomes.${row.outcome}`)}</td>
                  <td>{row.ip ?? '-'}</td>
                  <td className={styles.hint}>{row.userAgent ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={pageNo}
            totalPages={query.data.totalPages}
            onChange={(page) => choose({ operatorId, page })}
          />
        </>
      ) : null}
    </section>
  );
}
