import { WITHDRAWAL_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useWithdrawalActions, useWithdrawalQueue } from '../api/withdrawals.ts';
import { QueuePanel, useQueueFilter } from '../components/queue-panel.tsx';
import { WithdrawalRow } from './withdrawal-row.tsx';
import styles from '../ops.module.css';

/**
 * Withdrawals: approve (asked first; a large one by two operators), reject with a reason, mark paid with a payout
 * reference, resolve disputes, see proofs and each one's risk panel. The totals are the whole status's, not the page's.
 */
export function WithdrawalQueue() {
  const { t, i18n } = useTranslation('ops');
  const { t: risk } = useTranslation('opsRisk');
  const filter = useQueueFilter(WITHDRAWAL_STATUSES, 'PENDING');
  const query = useWithdrawalQueue(filter.status, filter.page);
  const actions = useWithdrawalActions();
  const { approve, reject, markPaid, resolve } = actions;

  return (
    <QueuePanel
      label={t('nav.withdrawals')}
      testId="ops-withdrawals"
      {...filter.panelProps}
      statusLabel={(item) => t(`withdrawalStatus.${item}`)}
      query={query}
      onRefresh={actions.refresh}
      actionError={approve.error ?? reject.error ?? markPaid.error ?? resolve.error}
      summary={
        query.data ? (
          <p className={styles.hint} data-testid="withdrawal-totals">
            {risk('withdrawal.totals', {
              count: query.data.totals.count,
              amount: formatMoney(query.data.totals.amount, { language: i18n.language }),
            })}
          </p>
        ) : null
      }
      header={
        <tr>
          <th>{t('orderNo')}</th>
          <th>{t('time')}</th>
          <th>{t('member')}</th>
          <th>{t('bankAccount')}</th>
          <th className={styles.num}>{t('amount')}</th>
          <th>{t('status')}</th>
          <th />
        </tr>
      }
      renderRow={(order) => <WithdrawalRow key={order.orderNo} order={order} actions={actions} />}
    />
  );
}
