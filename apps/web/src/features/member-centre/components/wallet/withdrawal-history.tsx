import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../utils/format-date-time.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { ReceiptForm } from './receipt-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useMoney } from '../../../../lib/use-money.ts';
import { useWithdrawals } from '../../api/withdrawals.ts';
import styles from '../../pages/wallet-pages.module.css';

export function WithdrawalHistory({ autoReceiptMinutes }: { autoReceiptMinutes: number }) {
  const { t, i18n } = useTranslation('wallet');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { data, isPending, error, refetch } = useWithdrawals(page);
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState title={t('withdraw.noHistory')} />;
  return (
    <>
      <table className={styles.table} data-testid="withdrawal-history">
        <thead>
          <tr>
            <th>{t('deposit.orderNo')}</th>
            <th>{t('entry.time')}</th>
            <th>{t('withdraw.account')}</th>
            <th className={styles.num}>{t('entry.amount')}</th>
            <th>{t('entry.status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.list.map((order) => (
            <tr key={order.orderNo} data-order={order.orderNo}>
              <td>{order.orderNo}</td>
              <td className={styles.nowrap}>{formatDateTime(order.createdAt, i18n.language)}</td>
              <td>
                {order.bankName} · {order.accountNumber}
              </td>
              <td className={styles.num}>{money(order.amount)}</td>
              <td>
                <StatusBadge kind="withdrawal" status={order.status} />
                {order.reason ? <div className={styles.hint}>{order.reason}</div> : null}
                {order.receipt ? (
                  <div className={styles.hint} data-testid="receipt-summary">
                    {t(`receipt.type.${order.receipt.type}`)}
                    {order.receipt.type === 'PARTIAL'
                      ? ` · ${t('receipt.receivedShort', { amount: money(order.receipt.receivedAmount) })}`
                      : ''}
                    {order.receipt.forced ? <div className={styles.warning}>{t('receipt.forcedNotice')}</div> : null}
                  </div>
                ) : null}
                {order.status === 'PAID' && order.receiptDueAt ? (
                  <div className={styles.hint}>
                    {t('receipt.dueAt', { time: formatDateTime(order.receiptDueAt, i18n.language) })}
                  </div>
                ) : null}
              </td>
              <td>
                {order.status === 'PAID' && !order.receipt ? (
                  <Button size="sm" onClick={() => setConfirming(confirming === order.orderNo ? null : order.orderNo)}>
                    {t('receipt.confirm')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirming
        ? (() => {
            const order = data.list.find((item) => item.orderNo === confirming);
            return order ? (
              <ReceiptForm order={order} autoReceiptMinutes={autoReceiptMinutes} onDone={() => setConfirming(null)} />
            ) : null;
          })()
        : null}
      <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
    </>
  );
}
