import { DEPOSIT_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { InputAction } from './input-action.tsx';
import { callOps } from './ops-session.ts';
import { QueuePanel } from './queue-panel.tsx';
import styles from './ops.module.css';

type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Deposits waiting for an operator: approve (credits once) or reject with a reason. */
export function DepositQueue() {
  const { t, i18n } = useTranslation('ops');
  const client = useQueryClient();
  const [status, setStatus] = useState<DepositStatus>('PENDING');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['ops', 'deposits', status, page],
    queryFn: ({ signal }) => callOps('opsDepositQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['ops'] });
  const approve = useMutation({
    mutationFn: (orderNo: string) => callOps('opsDepositApprove', { body: { orderNo } }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (input: { orderNo: string; reason: string }) => callOps('opsDepositReject', { body: input }),
    onSettled: refresh,
  });

  return (
    <QueuePanel
      label={t('nav.deposits')}
      testId="ops-deposits"
      statuses={DEPOSIT_STATUSES}
      status={status}
      statusLabel={(item) => t(`depositStatus.${item}`)}
      onStatusChange={(item) => {
        setStatus(item);
        setPage(1);
      }}
      query={query}
      page={page}
      onPageChange={setPage}
      onRefresh={refresh}
      actionError={approve.error ?? reject.error}
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
      renderRow={(order) => (
        <tr key={order.orderNo} data-order={order.orderNo}>
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
      )}
    />
  );
}
