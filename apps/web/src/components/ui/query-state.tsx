import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Spinner } from './spinner.tsx';
import styles from './query-state.module.css';

/** The loading state of a page or panel whose data is on its way. */
export function LoadingBlock() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading}>
      <Spinner size={32} label={t('state.loading')} />
    </div>
  );
}

/** Why the data could not be loaded, with a retry. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const describeError = useErrorMessage();
  return (
    <EmptyState
      title={describeError(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
