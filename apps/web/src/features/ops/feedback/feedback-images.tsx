import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useFeedbackImage } from '../api/feedback.ts';
import styles from '../ops.module.css';

/** A feedback's images for the operators: fetched with the operator token on demand, shown as thumbnails that open full size. */
export function FeedbackImages({ feedbackId, count }: { feedbackId: number; count: number }) {
  const { t } = useTranslation('opsContent');
  const [isOpen, setOpen] = useState(false);
  if (count === 0) return null;
  if (!isOpen)
    return (
      <div>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t('feedbackImages.view', { count })}
        </Button>
      </div>
    );
  return (
    <div className={styles.proofs} data-testid="feedback-images">
      {Array.from({ length: count }, (_, index) => (
        <FeedbackImage key={index} feedbackId={feedbackId} index={index} />
      ))}
    </div>
  );
}

function FeedbackImage({ feedbackId, index }: { feedbackId: number; index: number }) {
  const { t } = useTranslation('opsContent');
  const { data, error } = useFeedbackImage(feedbackId, index);
  if (error) return <span className={styles.error}>{t('feedbackImages.failed')}</span>;
  if (!data) return <span className={styles.proof} aria-busy="true" />;
  const src = `data:${data.mime};base64,${data.dataBase64}`;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className={styles.proof} src={src} alt={t('feedbackImages.alt', { index: index + 1 })} />
    </a>
  );
}
