import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { formatDateTime } from '../../utils/format-date-time.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useMoney } from '../../../../lib/use-money.ts';
import { useCancelDeposit } from '../../api/cancel-deposit.ts';
import { useDeposits } from '../../api/deposits.ts';
import styles from '../../pages/wallet-pages.module.css';

export function DepositHistory() {
  const { t, i18n } = useTranslation('wallet');
  const money = useMoney();
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useDeposits(page);
  const cancel = useCancelDeposit();
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState title={t('deposit.noHistory')} />;
  return (
    <>
      {cancel.error ? (
        <p className={styles.error} role="alert">
          {describeError(cancel.error)}
        </p>
      ) : null}
      <table className={styles.table} data-testid="deposit-history">
        <thead>
          <tr>
            <th>{t('deposit.orderNo')}</th>
            <th>{t('entry.time')}</th>
            <th>{t('deposit.method')}</th>
            <th className={styles.num}>{t('entry.amount')}</th>
            <th>{t('entry.status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.list.map((order) => (
            <tr key={order.orderNo}>
              <td>{order.orderNo}</td>
              <td className={styles.nowrap}>{formatDateTime(order.createdAt, i18n.language)}</td>
              <td>
                {order.methodName}
                {order.reference ? ` · ${order.reference}` : ''}
              </td>
              <td className={styles.num}>{money(order.amount)}</td>
              <td>
                <StatusBadge kind="deposit" status={order.status} />
                {order.reason ? <div className={styles.hint}>{order.reason}</div> : null}
              </td>
              <td>
                {order.status === 'PENDING' ? (
                  <div className={styles.row}>
                    {order.paymentUrl ? <a href={order.paymentUrl}>{t('deposit.continuePay')}</a> : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(order.orderNo)}
                    >
                      {t('deposit.cancel')}
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
    </>
  );
}
