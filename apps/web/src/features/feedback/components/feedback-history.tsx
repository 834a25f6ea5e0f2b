import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyFeedback } from '../api/my-feedback.ts';
import styles from '../feedback.module.css';

/** The member's earlier feedback, each with its category, date, status and the operators' reply. */
export function FeedbackHistory() {
  const { t, i18n } = useTranslation('feedback');
  const describeError = useErrorMessage();
  const mine = useMyFeedback();
  return (
    <section className={styles.card}>
      <h3 className={styles.title}>{t('history.title')}</h3>
      {mine.isPending ? <p className={styles.hint}>{t('history.loading')}</p> : null}
      {mine.error ? (
        <p className={styles.error} role="alert">
          {describeError(mine.error)}
        </p>
      ) : null}
      {mine.data && mine.data.list.length === 0 ? <p className={styles.hint}>{t('history.empty')}</p> : null}
      <ul className={styles.list}>
        {mine.data?.list.map((item) => (
          <li key={item.id} className={styles.item} data-testid="feedback-item">
            <div className={styles.meta}>
              <span>{t(`category.${item.category}`)}</span>
              <span>{formatDateTime(item.createdAt, i18n.language)}</span>
              <span>{t(`status.${item.status}`)}</span>
              {item.imageCount > 0 ? <span>{t('history.images', { count: item.imageCount })}</span> : null}
            </div>
            <p className={styles.content}>{item.content}</p>
            {item.reply ? (
              <p className={styles.reply}>
                <strong>{t('history.reply')}</strong> {item.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
