import { ADJUSTMENT_STATUSES } from '@lucky/contracts/ops/ops-adjustment-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { opsPath } from '../layout/ops-paths.ts';
import { useOpsSession } from '../ops-session.ts';
import { useAdjustmentQueue, useDecideAdjustment } from '../members/api/adjustments.ts';
import { Pager } from '../members/pager.tsx';
import { ReasonDialog } from '../members/reason-dialog.tsx';
import styles from '../ops.module.css';

type Status = (typeof ADJUSTMENT_STATUSES)[number];
type Row = NonNullable<ReturnType<typeof useAdjustmentQueue>['data']>['list'][number];

/**
 * The second operator's queue: manual adjustments above the requester's role threshold wait here with their totals
 * (refreshed every 15 s). Approving asks first and shows what moves; one's own requests cannot be decided.
 */
export function OpsAdjustmentQueue() {
  const { t, i18n } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const me = useOpsSession((state) => state.operator?.username);
  const [status, setStatus] = useState<Status>('PENDING');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: Row; approve: boolean } | null>(null);
  const query = useAdjustmentQueue(status, page);
  const data = query.data;
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <section className={styles.panel} aria-label={t('queue.title')}>
      <h2 className={styles.subtitle}>{t('queue.title')}</h2>
      <Tabs
        items={ADJUSTMENT_STATUSES.map((key) => ({ key, label: t(`queue.status.${key}`) }))}
        active={status}
        onChange={(key) => {
          setStatus(key as Status);
          setPage(1);
        }}
        ariaLabel={t('queue.title')}
      />
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {data ? (
        <p className={styles.hint} data-testid="adjustment-totals">
          {t('queue.totals', {
            count: data.totals.count,
            credit: money(data.totals.credit),
            debit: money(data.totals.debit),
          })}
        </p>
      ) : null}
      <table className={styles.table} data-testid="adjustment-queue">
        <thead>
          <tr>
            <th>{t('queue.column.time')}</th>
            <th>{t('queue.column.member')}</th>
            <th>{t('queue.column.kind')}</th>
            <th className={styles.num}>{t('queue.column.amount')}</th>
            <th>{t('queue.column.reason')}</th>
            <th>{t('queue.column.requestedBy')}</th>
            <th>{status === 'PENDING' ? '' : t('queue.column.decidedBy')}</th>
          </tr>
        </thead>
        <tbody>
          {(data?.list ?? []).map((row) => (
            <QueueRow key={row.id} row={row} status={status} mine={row.requestedBy === me} onDecide={setDeciding} />
          ))}
        </tbody>
      </table>
      {data && data.list.length === 0 ? <p className={styles.hint}>{t('queue.none')}</p> : null}
      {data ? <Pager page={page} totalPages={data.totalPages} totalCount={data.totalCount} onPage={setPage} /> : null}
      {deciding ? <DecideDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </section>
  );
}

function QueueRow(props: {
  row: Row;
  status: Status;
  mine: boolean;
  onDecide: (decision: { row: Row; approve: boolean }) => void;
}) {
  const { t, i18n } = useTranslation('opsMembers');
  const { row, status } = props;
  return (
    <tr>
      <td>{formatDateTime(row.createdAt, i18n.language)}</td>
      <td>
        <Link to={opsPath.member(row.memberId)}>{row.username}</Link>
      </td>
      <td>{t(`adjustment.kinds.${row.kind}`)}</td>
      <td className={styles.num}>
        {row.direction === 'DEBIT' ? '−' : '+'}
        {formatMoney(row.amount, { language: i18n.language })}
      </td>
      <td>{row.reason}</td>
      <td>{row.requestedBy}</td>
      <td>
        {status !== 'PENDING' ? (row.decidedBy ?? t('queue.atOnce')) : null}
        {status === 'PENDING' && props.mine ? <span className={styles.hint}>{t('queue.own')}</span> : null}
        {status === 'PENDING' && !props.mine ? (
          <span className={styles.actions}>
            <Button size="sm" onClick={() => props.onDecide({ row, approve: true })}>
              {t('queue.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => props.onDecide({ row, approve: false })}>
              {t('queue.reject')}
            </Button>
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function DecideDialog({ row, approve, onClose }: { row: Row; approve: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('opsMembers');
  const decide = useDecideAdjustment(onClose);
  const amount = `${row.direction === 'DEBIT' ? '−' : '+'}${formatMoney(row.amount, { language: i18n.language })}`;
  const key = approve ? 'approve' : 'reject';
  return (
    <ReasonDialog
      title={t(`queue.${key}Title`)}
      warning={t(`queue.${key}Warning`, { amount, username: row.username, requestedBy: row.requestedBy })}
      confirmLabel={t(`queue.${key}`)}
      noReason={approve}
      isPending={decide.isPending}
      error={decide.error}
      onConfirm={(reason) =>
        decide.mutate(approve ? { adjustmentId: row.id } : { adjustmentId: row.id, reject: reason })
      }
      onCancel={onClose}
    />
  );
}
