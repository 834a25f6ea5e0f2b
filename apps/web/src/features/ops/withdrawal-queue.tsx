import { WITHDRAWAL_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { InputAction } from './input-action.tsx';
import { callOps } from './ops-session.ts';
import { ProofImages } from './proof-images.tsx';
import { QueuePanel } from './queue-panel.tsx';
import { ResolveAction } from './resolve-action.tsx';
import styles from './ops.module.css';

type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Withdrawals: approve, reject with a reason, mark paid with a payout reference, resolve disputes, see proofs. */
export function WithdrawalQueue() {
  const { t, i18n } = useTranslation('ops');
  const client = useQueryClient();
  const [status, setStatus] = useState<WithdrawalStatus>('PENDING');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['ops', 'withdrawals', status, page],
    queryFn: ({ signal }) => callOps('opsWithdrawalQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['ops'] });
  const approve = useMutation({
    mutationFn: (orderNo: string) => callOps('opsWithdrawalApprove', { body: { orderNo } }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (input: { orderNo: string; reason: string }) => callOps('opsWithdrawalReject', { body: input }),
    onSettled: refresh,
  });
  const markPaid = useMutation({
    mutationFn: (input: { orderNo: string; payoutReference: string }) =>
      callOps('opsWithdrawalMarkPaid', { body: input }),
    onSettled: refresh,
  });
  const resolve = useMutation({
    mutationFn: (input: { orderNo: string; refundAmount: string; reason: string }) =>
      callOps('opsWithdrawalResolve', { body: input }),
    onSettled: refresh,
  });
  const actionError = approve.error ?? reject.error ?? markPaid.error ?? resolve.error;
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });

  return (
    <QueuePanel
      label={t('nav.withdrawals')}
      testId="ops-withdrawals"
      statuses={WITHDRAWAL_STATUSES}
      status={status}
      statusLabel={(item) => t(`withdrawalStatus.${item}`)}
      onStatusChange={(item) => {
        setStatus(item);
        setPage(1);
      }}
      query={query}
      page={page}
      onPageChange={setPage}
      onRefresh={refresh}
      actionError={actionError}
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
      renderRow={(order) => (
        <tr key={order.orderNo} data-order={order.orderNo}>
          <td>{order.orderNo}</td>
          <td>{formatDateTime(order.createdAt, i18n.language)}</td>
          <td>{order.username}</td>
          <td>
            {order.bankName}
            <div className={styles.hint}>
              {order.accountNumber} · {order.accountName}
            </div>
          </td>
          <td className={styles.num}>
            {money(order.amount)} {order.currency}
          </td>
          <td>
            {t(`withdrawalStatus.${order.status}`)}
            {order.reason ? <div className={styles.hint}>{order.reason}</div> : null}
            {order.payoutReference ? (
              <div className={styles.hint}>
                {t('payoutReference')}: {order.payoutReference}
              </div>
            ) : null}
            {order.receipt ? (
              <div className={styles.hint} data-testid="ops-receipt">
                {t(`receipt.${order.receipt.type}`)}: {money(order.receipt.receivedAmount)} / {t('remaining')}{' '}
                {money(order.receipt.remainingAmount)}
                {order.receipt.note ? ` · ${order.receipt.note}` : ''}
              </div>
            ) : null}
            {order.proofIds.length > 0 ? <ProofImages proofIds={order.proofIds} /> : null}
          </td>
          <td>
            <div className={styles.actions}>
              {order.status === 'PENDING' ? (
                <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(order.orderNo)}>
                  {t('approve')}
                </Button>
              ) : null}
              {order.status === 'APPROVED' ? (
                <InputAction
                  variant="primary"
                  label={t('markPaid')}
                  placeholder={t('payoutReference')}
                  busy={markPaid.isPending}
                  onSubmit={(payoutReference) => markPaid.mutate({ orderNo: order.orderNo, payoutReference })}
                />
              ) : null}
              {order.status === 'PENDING' || order.status === 'APPROVED' ? (
                <InputAction
                  label={t('reject')}
                  placeholder={t('reason')}
                  busy={reject.isPending}
                  onSubmit={(reason) => reject.mutate({ orderNo: order.orderNo, reason })}
                />
              ) : null}
              {order.status === 'DISPUTED' ? (
                <ResolveAction
                  suggested={order.receipt?.remainingAmount ?? '0'}
                  busy={resolve.isPending}
                  onSubmit={(input) => resolve.mutate({ orderNo: order.orderNo, ...input })}
                />
              ) : null}
            </div>
          </td>
        </tr>
      )}
    />
  );
}
