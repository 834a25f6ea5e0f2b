import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './lazy-page.module.css';

export function ChunkFailure({
  errorType,
  message,
  onRetry,
}: {
  errorType: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  const isTimeout = errorType === 'ChunkTimeoutError';
  return (
    <div className={styles.failure} role="alert">
      <h2 className={styles.failureTitle}>{isTimeout ? t('chunk.timeoutTitle') : t('chunk.failedTitle')}</h2>
      <p className={styles.failureText}>{isTimeout ? t('chunk.timeoutText') : t('chunk.failedText')}</p>
      <p className={styles.failureType}>
        {t('chunk.errorType')}: <code>{errorType}</code>
        <span className="visually-hidden">{message}</span>
      </p>
      <Button variant="primary" onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
