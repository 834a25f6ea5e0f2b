import { WITHDRAWAL_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useTranslation } from 'react-i18next';
import { useWithdrawalActions, useWithdrawalQueue } from '../api/withdrawals.ts';
import { QueuePanel, useQueueFilter } from '../components/queue-panel.tsx';
import { WithdrawalRow } from './withdrawal-row.tsx';
import styles from '../ops.module.css';

/** Withdrawals: approve, reject with a reason, mark paid with a payout reference, resolve disputes, see proofs. */
export function WithdrawalQueue() {
  const { t } = useTranslation('ops');
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
