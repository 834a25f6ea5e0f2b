import { APPLICATION_STATUSES } from '@lucky/contracts/promotions/promotion-schemas';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { InputAction } from '../components/input-action.tsx';
import {
  useApplicationImage,
  useApplicationReview,
  useApplications,
  type ApplicationFilter,
} from './api/applications.ts';
import { QueuePanel, useQueueFilter } from '../components/queue-panel.tsx';
import styles from '../ops.module.css';
import { useLocalized } from '../../../lib/localized-text.ts';

function ApplicationImage({ imageId }: { imageId: number }) {
  const { t } = useTranslation('promotions');
  const { data, error } = useApplicationImage(imageId);
  if (error) return <span className={styles.error}>{t('ops.imageFailed')}</span>;
  if (!data) return <span className={styles.hint}>…</span>;
  const src = `data:${data.mime};base64,${data.dataBase64}`;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className={styles.proof} src={src} alt={t('ops.imageAlt', { id: imageId })} />
    </a>
  );
}

type Application = ValueOf<(typeof ENDPOINTS)['opsPromotionApplications']>['list'][number];
const FILTERS: readonly ApplicationFilter[] = [...APPLICATION_STATUSES, 'ALL'];

/** Waiting applications first: an operator pays the fixed (or an entered) bonus, or rejects with a reason. */
export function ApplicationQueue() {
  const { t } = useTranslation('promotions');
  const filter = useQueueFilter(FILTERS, 'APPLYING');
  const { status, page } = filter;
  // Typed bonuses by application, kept while the operator pages or filters.
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const query = useApplications(page, status);
  const { refresh, approve, reject } = useApplicationReview();
  return (
    <>
      {approve.isSuccess || reject.isSuccess ? (
        <p className={styles.success} role="status">
          {t('ops.reviewed')}
        </p>
      ) : null}
      <QueuePanel
        label={t('ops.applications')}
        testId="ops-promotion-applications"
        {...filter.panelProps}
        statusLabel={(item) => (item === 'ALL' ? t('ops.all') : t(`status.${item}`))}
        query={query}
        onRefresh={refresh}
        actionError={approve.error ?? reject.error}
        header={
          <tr>
            <th>{t('ops.time')}</th>
            <th>{t('ops.member')}</th>
            <th>{t('ops.promotion')}</th>
            <th>{t('ops.comment')}</th>
            <th>{t('ops.status')}</th>
            <th>{t('ops.action')}</th>
          </tr>
        }
        renderRow={(item) => (
          <ApplicationRow
            key={item.id}
            item={item}
            amount={amounts[item.id] ?? ''}
            onAmountChange={(amount) => setAmounts({ ...amounts, [item.id]: amount })}
            approve={approve}
            reject={reject}
          />
        )}
      />
    </>
  );
}

type RowProps = {
  item: Application;
  /** The typed bonus; empty means the fixed bonus. */
  amount: string;
  onAmountChange: (amount: string) => void;
  approve: ReturnType<typeof useApplicationReview>['approve'];
  reject: ReturnType<typeof useApplicationReview>['reject'];
};

/** One application: who applied for what, with their comment and images; a waiting one can be paid or rejected. */
function ApplicationRow({ item, amount, onAmountChange, approve, reject }: RowProps) {
  const { t, i18n } = useTranslation('promotions');
  const title = useLocalized();
  return (
    <tr data-testid="ops-application" data-username={item.username}>
      <td>{formatDateTime(item.createdAt, i18n.language)}</td>
      <td>{item.username}</td>
      <td>{title(item.title)}</td>
      <td>
        <div>{item.comment}</div>
        {item.imageIds.length > 0 ? (
          <div className={styles.proofs}>
            {item.imageIds.map((imageId) => (
              <ApplicationImage key={imageId} imageId={imageId} />
            ))}
          </div>
        ) : null}
      </td>
      <td>
        {t(`status.${item.status}`)}
        {item.amount ? <div className={styles.hint}>{item.amount}</div> : null}
        {item.reason ? <div className={styles.hint}>{item.reason}</div> : null}
      </td>
      <td>
        {item.status === 'APPLYING' ? (
          <div className={styles.row}>
            <input
              aria-label={t('ops.bonusAmount')}
              placeholder={item.fixedBonus ?? t('ops.bonusAmount')}
              value={amount}
              size={8}
              onChange={(event) => onAmountChange(event.target.value)}
              data-testid="ops-application-amount"
            />
            <Button
              size="sm"
              data-testid="ops-application-approve"
              disabled={approve.isPending || (!item.fixedBonus && !amount)}
              onClick={() => approve.mutate({ id: item.id, ...(amount ? { amount } : {}) })}
            >
              {t('ops.approve')}
            </Button>
            <InputAction
              label={t('ops.reject')}
              placeholder={t('ops.rejectReason')}
              busy={reject.isPending}
              onSubmit={(reason) => reject.mutate({ id: item.id, reason })}
            />
          </div>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
