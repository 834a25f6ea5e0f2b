import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { PlacementStatus } from './placement-status.tsx';
import { useSlipStore, type SlipMode } from './slip-store.ts';
import { SlipForm } from './slip-form.tsx';
import { useSlipPlacement } from './use-slip-placement.ts';
import styles from './slip.module.css';

/**
 * The bet slip beside the board: the picks, singles or a parlay (2 to 10 legs of different events), the stake within
 * the quote's limits, the potential payout, the odds-change policy and the placement with its outcome.
 */
export function BetSlip() {
  const { t } = useTranslation('sportsbook');
  const { picks, mode, setMode, clear } = useSlipStore();
  const placement = useSlipPlacement();
  const effectiveMode: SlipMode = picks.length < 2 ? 'SINGLE' : mode;
  return (
    <aside className={styles.slip} aria-labelledby="sb-slip-title">
      <header className={styles.head}>
        <h2 id="sb-slip-title">
          {t('slip.title')} <span className={styles.count}>{picks.length}</span>
        </h2>
        {picks.length > 0 ? (
          <button type="button" className={styles.clear} onClick={clear}>
            {t('slip.clear')}
          </button>
        ) : null}
      </header>
      {picks.length === 0 && placement.state.phase !== 'placed' ? (
        <p className={styles.empty}>{t('slip.empty')}</p>
      ) : null}
      {picks.length > 0 ? (
        <>
          <Tabs
            ariaLabel={t('slip.kind')}
            items={[
              { key: 'SINGLE', label: t('slip.singles', { count: picks.length }) },
              ...(picks.length >= 2 ? [{ key: 'PARLAY', label: t('slip.parlay', { count: picks.length }) }] : []),
            ]}
            active={effectiveMode}
            onChange={(key) => setMode(key as SlipMode)}
          />
          <SlipForm
            picks={picks}
            mode={effectiveMode}
            isPlacing={placement.state.phase === 'placing'}
            onPlace={(stake) => void placement.submit(stake)}
          />
        </>
      ) : null}
      <PlacementStatus
        state={placement.state}
        onAccept={() => void placement.acceptNewPrices()}
        onRetry={() => void placement.retry()}
        onDismiss={placement.dismiss}
      />
    </aside>
  );
}
