import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from './agent-ui.module.css';

/** The loading and error states every agent page shares. */
export function LoadingBlock() {
  const { t } = useTranslation('agent');
  return <div className={styles.loading}><Spinner size={32} label={t('common.loading')} /></div>;
}

export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('agent');
  const describeError = useErrorMessage();
  return <EmptyState title={describeError(error)} action={<Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>} />;
}
