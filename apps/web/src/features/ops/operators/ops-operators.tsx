import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOperators, type OpsOperator } from '../api/operators.ts';
import { useOpsSession } from '../ops-session.ts';
import styles from '../ops.module.css';
import { OperatorForm } from './operator-form.tsx';

/** The operators desk (admin): every operator with role, status, second factor and allow list; create and change. */
export function OpsOperators() {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const me = useOpsSession((state) => state.operator);
  const query = useOperators();
  const [editing, setEditing] = useState<OpsOperator | 'new' | null>(null);
  if (query.isPending) return <Spinner size={28} label={t('loading')} />;
  if (query.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(query.error)}
      </p>
    );
  return (
    <section className={styles.panel} aria-label={t('nav.operators')}>
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('nav.operators')}</h2>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="ops-operator-new">
            {t('operators.create')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <OperatorForm
          key={editing === 'new' ? 'new' : editing.id}
          operator={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <table className={styles.table} data-testid="ops-operators">
        <thead>
          <tr>
            <th>{t('operators.username')}</th>
            <th>{t('operators.role')}</th>
            <th>{t('operators.status')}</th>
            <th>{t('operators.totp')}</th>
            <th>{t('operators.allowedIps')}</th>
            <th>{t('operators.lastLogin')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {query.data.map((operator) => (
            <tr key={operator.id} data-testid={`ops-operator-row-${operator.username}`}>
              <td>
                {operator.username}
                {operator.id === me?.id ? <div className={styles.hint}>{t('operators.you')}</div> : null}
              </td>
              <td>{t(`role.${operator.role}`)}</td>
              <td>{t(`operators.statusLabel.${operator.status}`)}</td>
              <td>
                {operator.totpEnrolled
                  ? t('operators.totpOn')
                  : operator.totpRequired
                    ? t('operators.totpDue')
                    : t('operators.totpOff')}
              </td>
              <td>{operator.allowedIps.length > 0 ? operator.allowedIps.join(', ') : t('operators.anywhere')}</td>
              <td>{operator.lastLoginAt ? formatDateTime(operator.lastLoginAt, i18n.language) : '-'}</td>
              <td>
                <div className={styles.actions}>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(operator)}>
                    {t('operators.change')}
                  </Button>
                  <Link to={`/ops/operators/logins?operatorId=${operator.id}`}>{t('operators.history')}</Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
