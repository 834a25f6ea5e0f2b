import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_STATUSES, type KycDocumentKind } from '@lucky/contracts/member/kyc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { QueuePanel, useQueueFilter } from '../components/queue-panel.tsx';
import styles from '../ops.module.css';
import { kycOpsKeys, useKycQueue, useKycReview } from './kyc-api.ts';
import { KycDocumentRow, KycHeader, type KycReview } from './kyc-row.tsx';

/** What the last decision did, in words: the document, the member and the tier before and after. */
function DecisionNote({ review }: { review: KycReview }) {
  const { t } = useTranslation('kyc');
  if (!review.data) return null;
  const { document, tierBefore, tierAfter } = review.data;
  return (
    <p className={styles.success} role="status" data-testid="ops-kyc-decided">
      {t('desk.decided', {
        document: t(`document.${document.kind}.title`),
        username: document.username,
        status: t(`status.${document.status}`),
        before: t(`tier.${tierBefore}`),
        after: t(`tier.${tierAfter}`),
      })}
    </p>
  );
}

/** The review queue: pending documents oldest first (or the decided ones), by kind, with the pending total. */
export function OpsKycQueue() {
  const { t } = useTranslation('kyc');
  const client = useQueryClient();
  const filter = useQueueFilter(KYC_DOCUMENT_STATUSES, 'PENDING');
  const [kind, setKind] = useState<KycDocumentKind | ''>('');
  const query = useKycQueue(filter.page, filter.status, kind);
  const review = useKycReview();
  return (
    <>
      <h2>{t('desk.title')}</h2>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('desk.kind')}</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as KycDocumentKind | '')}>
            <option value="">{t('desk.allKinds')}</option>
            {KYC_DOCUMENT_KINDS.map((item) => (
              <option key={item} value={item}>
                {t(`document.${item}.title`)}
              </option>
            ))}
          </select>
        </label>
        {query.data ? (
          <span className={styles.hint} data-testid="ops-kyc-pending">
            {t('desk.pendingTotal', { count: query.data.pendingTotal })}
          </span>
        ) : null}
      </div>
      <DecisionNote review={review} />
      <QueuePanel
        label={t('desk.title')}
        testId="ops-kyc-queue"
        {...filter.panelProps}
        statusLabel={(item) => t(`status.${item}`)}
        query={query}
        onRefresh={() => void client.invalidateQueries({ queryKey: kycOpsKeys.all })}
        actionError={review.error}
        header={<KycHeader showMember />}
        renderRow={(row) => <KycDocumentRow key={row.documentId} row={row} review={review} mayReview />}
      />
    </>
  );
}
