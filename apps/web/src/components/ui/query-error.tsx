import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** A failed load with its reason and a retry. */
export function QueryError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const code = error instanceof ApiError ? error.code : 'unknown.error';
  const hint =
    code === 'network.timeout'
      ? t('boot.timeout')
      : code === 'network.error'
        ? t('boot.network')
        : (error?.message ?? t('boot.failedText'));
  return (
    <EmptyState
      title={t('state.loadFailed')}
      hint={hint}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
