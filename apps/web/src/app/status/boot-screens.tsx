import { useTranslation } from 'react-i18next';
import logoUrl from '../../assets/logo.svg';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import styles from './status-pages.module.css';

/** Shown while the status call runs; no text, since the language is not known yet. */
export function BootSplash() {
  return (
    <div className={styles.screen} data-testid="boot-splash">
      <img src={logoUrl} alt="" width={200} height={48} />
      <Spinner size={32} />
    </div>
  );
}

export function BootFailure({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation('common');
  const code = error instanceof ApiError ? error.code : 'unknown.error';
  const isNetwork = code === 'network.error' || code === 'network.timeout';
  return (
    <div className={styles.screen} role="alert">
      <img src={logoUrl} alt={t('brandName')} width={200} height={48} />
      <div className={styles.card}>
        <h1 className={styles.title}>{t('boot.failedTitle')}</h1>
        <p className={styles.text}>
          {isNetwork ? t(`boot.${code === 'network.timeout' ? 'timeout' : 'network'}`) : t('boot.failedText')}
        </p>
        <p className={styles.code}>{code}</p>
        <Button onClick={onRetry} disabled={isRetrying}>
          {t('action.retry')}
        </Button>
      </div>
    </div>
  );
}
