import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { InputAction } from '../components/input-action.tsx';
import { opsPath } from '../layout/ops-paths.ts';
import styles from '../ops.module.css';
import type { OpsKycDocument, useKycReview } from './kyc-api.ts';
import { KycImage } from './kyc-image.tsx';

export type KycReview = ReturnType<typeof useKycReview>;

/** A pending document's two decisions, each asking for its reason first (the member reads a rejection's). */
function ReviewActions({ row, review }: { row: OpsKycDocument; review: KycReview }) {
  const { t } = useTranslation('kyc');
  const decide = (decision: 'APPROVE' | 'REJECT') => (reason: string) =>
    review.mutate({ documentId: row.documentId, decision, reason });
  return (
    <div className={styles.row}>
      <InputAction
        variant="primary"
        label={t('desk.approve')}
        placeholder={t('desk.approveReason')}
        busy={review.isPending}
        onSubmit={decide('APPROVE')}
      />
      <InputAction
        label={t('desk.reject')}
        placeholder={t('desk.rejectReason')}
        busy={review.isPending}
        onSubmit={decide('REJECT')}
      />
    </div>
  );
}

/** One document: who sent which, the member's tier now, the image on demand, and the decision or its outcome. */
export function KycDocumentRow({
  row,
  review,
  showMember = true,
  mayReview,
}: {
  row: OpsKycDocument;
  review: KycReview;
  showMember?: boolean;
  /** The role may see the images and decide (the server refuses the others anyway). */
  mayReview: boolean;
}) {
  const { t, i18n } = useTranslation('kyc');
  return (
    <tr data-testid="ops-kyc-row" data-username={row.username} data-kind={row.kind}>
      <td>{formatDateTime(row.createdAt, i18n.language)}</td>
      {showMember ? (
        <td>
          <Link to={opsPath.member(row.memberId)}>{row.username}</Link>
        </td>
      ) : null}
      <td>{t(`document.${row.kind}.title`)}</td>
      <td>{t(`tier.${row.tier}`)}</td>
      <td>{mayReview ? <KycImage documentId={row.documentId} /> : '—'}</td>
      <td>
        {t(`status.${row.status}`)}
        {row.reviewer ? <div className={styles.hint}>{t('desk.by', { reviewer: row.reviewer })}</div> : null}
        {row.reason ? <div className={styles.hint}>{row.reason}</div> : null}
      </td>
      <td>{mayReview && row.status === 'PENDING' ? <ReviewActions row={row} review={review} /> : '—'}</td>
    </tr>
  );
}

export function KycHeader({ showMember }: { showMember: boolean }) {
  const { t } = useTranslation('kyc');
  return (
    <tr>
      <th>{t('desk.sent')}</th>
      {showMember ? <th>{t('desk.member')}</th> : null}
      <th>{t('desk.document')}</th>
      <th>{t('desk.tierNow')}</th>
      <th>{t('desk.image')}</th>
      <th>{t('desk.status')}</th>
      <th>{t('desk.action')}</th>
    </tr>
  );
}
