import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { useWithdrawalActions } from '../api/withdrawals.ts';
import { InputAction } from '../components/input-action.tsx';
import { ProofImages } from './proof-images.tsx';
import { ResolveAction } from './resolve-action.tsx';
import styles from '../ops.module.css';

type Withdrawal = ValueOf<(typeof ENDPOINTS)['opsWithdrawalQueue']>['list'][number];
type Props = { order: Withdrawal; actions: ReturnType<typeof useWithdrawalActions> };

/** One withdrawal: where the money goes, its state with the payout and receipt, and the actions its state allows. */
export function WithdrawalRow({ order, actions }: Props) {
  const { t, i18n } = useTranslation('ops');
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <tr data-order={order.orderNo}>
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
        <WithdrawalActions order={order} actions={actions} />
      </td>
    </tr>
  );
}

function WithdrawalActions({ order, actions }: Props) {
  const { t } = useTranslation('ops');
  const { approve, reject, markPaid, resolve } = actions;
  return (
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
  );
}
