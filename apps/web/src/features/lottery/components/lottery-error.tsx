import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLotteryErrorMessage } from '../api/lottery-errors.ts';

/** Why lottery data could not be shown (the `lottery.*` codes in this feature's words), with a retry. */
export function LotteryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('lottery');
  const describe = useLotteryErrorMessage();
  return (
    <EmptyState
      title={describe(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
