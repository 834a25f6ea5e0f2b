import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { oddsText } from '@lucky/contracts/sportsbook/odds-format';
import { pickId, useSlipStore } from './slip-store.ts';
import type { PlacementState } from './use-slip-placement.ts';
import styles from './slip.module.css';

type Props = { state: PlacementState; onAccept: () => void; onRetry: () => void; onDismiss: () => void };

/**
 * What became of the last placement: placing (an in-play bet waits the book's delay), placed, a price that moved
 * (old and new, with "accept"), or the refusal with "try again" when a retry can help.
 */
export function PlacementStatus({ state, onAccept, onRetry, onDismiss }: Props) {
  const { t } = useTranslation('sportsbook');
  const describe = useErrorMessage();
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  const picks = useSlipStore((slip) => slip.picks);
  switch (state.phase) {
    case 'idle':
      return null;
    case 'placing':
      return (
        <div className={styles.status} role="status">
          <Spinner size={18} label={t('slip.placing')} />
          <span>
            {t('slip.placing')} <small>{t('slip.delayNote')}</small>
          </span>
        </div>
      );
    case 'placed':
      return (
        <div className={`${styles.status} ${styles.success}`} role="status">
          <span>{t('slip.placed', { count: state.betIds.length, ids: state.betIds.join(', ') })}</span>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('slip.ok')}
          </Button>
        </div>
      );
    case 'changed':
      return (
        <div className={`${styles.status} ${styles.warning}`} role="alert">
          <strong>{t('slip.oddsChanged')}</strong>
          <ul className={styles.changes}>
            {state.prices.map((price) => (
              <li key={pickId(price)}>
                {picks.find((pick) => pickId(pick) === pickId(price))?.label ?? price.selectionKey}:{' '}
                {price.before !== null ? `${oddsText(price.before, format)} → ` : ''}
                <strong>{oddsText(price.oddsMilli, format)}</strong>
              </li>
            ))}
          </ul>
          <div className={styles.statusActions}>
            <Button size="sm" onClick={onAccept}>
              {t('slip.acceptNew')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('slip.cancel')}
            </Button>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className={`${styles.status} ${styles.error}`} role="alert">
          <span>{describe(state.error)}</span>
          <div className={styles.statusActions}>
            {state.canRetry ? (
              <Button size="sm" onClick={onRetry}>
                {t('slip.retry')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('slip.ok')}
            </Button>
          </div>
        </div>
      );
  }
}
