import { MALL_REDEMPTION_STATUSES } from '@lucky/contracts/points/points-constants';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { QueuePanel, useQueueFilter } from '../components/queue-panel.tsx';
import styles from '../ops.module.css';
import { useMallRedemptions, useRedemptionReview, type RedemptionFilter } from './api/redemptions.ts';
import type { OpsRedemption } from './mall-types.ts';
import own from './ops-mall.module.css';
import { RedemptionReview } from './redemption-review.tsx';

const FILTERS: readonly RedemptionFilter[] = [...MALL_REDEMPTION_STATUSES, 'ALL'];

/**
 * Admin and finance: redemptions, those in process first. Approving says the goods are on their
 * way (an optional note goes to the member); rejecting needs a reason and gives points and stock back.
 */
export function MallRedemptions() {
  const { t } = useTranslation('points');
  const filter = useQueueFilter(FILTERS, 'IN_PROCESS');
  const query = useMallRedemptions(filter.status, filter.page);
  const { refresh, approve, reject } = useRedemptionReview();
  const reviewed = approve.data ?? reject.data;
  const busy = approve.isPending || reject.isPending;
  // Room for an open review form only while some row can still be reviewed.
  const isReviewable = query.data?.list.some((row) => row.status === 'IN_PROCESS') ?? false;
  // Only the last action's outcome is shown: starting one clears the other.
  const review = {
    approve: (input: { id: number; note?: string }) => {
      reject.reset();
      approve.mutate(input);
    },
    reject: (input: { id: number; reason: string }) => {
      approve.reset();
      reject.mutate(input);
    },
  };

  return (
    <div className={styles.panel}>
      {reviewed ? (
        <p className={styles.success} role="status">
          {t('ops.reviewed', { orderNo: reviewed.orderNo, status: t(`status.${reviewed.status}`) })}
        </p>
      ) : null}
      <QueuePanel
        label={t('ops.redemptions')}
        testId="ops-mall-redemptions"
        {...filter.panelProps}
        statusLabel={(item) => (item === 'ALL' ? t('ops.all') : t(`status.${item}`))}
        query={query}
        onRefresh={refresh}
        actionError={approve.error ?? reject.error}
        header={
          <tr>
            <th>{t('history.order')}</th>
            <th>{t('ops.col.member')}</th>
            <th>{t('ops.col.item')}</th>
            <th className={styles.num}>{t('ops.col.points')}</th>
            <th>{t('ops.col.delivery')}</th>
            <th>{t('ops.col.status')}</th>
            <th className={isReviewable ? own.reviewCol : undefined}>{t('ops.col.actions')}</th>
          </tr>
        }
        renderRow={(row: OpsRedemption) => <RedemptionRow key={row.id} row={row} busy={busy} review={review} />}
      />
    </div>
  );
}

type Review = {
  approve: (input: { id: number; note?: string }) => void;
  reject: (input: { id: number; reason: string }) => void;
};

function RedemptionRow({ row, busy, review }: { row: OpsRedemption; busy: boolean; review: Review }) {
  const { t, i18n } = useTranslation('points');
  return (
    <tr data-testid="ops-mall-redemption-row">
      <td className={own.nowrap}>
        {row.orderNo}
        <div className={styles.hint}>{formatDateTime(row.createdAt, i18n.language)}</div>
      </td>
      <td>{row.username}</td>
      <td>
        {pickLocalized(row.itemNames, i18n.language)} × {row.quantity}
        <div className={styles.hint}>
          {t(`kind.${row.kind}`)}
          {row.kind === 'CASH' ? ` · ${row.cashValue}` : ''}
        </div>
      </td>
      <td className={styles.num}>{row.points}</td>
      <td>
        <span className={own.delivery}>{row.deliveryInfo ?? '—'}</span>
      </td>
      <td>
        <span className={own.nowrap}>{t(`status.${row.status}`)}</span>
        {row.reason ? <div className={styles.hint}>{row.reason}</div> : null}
        {row.reviewedBy ? (
          <div className={styles.hint}>
            {row.reviewedBy}
            {row.reviewedAt ? ` · ${formatDateTime(row.reviewedAt, i18n.language)}` : ''}
          </div>
        ) : null}
      </td>
      <td>
        {row.status === 'IN_PROCESS' ? (
          <RedemptionReview
            busy={busy}
            onApprove={(note) => review.approve({ id: row.id, ...(note ? { note } : {}) })}
            onReject={(reason) => review.reject({ id: row.id, reason })}
          />
        ) : null}
      </td>
    </tr>
  );
}
