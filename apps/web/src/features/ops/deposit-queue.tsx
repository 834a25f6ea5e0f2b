import { DEPOSIT_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { InputAction } from './input-action.tsx';
import { callOps } from './ops-session.ts';
import styles from './ops.module.css';

type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Deposits waiting for an operator: approve (credits once) or reject with a reason. */
export function DepositQueue() {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const [status, setStatus] = useState<DepositStatus>('PENDING');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['ops', 'deposits', status, page],
    queryFn: ({ signal }) => callOps('opsDepositQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['ops'] });
  const approve = useMutation({ mutationFn: (orderNo: string) => callOps('opsDepositApprove', { body: { orderNo } }), onSettled: refresh });
  const reject = useMutation({ mutationFn: (input: { orderNo: string; reason: string }) => callOps('opsDepositReject', { body: input }), onSettled: refresh });
  const actionError = approve.error ?? reject.error;

  return (
    <section className={styles.panel} aria-label={t('nav.deposits')}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('status')}</span>
          <select value={status} onChange={(event) => { setStatus(event.target.value as DepositStatus); setPage(1); }}>
            {DEPOSIT_STATUSES.map((item) => <option key={item} value={item}>{t(`depositStatus.${item}`)}</option>)}
          </select>
        </label>
        <Button size="sm" variant="ghost" onClick={refresh}>{t('refresh')}</Button>
      </div>
      {actionError ? <p className={styles.error} role="alert">{describeError(actionError)}</p> : null}
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : query.error || !query.data ? <p className={styles.error} role="alert">{describeError(query.error)}</p> : query.data.list.length === 0 ? <EmptyState title={t('emptyQueue')} /> : (
        <table className={styles.table} data-testid="ops-deposits">
          <thead>
            <tr><th>{t('orderNo')}</th><th>{t('time')}</th><th>{t('member')}</th><th>{t('method')}</th><th className={styles.num}>{t('amount')}</th><th>{t('reference')}</th><th>{t('status')}</th><th /></tr>
          </thead>
          <tbody>
            {query.data.list.map((order) => (
              <tr key={order.orderNo} data-order={order.orderNo}>
                <td>{order.orderNo}</td>
                <td>{formatDateTime(order.createdAt, i18n.language)}</td>
                <td>{order.username}</td>
                <td>{order.methodCode}</td>
                <td className={styles.num}>{formatMoney(order.amount, { language: i18n.language })} {order.currency}</td>
                <td>{[order.reference, order.payerName, order.gatewayRef].filter(Boolean).join(' · ')}</td>
                <td>{t(`depositStatus.${order.status}`)}{order.reason ? <div className={styles.hint}>{order.reason}</div> : null}{order.reviewedBy ? <div className={styles.hint}>{order.reviewedBy}</div> : null}</td>
                <td>
                  {order.status === 'PENDING' ? (
                    <div className={styles.actions}>
                      <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(order.orderNo)}>{t('approve')}</Button>
                      <InputAction label={t('reject')} placeholder={t('reason')} busy={reject.isPending} onSubmit={(reason) => reject.mutate({ orderNo: order.orderNo, reason })} />
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.data ? <Pagination page={page} totalPages={query.data.totalPages} onChange={setPage} /> : null}
    </section>
  );
}
