import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import styles from './jackpot.module.css';
import { useDemoJackpotValue, useSiteJackpot } from './use-jackpot-value.ts';

/**
 * The jackpot counter: the real progressive pool when the merchant shows it (re-read every few seconds, with its last
 * win), else the spec's rolling demo counter. Until the answer comes it holds a dash rather than a number that would
 * then jump. `panel` is a box of its own; `strip` a full-width band under a banner (label, amount and last win on one
 * line), which leaves the banner's art uncovered; `overlay` sits over a banner.
 */
export function JackpotCounter({ variant = 'panel' }: { variant?: 'panel' | 'strip' | 'overlay' }) {
  const { t, i18n } = useTranslation('frame');
  const { currency } = useSiteStatus();
  const money = useMoney();
  const jackpot = useSiteJackpot().data;
  const demoValue = useDemoJackpotValue(jackpot?.mode === 'DEMO');
  let shown = '—';
  if (jackpot?.mode === 'POOL') shown = money(jackpot.amount);
  else if (jackpot?.mode === 'DEMO') shown = formatNumber(demoValue, i18n.language);
  return (
    <div className={`${styles.jackpot} ${styles[variant]}`}>
      <span className={styles.label}>{t('jackpot.label')}</span>
      <span className={styles.value}>
        <span className={styles.symbol}>{currency.symbol}</span>
        <span data-testid="jackpot-value">{shown}</span>
      </span>
      {jackpot?.mode === 'POOL' && jackpot.lastWin && (
        <span className={styles.lastWin} data-testid="jackpot-last-win">
          {t('jackpot.lastWin', { amount: money(jackpot.lastWin.amount), name: jackpot.lastWin.userName })}
        </span>
      )}
    </div>
  );
}
