import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useMemberAction, useMemberDetail, type MemberActionBody } from '../api/agent-network.ts';
import { useFormats } from '../hooks/use-formats.ts';
import styles from './agent-ui.module.css';

type Detail = ValueOf<(typeof ENDPOINTS)['agentMemberDetail']>;
type Action = MemberActionBody['action'];

/**
 * A downline account as its agent manages it: the detail (chain, balance, lifetime figures, what agents did to it)
 * and lock / unlock / forced password reset, each confirmed with a reason the audit keeps.
 */
export function MemberManageDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation('agentNet');
  const detail = useMemberDetail(username);
  return (
    <ModalDialog title={t('manage.title', { username })} onClose={onClose} width={640} testId="member-manage-dialog">
      {detail.isPending ? (
        <LoadingBlock />
      ) : detail.error || !detail.data ? (
        <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ManageBody detail={detail.data} />
      )}
    </ModalDialog>
  );
}

function ManageBody({ detail }: { detail: Detail }) {
  const { t } = useTranslation('agentNet');
  const money = useMoney();
  const formats = useFormats();
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const facts: [string, string][] = [
    [t('manage.status'), t(`manage.statusName.${detail.status}`)],
    [
      t('manage.chain'),
      detail.chain.length > 0
        ? t('manage.levelUnder', { level: detail.level, chain: detail.chain.join(' › ') })
        : t('manage.levelDirect'),
    ],
    [t('manage.balance'), money(detail.balance)],
    [t('manage.registered'), formats.shortDateTime(detail.createdAt)],
    [t('manage.lastLogin'), detail.lastLoginAt ? formats.shortDateTime(detail.lastLoginAt) : t('manage.never')],
    [t('manage.deposits'), money(detail.totals.deposits)],
    [t('manage.withdrawals'), money(detail.totals.withdrawals)],
    [t('manage.bets'), money(detail.totals.bet)],
    [t('manage.payouts'), money(detail.totals.payout)],
  ];
  const actions: Action[] = detail.status === 'DISABLED' ? ['UNLOCK', 'RESET_PASSWORD'] : ['LOCK', 'RESET_PASSWORD'];
  return (
    <div className={styles.page}>
      <dl className={styles.stats} data-testid="member-facts">
        {facts.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {detail.passwordResetPending ? <p className={styles.hint}>{t('manage.resetPending')}</p> : null}
      {done ? (
        <p className={styles.success} role="status">
          {done}
        </p>
      ) : null}
      {detail.status === 'CLOSED' ? (
        <p className={styles.hint}>{t('manage.closed')}</p>
      ) : asking ? (
        <ActionConfirm
          username={detail.username}
          action={asking}
          onDone={(message) => {
            setAsking(null);
            setDone(message);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'LOCK' ? 'primary' : 'secondary'}
              onClick={() => setAsking(action)}
            >
              {t(`manage.action.${action}`)}
            </Button>
          ))}
        </div>
      )}
      <History actions={detail.actions} />
    </div>
  );
}

type ConfirmProps = { username: string; action: Action; onDone: (message: string) => void; onCancel: () => void };

/** Says what the action does, asks the reason, and sends it; a refusal is shown here, nothing changes. */
function ActionConfirm({ username, action, onDone, onCancel }: ConfirmProps) {
  const { t } = useTranslation('agentNet');
  const describe = useErrorMessage();
  const [reason, setReason] = useState('');
  const run = useMemberAction();
  const ready = reason.trim().length >= 3 && !run.isPending;
  return (
    <form
      className={styles.card}
      data-testid="member-action-confirm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        run.mutate(
          { username, action, reason: reason.trim() },
          { onSuccess: () => onDone(t(`manage.done.${action}`, { username })) },
        );
      }}
    >
      <p>{t(`manage.warning.${action}`, { username })}</p>
      <div className={styles.field}>
        <label htmlFor="member-action-reason">{t('manage.reason')}</label>
        <input
          id="member-action-reason"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {run.error ? (
        <p className={styles.error} role="alert">
          {describe(run.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={!ready}>
          {t(`manage.confirm.${action}`)}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t('manage.cancel')}
        </Button>
      </div>
    </form>
  );
}

function History({ actions }: { actions: Detail['actions'] }) {
  const { t } = useTranslation('agentNet');
  const formats = useFormats();
  if (actions.length === 0) return <p className={styles.hint}>{t('manage.noHistory')}</p>;
  return (
    <table className={styles.table} data-testid="member-history">
      <thead>
        <tr>
          <th>{t('manage.time')}</th>
          <th>{t('manage.what')}</th>
          <th>{t('manage.by')}</th>
          <th>{t('manage.why')}</th>
        </tr>
      </thead>
      <tbody>
        {actions.map((row, index) => (
          <tr key={index}>
            <td className={styles.nowrap}>{formats.shortDateTime(row.time)}</td>
            <td>{t(`manage.action.${row.action}`)}</td>
            <td>{row.agent}</td>
            <td>{row.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
