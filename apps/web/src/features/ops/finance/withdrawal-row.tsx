import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { useWithdrawalActions } from '../api/withdrawals.ts';
import { InputAction } from '../components/input-action.tsx';
import { ReasonDialog } from '../members/reason-dialog.tsx';
import { useOpsSession } from '../ops-session.ts';
import { WithdrawalRiskPanel } from '../risk/withdrawal-risk-panel.tsx';
import { useMayCall } from '../use-may-call.ts';
import { ProofImages } from './proof-images.tsx';
import { ResolveAction } from './resolve-action.tsx';
import styles from '../ops.module.css';

type Withdrawal = ValueOf<(typeof ENDPOINTS)['opsWithdrawalQueue']>['list'][number];
type Props = { order: Withdrawal; actions: ReturnType<typeof useWithdrawalActions> };

/**
 * One withdrawal: where the money goes, its state with the payout and receipt, the actions its state allows, and
 * its risk panel under it (opened from the row).
 */
export function WithdrawalRow({ order, actions }: Props) {
  const { t, i18n } = useTranslation('ops');
  const { t: risk } = useTranslation('opsRisk');
  const [showRisk, setShowRisk] = useState(false);
  const mayReadRisk = useMayCall('opsWithdrawalRisk');
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <>
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
          {order.firstApprovedBy && order.status === 'PENDING' ? (
            <div className={styles.hint} data-testid="withdrawal-first-approval">
              {risk('withdrawal.waiting', { operator: order.firstApprovedBy })}
            </div>
          ) : null}
        </td>
        <td>
          <WithdrawalActions order={order} actions={actions} />
          {mayReadRisk ? (
            <Button size="sm" variant="ghost" aria-expanded={showRisk} onClick={() => setShowRisk(!showRisk)}>
              {showRisk ? risk('withdrawal.hideRisk') : risk('withdrawal.showRisk')}
            </Button>
          ) : null}
        </td>
      </tr>
      {showRisk ? (
        <tr data-risk-for={order.orderNo}>
          <td colSpan={7}>
            <WithdrawalRiskPanel orderNo={order.orderNo} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Approving asks first: what leaves, to whom, and whether this approval pays it out or is the first of two. */
function ApproveDialog({ order, actions, onClose }: Props & { onClose: () => void }) {
  const { t, i18n } = useTranslation('ops');
  const { t: risk } = useTranslation('opsRisk');
  const { approve } = actions;
  const amount = `${formatMoney(order.amount, { language: i18n.language })} ${order.currency}`;
  return (
    <ReasonDialog
      title={risk('withdrawal.confirmTitle')}
      warning={
        <>
          {risk('withdrawal.confirm', { amount, username: order.username, account: order.accountNumber })}{' '}
          {order.firstApprovedBy
            ? risk('withdrawal.confirmSecond', { operator: order.firstApprovedBy })
            : risk('withdrawal.confirmFirst')}
        </>
      }
      confirmLabel={t('approve')}
      noReason
      isPending={approve.isPending}
      error={approve.error}
      onConfirm={() => approve.mutate(order.orderNo, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
}

function WithdrawalActions({ order, actions }: Props) {
  const { t } = useTranslation('ops');
  const { t: risk } = useTranslation('opsRisk');
  const me = useOpsSession((state) => state.operator?.username);
  const [confirming, setConfirming] = useState(false);
  const { approve, reject, markPaid, resolve } = actions;
  const ownFirstApproval = order.firstApprovedBy !== null && order.firstApprovedBy === me;
  return (
    <div className={styles.actions}>
      {order.status === 'PENDING' && ownFirstApproval ? (
        <span className={styles.hint}>{risk('withdrawal.own')}</span>
      ) : null}
      {order.status === 'PENDING' && !ownFirstApproval ? (
        <Button size="sm" disabled={approve.isPending} onClick={() => setConfirming(true)}>
          {order.firstApprovedBy ? risk('withdrawal.approveSecond') : t('approve')}
        </Button>
      ) : null}
      {confirming ? <ApproveDialog order={order} actions={actions} onClose={() => setConfirming(false)} /> : null}
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
