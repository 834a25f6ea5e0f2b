import type { MemberPromotionStatus } from '@lucky/contracts/promotions/promotion-schemas';
import { useTranslation } from 'react-i18next';
import styles from '../promotions.module.css';

const TONE: Record<MemberPromotionStatus, string> = {
  COMING_SOON: styles.toneInfo!,
  JOIN: styles.toneGold!,
  JOINED: styles.toneInfo!,
  PROCESS: styles.toneWarn!,
  CLAIM: styles.toneGold!,
  CLAIMED: styles.toneDone!,
  APPLYING: styles.toneWarn!,
  REJECTED: styles.toneBad!,
  ISSUED: styles.toneDone!,
  CLOSE: styles.toneMuted!,
};

/** The member's status of a promotion, in the spec's words. */
export function PromotionStatusBadge({ status }: { status: MemberPromotionStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <span className={`${styles.badge} ${TONE[status]}`} data-testid="promo-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
