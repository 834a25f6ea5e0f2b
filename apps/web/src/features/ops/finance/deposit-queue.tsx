import { DEPOSIT_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useDepositActions, useDepositQueue } from '../api/deposits.ts';
import { InputAction } from '../components/input-action.tsx';
import { QueuePanel, useQueueFilter } from '../components/queue-panel.tsx';
import styles from '../ops.module.css';

type Deposit = ValueOf<(typeof ENDPOINTS)['opsDepositQueue']>['list'][number];

/** Deposits waiting for an operator: approve (credits once) or reject with a reason. */
export function DepositQueue() {
  const { t } = useTranslation('ops');
  const filter = useQueueFilter(DEPOSIT_STATUSES, 'PENDING');
  const query = useDepositQueue(filter.status, filter.page);
  const actions = useDepositActions();

  return (
    <QueuePanel
      label={t('nav.deposits')}
      testId="ops-deposits"
      {...filter.panelProps}
      statusLabel={(item) => t(`depositStatus.${item}`)}
      query={query}
      onRefresh={actions.refresh}
      actionError={actions.approve.error ?? actions.reject.error}
      header={
        <tr>
          <th>{t('orderNo')}</th>
          <th>{t('time')}</th>
          <th>{t('member')}</th>
          <th>{t('method')}</th>
          <th className={styles.num}>{t('amount')}</th>
          <th>{t('reference')}</th>
          <th>{t('status')}</th>
          <th />
        </tr>
      }
      renderRow={(order) => <DepositRow key={order.orderNo} order={order} actions={actions} />}
    />
  );
}

function DepositRow({ order, actions }: { order: Deposit; actions: ReturnType<typeof useDepositActions> }) {
  const { t, i18n } = useTranslation('ops');
  const { approve, reject } = actions;
  return (
    <tr data-order={order.orderNo}>
      <td>{order.orderNo}</td>
      <td>{formatDateTime(order.createdAt, i18n.language)}</td>
      <td>{order.username}</td>
      <td>{order.methodCode}</td>
      <td className={styles.num}>
        {formatMoney(order.amount, { language: i18n.language })} {order.currency}
      </td>
      <td>{[order.reference, order.payerName, order.gatewayRef].filter(Boolean).join(' · ')}</td>
      <td>
        {t(`depositStatus.${order.status}`)}
        {order.reason ? <div className={styles.hint}>{order.reason}</div> : null}
        {order.reviewedBy ? <div className={styles.hint}>{order.reviewedBy}</div> : null}
      </td>
      <td>
        {order.status === 'PENDING' ? (
          <div className={styles.actions}>
            <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(order.orderNo)}>
              {t('approve')}
            </Button>
            <InputAction
              label={t('reject')}
              placeholder={t('reason')}
              busy={reject.isPending}
              onSubmit={(reason) => reject.mutate({ orderNo: order.orderNo, reason })}
            />
          </div>
        ) : null}
      </td>
    </tr>
  );
}
