import { WITHDRAWAL_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
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
import { ProofImages } from './proof-images.tsx';
import { ResolveAction } from './resolve-action.tsx';
import styles from './ops.module.css';

type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Withdrawals: approve, reject with a reason, mark paid with a payout reference, resolve disputes, see proofs. */
export function WithdrawalQueue() {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const [status, setStatus] = useState<WithdrawalStatus>('PENDING');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['ops', 'withdrawals', status, page],
    queryFn: ({ signal }) => callOps('opsWithdrawalQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['ops'] });
  const approve = useMutation({ mutationFn: (orderNo: string) => callOps('opsWithdrawalApprove', { body: { orderNo } }), onSettled: refresh });
  const reject = useMutation({ mutationFn: (input: { orderNo: string; reason: string }) => callOps('opsWithdrawalReject', { body: input }), onSettled: refresh });
  const markPaid = useMutation({ mutationFn: (input: { orderNo: string; payoutReference: string }) => callOps('opsWithdrawalMarkPaid', { body: input }), onSettled: refresh });
  const resolve = useMutation({
    mutationFn: (input: { orderNo: string; refundAmount: string; reason: string }) => callOps('opsWithdrawalResolve', { body: input }),
    onSettled: refresh,
  });
  const actionError = approve.error ?? reject.error ?? markPaid.error ?? resolve.error;
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });

  return (
    <section className={styles.panel} aria-label={t('nav.withdrawals')}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('status')}</span>
          <select value={status} onChange={(event) => { setStatus(event.target.value as WithdrawalStatus); setPage(1); }}>
            {WITHDRAWAL_STATUSES.map((item) => <option key={item} value={item}>{t(`withdrawalStatus.${item}`)}</option>)}
          </select>
        </label>
        <Button size="sm" variant="ghost" onClick={refresh}>{t('refresh')}</Button>
      </div>
      {actionError ? <p className={styles.error} role="alert">{describeError(actionError)}</p> : null}
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : query.error || !query.data ? <p className={styles.error} role="alert">{describeError(query.error)}</p> : query.data.list.length === 0 ? <EmptyState title={t('emptyQueue')} /> : (
        <table className={styles.table} data-testid="ops-withdrawals">
          <thead>
            <tr><th>{t('orderNo')}</th><th>{t('time')}</th><th>{t('member')}</th><th>{t('bankAccount')}</th><th className={styles.num}>{t('amount')}</th><th>{t('status')}</th><th /></tr>
          </thead>
          <tbody>
            {query.data.list.map((order) => (
              <tr key={order.orderNo} data-order={order.orderNo}>
                <td>{order.orderNo}</td>
                <td>{formatDateTime(order.createdAt, i18n.language)}</td>
                <td>{order.username}</td>
                <td>{order.bankName}<div className={styles.hint}>{order.accountNumber} · {order.accountName}</div></td>
                <td className={styles.num}>{money(order.amount)} {order.currency}</td>
                <td>
                  {t(`withdrawalStatus.${order.status}`)}
                  {order.reason ? <div className={styles.hint}>{order.reason}</div> : null}
                  {order.payoutReference ? <div className={styles.hint}>{t('payoutReference')}: {order.payoutReference}</div> : null}
                  {order.receipt ? (
                    <div className={styles.hint} data-testid="ops-receipt">
                      {t(`receipt.${order.receipt.type}`)}: {money(order.receipt.receivedAmount)} / {t('remaining')} {money(order.receipt.remainingAmount)}
                      {order.receipt.note ? ` · ${order.receipt.note}` : ''}
                    </div>
                  ) : null}
                  {order.proofIds.length > 0 ? <ProofImages proofIds={order.proofIds} /> : null}
                </td>
                <td>
                  <div className={styles.actions}>
                    {order.status === 'PENDING' ? <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(order.orderNo)}>{t('approve')}</Button> : null}
                    {order.status === 'APPROVED' ? (
                      <InputAction variant="primary" label={t('markPaid')} placeholder={t('payoutReference')} busy={markPaid.isPending}
                        onSubmit={(payoutReference) => markPaid.mutate({ orderNo: order.orderNo, payoutReference })} />
                    ) : null}
                    {order.status === 'PENDING' || order.status === 'APPROVED' ? (
                      <InputAction label={t('reject')} placeholder={t('reason')} busy={reject.isPending} onSubmit={(reason) => reject.mutate({ orderNo: order.orderNo, reason })} />
                    ) : null}
                    {order.status === 'DISPUTED' ? (
                      <ResolveAction suggested={order.receipt?.remainingAmount ?? '0'} busy={resolve.isPending}
                        onSubmit={(input) => resolve.mutate({ orderNo: order.orderNo, ...input })} />
                    ) : null}
                  </div>
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
