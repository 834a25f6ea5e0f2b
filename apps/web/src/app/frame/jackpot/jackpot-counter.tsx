import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import styles from './jackpot.module.css';
import { useJackpotValue } from './use-jackpot-value.ts';

export function JackpotCounter({ variant = 'panel' }: { variant?: 'panel' | 'overlay' }) {
  const { t, i18n } = useTranslation('frame');
  const { currency } = useSiteStatus();
  const value = useJackpotValue();
  return (
    <div className={`${styles.jackpot} ${styles[variant]}`}>
      <span className={styles.label}>{t('jackpot.label')}</span>
      <span className={styles.value}>
        <span className={styles.symbol}>{currency.symbol}</span>
        <span data-testid="jackpot-value">{formatNumber(value, i18n.language)}</span>
      </span>
    </div>
  );
}
