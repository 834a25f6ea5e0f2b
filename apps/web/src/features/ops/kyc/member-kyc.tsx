import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../use-may-call.ts';
import styles from '../ops.module.css';
import { useKycReview, useMemberKyc } from './kyc-api.ts';
import { KycDocumentRow, KycHeader } from './kyc-row.tsx';

/** A tier's cap as the desk shows it: the amount grouped like every amount of the desk, or "no cap of its own". */
const capText = (amount: string | null, none: string, language: string) =>
  amount === null ? none : formatMoney(amount, { language, scale: amount.split('.')[1]?.length ?? 0 });

/**
 * The player 360's verification section: the tier and its limits and every document ever sent, newest first; a
 * role that may review decides pending ones here too.
 */
export function MemberKyc({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('kyc');
  const describeError = useErrorMessage();
  const mayReview = useMayCall('opsKycReview');
  const { data, error } = useMemberKyc(memberId);
  const review = useKycReview();
  return (
    <section className={styles.panel} aria-label={t('desk.section')} data-testid="ops-member-kyc">
      <h3>{t('desk.section')}</h3>
      {error ? <p className={styles.error}>{describeError(error)}</p> : null}
      {data ? (
        <>
          <p data-testid="ops-member-kyc-tier">
            <strong>{t(`tier.${data.tier}`)}</strong> ·{' '}
            {t('desk.limits', {
              perWithdrawal: capText(data.limits.perWithdrawal, t('limits.none'), i18n.language),
              perDay: capText(data.limits.perDay, t('limits.none'), i18n.language),
            })}
          </p>
          {review.error ? <p className={styles.error}>{describeError(review.error)}</p> : null}
          {data.history.length === 0 ? (
            <p className={styles.hint}>{t('desk.noDocuments')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <KycHeader showMember={false} />
              </thead>
              <tbody>
                {data.history.map((row) => (
                  <KycDocumentRow
                    key={row.documentId}
                    row={row}
                    review={review}
                    showMember={false}
                    mayReview={mayReview}
                  />
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}
