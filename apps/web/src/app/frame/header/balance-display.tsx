import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useWalletBalance } from '../../../lib/data/use-member-data.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import styles from './header.module.css';

const HIDDEN_KEY = 'balanceHidden';
const readHidden = () => {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

/** The wallet balance with a hide-to-stars toggle and a refresh; shows "updating" while it loads. */
export function BalanceDisplay() {
  const { t, i18n } = useTranslation('frame');
  const { currency } = useSiteStatus();
  const [isHidden, setHidden] = useState(readHidden);
  const { data, isFetching, refetch } = useWalletBalance(true);

  const toggle = () => {
    setHidden((value) => {
      try {
        localStorage.setItem(HIDDEN_KEY, value ? '0' : '1');
      } catch {
        // The choice then lasts for this page only.
      }
      return !value;
    });
  };

  const symbol = data?.currencySymbol ?? currency.symbol;
  let text: string;
  if (isFetching) text = t('balance.updating');
  else if (isHidden) text = '******';
  else if (data) text = formatMoney(data.sumBalance, { language: i18n.language, scale: currency.scale });
  else text = '--';

  return (
    <div className={styles.balance} aria-live="polite">
      <Icon name="wallet" size={18} className={styles.balanceIcon} />
      <span className={styles.balanceText}>
        <span className={styles.balanceLabel}>{t('balance.label')}</span>
        <span className={styles.balanceAmount} data-testid="balance-amount">
          {!isFetching && !isHidden && data ? <span className={styles.balanceSymbol}>{symbol}</span> : null}
          {text}
        </span>
      </span>
      <button
        type="button"
        className={styles.balanceButton}
        onClick={toggle}
        aria-label={isHidden ? t('balance.show') : t('balance.hide')}
        title={isHidden ? t('balance.show') : t('balance.hide')}
      >
        <Icon name={isHidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={styles.balanceButton}
        onClick={() => void refetch()}
        disabled={isFetching}
        aria-label={t('balance.refresh')}
        title={t('balance.refresh')}
      >
        <Icon name="refresh" size={16} className={isFetching ? styles.spinning : undefined} />
      </button>
    </div>
  );
}
