import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import styles from '../ops.module.css';
import { useVipPayouts } from './api/payouts.ts';
import own from './ops-vip.module.css';

/** The VIP bonuses paid (upgrade and monthly), newest first, optionally of one member. */
export function VipPayouts() {
  const { t, i18n } = useTranslation('vip');
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  // The search runs on submit, not on every keystroke.
  const [username, setUsername] = useState('');
  const payouts = useVipPayouts(page, username);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(draft.trim());
    setPage(1);
  };
  return (
    <section className={`${styles.card} ${own.payouts}`} aria-label={t('ops.payouts')} data-testid="ops-vip-payouts">
      <div className={styles.header}>
        <h3 className={styles.subtitle}>{t('ops.payouts')}</h3>
        <form className={styles.toolbar} onSubmit={search}>
          <label className={styles.field}>
            <span>{t('ops.search')}</span>
            <input value={draft} maxLength={64} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <Button size="sm" type="submit" variant="secondary">
            {t('ops.find')}
          </Button>
        </form>
      </div>
      {payouts.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {payouts.error ? (
        <p className={styles.error} role="alert">
          {describeError(payouts.error)}
        </p>
      ) : null}
      {payouts.data?.list.length === 0 ? <EmptyState title={t('ops.noPayouts')} /> : null}
      {payouts.data && payouts.data.list.length > 0 ? (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('ops.col.time')}</th>
                <th>{t('ops.col.member')}</th>
                <th>{t('ops.col.kind')}</th>
                <th>{t('ops.col.level')}</th>
                <th>{t('ops.col.period')}</th>
                <th className={styles.num}>{t('ops.col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.createdAt, i18n.language)}</td>
                  <td>{row.username}</td>
                  <td>{t(`ops.kind.${row.kind}`)}</td>
                  {/* Upgrade bonuses have no period: the server writes "-". */}
                  <td>VIP {row.level}</td>
                  <td>{row.period === '-' ? '—' : row.period}</td>
                  <td className={styles.num}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={payouts.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
