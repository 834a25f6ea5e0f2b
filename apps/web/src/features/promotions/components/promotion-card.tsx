import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PromotionActions } from './promotion-actions.tsx';
import { PromotionStatusBadge } from './promotion-status-badge.tsx';
import { type Promotion } from '../api/promotion-list.ts';
import { useLocalized } from '../../../lib/localized-text.ts';
import styles from '../promotions.module.css';

/**
 * One promotion in the list: image, type, status, title, summary, dates and the member's action. The first row's
 * images are in the first screen (the first is its largest paint): they load at once, the others when scrolled to.
 */
export function PromotionCard({
  promotion,
  isFirstRow = false,
  isFirst = false,
}: {
  promotion: Promotion;
  isFirstRow?: boolean;
  isFirst?: boolean;
}) {
  const { t, i18n } = useTranslation('promotions');
  const localized = useLocalized();
  const link = `/promoDetail?id=${promotion.id}`;
  const ended = promotion.member?.status === 'CLOSE' || new Date(promotion.endsAt) <= new Date();
  return (
    <article
      className={`${styles.card} ${ended ? styles.cardEnded : ''}`}
      data-testid="promo-card"
      data-kind={promotion.kind}
      aria-labelledby={`promo-${promotion.id}-title`}
    >
      <SafeLink to={link} className={styles.cardImage} tabIndex={-1} aria-hidden="true">
        <img
          src={promotion.image}
          alt=""
          loading={isFirstRow ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : undefined}
        />
        <span className={styles.typeTag}>{t(`type.${promotion.type}`)}</span>
      </SafeLink>
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <h2 id={`promo-${promotion.id}-title`} className={styles.cardTitle}>
            <SafeLink to={link}>{localized(promotion.title)}</SafeLink>
          </h2>
          {promotion.member ? <PromotionStatusBadge status={promotion.member.status} /> : null}
        </div>
        <p className={styles.summary}>{localized(promotion.summary)}</p>
        <p className={styles.dates}>
          {t('dates', {
            from: formatDate(promotion.startsAt, i18n.language),
            to: formatDate(promotion.endsAt, i18n.language),
          })}
        </p>
        <div className={styles.cardFooter}>
          <PromotionActions promotion={promotion} />
          <SafeLink to={link} className={styles.more} data-testid="promo-details-link">
            {t('action.details')}
          </SafeLink>
        </div>
      </div>
    </article>
  );
}
