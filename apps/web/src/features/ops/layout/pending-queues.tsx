import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import { opsPath } from './ops-paths.ts';
import styles from './desk-layout.module.css';

/** The desk's first page until the reports dashboard exists: what waits for a person, per queue the role works. */
export function PendingQueues({ role }: { role: OperatorRole }) {
  const { t, i18n } = useTranslation('ops');
  const queues = usePendingCounts(role);
  return (
    <section className={styles.dashboard} aria-label={t('dashboard.title')} data-testid="ops-dashboard">
      <h2 className={styles.pageTitle}>{t('dashboard.title')}</h2>
      {queues.length === 0 ? <p className={styles.hint}>{t('dashboard.nothing')}</p> : null}
      <div className={styles.tiles}>
        {queues.map((queue) => (
          <Link key={queue.key} to={opsPath.section(queue.route)} className={styles.tile}>
            <span className={styles.tileLabel}>{t(`dashboard.${queue.key}`)}</span>
            <strong className={styles.tileValue} data-testid={`ops-pending-${queue.key}`}>
              {queue.failed ? '—' : queue.count === null ? '…' : formatNumber(queue.count, i18n.language)}
            </strong>
          </Link>
        ))}
      </div>
    </section>
  );
}
